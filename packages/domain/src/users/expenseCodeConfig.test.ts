import { describe, expect, it } from 'vitest';

import { isValidCostCodePattern } from '../cost-codes/costCodePattern.js';
import { previewCostCode, validateExpenseCodeConfig } from './expenseCodeConfig.js';

describe('isValidCostCodePattern', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    ['^A\\d+$', true],
    ['/^a\\d+$/i', true],
    ['([', false],
    ['/(/', false],
    ['a{2,1}', false],
  ])('%j → %s', (pattern, expected) => {
    expect(isValidCostCodePattern(pattern)).toBe(expected);
  });
});

describe('validateExpenseCodeConfig', () => {
  it('refuses a pattern that does not compile, on its field', () => {
    expect(validateExpenseCodeConfig({ expenseCodeRegexValidation: '([' })).toEqual({
      valid: false,
      errors: { expenseCodeRegexValidation: 'pattern' },
    });
  });

  it('checks each additional field: an id and a valid pattern', () => {
    expect(
      validateExpenseCodeConfig({
        additionalExpenseCodes: [
          { id: 'project', regexValidation: '^P' },
          { id: ' ', regexValidation: '(' },
        ],
      }).errors,
    ).toEqual({
      'additionalExpenseCodes.1.id': 'required',
      'additionalExpenseCodes.1.regexValidation': 'pattern',
    });
  });

  it('accepts an empty configuration', () => {
    expect(validateExpenseCodeConfig({}).valid).toBe(true);
  });
});

describe('previewCostCode', () => {
  const config = {
    expenseCodeRequired: 2,
    expenseCodeRegexValidation: '^CC-\\d{3}$',
    expenseCodeRegexValidationError: 'Use CC- and three digits',
  };

  it('passes a code that meets the rules', () => {
    expect(previewCostCode('CC-123', config)).toBeNull();
  });

  it('names the first rule a code breaks', () => {
    expect(previewCostCode('', config)).toBe('required');
    expect(previewCostCode('CC-12', config)).toBe('Use CC- and three digits');
    expect(previewCostCode('X', { expenseCodeRegexValidation: '^A' })).toBe('invalid');
    expect(previewCostCode('D', { expenseCodeOnlyFromList: true, expenseCodeList: ['A', 'B'] })).toBe(
      'not-in-list',
    );
  });

  it('lets an empty code through when it is not required', () => {
    expect(previewCostCode('', { expenseCodeRegexValidation: '^A' })).toBeNull();
  });
});
