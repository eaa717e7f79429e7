import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ExpenseCodeConfig, ExpenseCodeEntry } from '../types/order.js';
import type { ValidationResult } from '../validation/index.js';
import { splitAllocations } from './splitAllocations.js';
import { validateCostCodes } from './validateCostCodes.js';

const ok: ValidationResult = { valid: true, errors: {} };
const fail = (errors: ValidationResult['errors']): ValidationResult => ({ valid: false, errors });
const row = (codes: Record<string, string>, distribution = 100): ExpenseCodeEntry => ({
  codes,
  distribution,
});
const admin = { isSuperAdmin: true };
const user = { isSuperAdmin: false };

const required: ExpenseCodeConfig = { expenseCodeRequired: 2 };
const listOnly: ExpenseCodeConfig = { expenseCodeList: ['A1', 'B2'], expenseCodeOnlyFromList: true };
const pattern: ExpenseCodeConfig = {
  expenseCodeRegexValidation: '^[A-Z]\\d{3}$',
  expenseCodeRegexValidationError: 'One capital letter and three digits',
};
const additional: ExpenseCodeConfig = {
  additionalExpenseCodes: [
    { id: 'project', required: 2, list: ['P1', 'P2'], onlyFromList: true },
    { id: 'team', regexValidation: '/^t-\\d+$/gi' },
  ],
};

