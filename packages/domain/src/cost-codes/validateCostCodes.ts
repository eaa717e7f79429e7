import { LIMITS } from '../constants/index.js';
import type { ExpenseCodeConfig, ExpenseCodeEntry } from '../types/order.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { toValidationResult } from '../validation/index.js';
import { compileCostCodePattern } from './costCodePattern.js';
import { costCodeFields } from './costCodeFields.js';
import type { CostCodeValidationContext } from './types.js';

/**
 * Checks the cost-code rows of an order against the configuration of its allowance rule or cloud canteen.
 *
 * Fields are 'default' plus each additionalExpenseCodes id (see `costCodeFields`); values are compared trimmed.
 * Per row i and field f, the key `rows.i.codes.f` holds:
 * - 'required' when the field is required (setting 2) and empty;
 * - 'not-in-list' when the field only takes list values, has a list, the value is not on it and the user is not
 *   a super admin (a super admin may type free text);
 * - the configured regex error message when a pattern is configured and the value does not match it, or
 *   'invalid' when no message is configured. The pattern is used as written (unanchored unless it says so),
 *   plain or as '/pattern/flags', and run by a linear-time engine (see `compileCostCodePattern`). A pattern that
 *   does not compile is ignored rather than refusing every value.
 *
 * With more than one row: a row with no filled code (and no field error already) gets `rows.i.codes`
 * 'required'; each `rows.i.distribution` must be a number ('required'), above 0 ('min'), at most 100 ('max')
 * and have at most two decimals ('decimals'); and the allocations must sum to exactly 100, else `distribution`
 * is 'sum'. A single row carries the whole order, so its distribution is not checked. No rows at all are
 * valid unless a field is required (`rows` 'required').
 * @example validateCostCodes([{ codes: { default: '' }, distribution: 100 }], { expenseCodeRequired: 2 }, { isSuperAdmin: false })
 * // { valid: false, errors: { 'rows.0.codes.default': 'required' } }
 */
export function validateCostCodes(
  rows: readonly ExpenseCodeEntry[],
  config: ExpenseCodeConfig | null | undefined,
  context: CostCodeValidationContext,
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const fields = costCodeFields(config).map((field) => ({
    ...field,
    list: field.list.map((value) => value.trim()),
    pattern: field.regex === null ? null : compileCostCodePattern(field.regex),
  }));

  if (rows.length === 0) {
    if (fields.some((field) => field.required)) errors.rows = 'required';
    return toValidationResult(errors);
  }

  rows.forEach((row, index) => {
    let filled = 0;
    let fieldErrors = 0;
    for (const field of fields) {
      const raw = row.codes?.[field.id];
      const value = typeof raw === 'string' ? raw.trim() : '';
      const key = `rows.${index}.codes.${field.id}`;
      let error: ValidationCode | null = null;
      if (value === '') {
        if (field.required) error = 'required';
      } else {
        filled += 1;
        if (
          field.onlyFromList &&
          field.list.length > 0 &&
          !context.isSuperAdmin &&
          !field.list.includes(value)
        ) {
          error = 'not-in-list';
        } else if (field.pattern && !field.pattern.test(value)) {
          error = field.regexError ?? 'invalid';
        }
      }
      if (error !== null) {
        errors[key] = error;
        fieldErrors += 1;
      }
    }
    if (rows.length > 1 && filled === 0 && fieldErrors === 0) errors[`rows.${index}.codes`] = 'required';
  });

  if (rows.length > 1) {
    const unit = 10 ** LIMITS.allocationDecimals;
    let sum = 0;
    rows.forEach((row, index) => {
      const share: unknown = row.distribution;
      const key = `rows.${index}.distribution`;
      if (typeof share !== 'number' || !Number.isFinite(share)) {
        errors[key] = 'required';
        return;
      }
      sum += Math.round(share * unit);
      if (share <= 0) errors[key] = 'min';
      else if (share > LIMITS.allocationTotal) errors[key] = 'max';
      else if (Math.abs(share * unit - Math.round(share * unit)) > 1e-6) errors[key] = 'decimals';
    });
    if (sum !== LIMITS.allocationTotal * unit) errors.distribution = 'sum';
  }

  return toValidationResult(errors);
}
