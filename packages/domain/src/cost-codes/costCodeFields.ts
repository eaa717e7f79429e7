import type { ExpenseCodeConfig } from '../types/order.js';
import type { CostCodeField } from './types.js';

const REQUIRED = 2;
const text = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value;

/**
 * The cost-code fields a configuration (an allowance rule or a cloud canteen) asks for: the 'default' field from
 * the expenseCode* settings, then one field per additionalExpenseCodes entry, with its own settings. A field is
 * required when its setting is 2 (or true for an additional field).
 * @example costCodeFields({ expenseCodeRequired: 2, additionalExpenseCodes: [{ id: 'project' }] }).map((f) => [f.id, f.required])
 * // [['default', true], ['project', false]]
 */
export function costCodeFields(config: ExpenseCodeConfig | null | undefined): CostCodeField[] {
  const base: CostCodeField = {
    id: 'default',
    title: text(config?.expenseCodeTitle),
    list: [...(config?.expenseCodeList ?? [])],
    required: config?.expenseCodeRequired === REQUIRED,
    onlyFromList: config?.expenseCodeOnlyFromList === true,
    regex: text(config?.expenseCodeRegexValidation),
    regexError: text(config?.expenseCodeRegexValidationError),
    placeholder: text(config?.expenseCodePlaceholder),
  };
  const additional = (config?.additionalExpenseCodes ?? []).map((field): CostCodeField => ({
    id: field.id,
    title: text(field.title),
    list: [...(field.list ?? [])],
    required: field.required === REQUIRED || field.required === true,
    onlyFromList: field.onlyFromList === true,
    regex: text(field.regexValidation),
    regexError: text(field.regexValidationError),
    placeholder: text(field.placeholder),
  }));
  return [base, ...additional];
}