describe('validateCostCodes', () => {
  it.each<[string, ExpenseCodeEntry[], ExpenseCodeConfig | null, boolean, ValidationResult]>([
    ['an empty optional single row', [row({})], {}, false, ok],
    ['no configuration', [row({ default: 'anything' })], null, false, ok],
    ['a required field filled', [row({ default: 'X' })], required, false, ok],
    [
      'a required field empty',
      [row({ default: '' })],
      required,
      false,
      fail({ 'rows.0.codes.default': 'required' }),
    ],
    [
      'a required field of spaces',
      [row({ default: '  ' })],
      required,
      false,
      fail({ 'rows.0.codes.default': 'required' }),
    ],
    ['a required field missing', [row({})], required, false, fail({ 'rows.0.codes.default': 'required' })],
    ['a list value', [row({ default: 'B2' })], listOnly, false, ok],
    ['a list value with spaces around', [row({ default: ' A1 ' })], listOnly, false, ok],
    [
      'a value off the list',
      [row({ default: 'C3' })],
      listOnly,
      false,
      fail({ 'rows.0.codes.default': 'not-in-list' }),
    ],
    ['a value off the list by a super admin', [row({ default: 'C3' })], listOnly, true, ok],
    [
      'a value off a list that is not restricted',
      [row({ default: 'C3' })],
      { expenseCodeList: ['A1'] },
      false,
      ok,
    ],
    [
      'list-only with an empty list is free text',
      [row({ default: 'C3' })],
      { expenseCodeOnlyFromList: true, expenseCodeList: [] },
      false,
      ok,
    ],
    ['a matching pattern', [row({ default: 'A123' })], pattern, false, ok],
    [
      'a pattern mismatch shows the configured message',
      [row({ default: 'a123' })],
      pattern,
      false,
      fail({ 'rows.0.codes.default': 'One capital letter and three digits' }),
    ],
    [
      'a pattern mismatch with no message gives invalid',
      [row({ default: 'a123' })],
      { expenseCodeRegexValidation: '^[A-Z]' },
      false,
      fail({ 'rows.0.codes.default': 'invalid' }),
    ],
    [
      'a pattern applies to a super admin too',
      [row({ default: 'zz' })],
      pattern,
      true,
      fail({ 'rows.0.codes.default': 'One capital letter and three digits' }),
    ],
    ['a pattern does not apply to an empty optional field', [row({ default: '' })], pattern, false, ok],
    [
      'a broken pattern is ignored',
      [row({ default: 'anything' })],
      { expenseCodeRegexValidation: '([' },
      false,
      ok,
    ],
    [
      'a broken literal pattern is ignored',
      [row({ default: 'anything' })],
      { expenseCodeRegexValidation: '/([/' },
      false,
      ok,
    ],
    [
      'additional fields filled well',
      [row({ default: '', project: 'P2', team: 'T-12' })],
      additional,
      false,
      ok,
    ],
    [
      'additional fields with errors',
      [row({ project: 'P9', team: 'x' })],
      additional,
      false,
      fail({ 'rows.0.codes.project': 'not-in-list', 'rows.0.codes.team': 'invalid' }),
    ],
    [
      'an additional required field empty',
      [row({ team: 't-1' })],
      additional,
      false,
      fail({ 'rows.0.codes.project': 'required' }),
    ],
    ['codes for unknown fields are ignored', [row({ other: '!!' })], pattern, false, ok],
    ['two filled rows summing to 100', [row({ default: 'A' }, 60), row({ default: 'B' }, 40)], {}, false, ok],
    [
      'three rows split evenly',
      [row({ default: 'A' }, 33.33), row({ default: 'B' }, 33.33), row({ default: 'C' }, 33.34)],
      {},
      false,
      ok,
    ],
    [
      'a second row with no code',
      [row({ default: 'A' }, 50), row({ default: ' ' }, 50)],
      {},
      false,
      fail({ 'rows.1.codes': 'required' }),
    ],
    [
      'a second row with no code where the field is required',
      [row({ default: 'A' }, 50), row({}, 50)],
      required,
      false,
      fail({ 'rows.1.codes.default': 'required' }),
    ],
    [
      'a row filled only in an additional field',
      [row({ project: 'P1' }, 50), row({ project: 'P2' }, 50)],
      additional,
      false,
      ok,
    ],
    [
      'rows summing to 99.99',
      [row({ default: 'A' }, 50), row({ default: 'B' }, 49.99)],
      {},
      false,
      fail({ distribution: 'sum' }),
    ],
    [
      'rows summing to 100.01',
      [row({ default: 'A' }, 50.01), row({ default: 'B' }, 50)],
      {},
      false,
      fail({ distribution: 'sum' }),
    ],
    [
      'three decimals',
      [row({ default: 'A' }, 33.333), row({ default: 'B' }, 66.667)],
      {},
      false,
      fail({ 'rows.0.distribution': 'decimals', 'rows.1.distribution': 'decimals' }),
    ],
    [
      'a zero share',
      [row({ default: 'A' }, 100), row({ default: 'B' }, 0)],
      {},
      false,
      fail({ 'rows.1.distribution': 'min' }),
    ],
    [
      'a share over 100',
      [row({ default: 'A' }, 120), row({ default: 'B' }, -20)],
      {},
      false,
      fail({ 'rows.0.distribution': 'max', 'rows.1.distribution': 'min' }),
    ],
    [
      'a missing share',
      [row({ default: 'A' }, 100), row({ default: 'B' }, Number.NaN)],
      {},
      false,
      fail({ 'rows.1.distribution': 'required' }),
    ],
    ['a single row ignores its distribution', [row({ default: 'A' }, 12.345)], {}, false, ok],
    ['no rows, nothing required', [], {}, false, ok],
    ['no rows, a field required', [], required, false, fail({ rows: 'required' })],
  ])('%s', (_label, rows, config, isSuperAdmin, expected) => {
    expect(validateCostCodes(rows, config, { isSuperAdmin })).toEqual(expected);
  });

  it('gives the same answer every time for a global-flag pattern', () => {
    const config: ExpenseCodeConfig = { expenseCodeRegexValidation: '/^a/g' };
    const rows = [row({ default: 'abc' })];
    expect([1, 2, 3].map(() => validateCostCodes(rows, config, user).valid)).toEqual([true, true, true]);
  });

  it('does not change the rows or the configuration', () => {
    const rows = [row({ default: ' A1 ' }, 50), row({ default: 'C3' }, 50)];
    const before = JSON.parse(JSON.stringify({ rows, listOnly })) as unknown;
    validateCostCodes(Object.freeze(rows), Object.freeze(listOnly), admin);
    expect({ rows, listOnly }).toEqual(before);
  });

  it('accepts the even split for 1 to 50 filled rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const rows = splitAllocations(count).map((share, i) => row({ default: `C${i}` }, share));
        expect(validateCostCodes(rows, {}, user)).toEqual(ok);
      }),
    );
  });
});
