import { validateCostCodes } from '../cost-codes/index.js';
import type { ExpenseCodeConfig } from '../types/order.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { toValidationResult } from '../validation/index.js';
import { isValidCostCodePattern } from '../cost-codes/costCodePattern.js';

/**
 * Checks an expense code configuration before it is saved: each pattern (the default field's and each additional
 * field's) must compile ('pattern'), and each additional field needs an id ('required').
 * @example validateExpenseCodeConfig({ expenseCodeRegexValidation: '([' }).errors // { expenseCodeRegexValidation: 'pattern' }
 */
export function validateExpenseCodeConfig(config: ExpenseCodeConfig): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  if (!isValidCostCodePattern(config.expenseCodeRegexValidation))
    errors.expenseCodeRegexValidation = 'pattern';
  (config.additionalExpenseCodes ?? []).forEach((field, index) => {
    if (!field.id || field.id.trim() === '') errors[`additionalExpenseCodes.${index}.id`] = 'required';
    if (!isValidCostCodePattern(field.regexValidation))
      errors[`additionalExpenseCodes.${index}.regexValidation`] = 'pattern';
  });
  return toValidationResult(errors);
}

/**
 * Tests one code typed in the configuration's preview against the default field's rules, as an order's
 * cost-code dialog would (required, list only, pattern). Null when the code passes, otherwise the error: a
 * code ('required', 'not-in-list', 'invalid') or the configured pattern message.
 * @example previewCostCode('B1', { expenseCodeRegexValidation: '^A', expenseCodeRegexValidationError: 'Starts with A' }) // 'Starts with A'
 */
export function previewCostCode(code: string, config: ExpenseCodeConfig): ValidationCode | null {
  const defaultOnly: ExpenseCodeConfig = { ...config, additionalExpenseCodes: [] };
  const result = validateCostCodes([{ codes: { default: code }, distribution: 100 }], defaultOnly, {
    isSuperAdmin: false,
  });
  return result.errors['rows.0.codes.default'] ?? null;
}
