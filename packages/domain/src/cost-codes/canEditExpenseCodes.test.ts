import { describe, expect, it } from 'vitest';

import { canEditExpenseCodes } from './canEditExpenseCodes.js';

describe('canEditExpenseCodes', () => {
  it.each<[string[] | null | undefined, boolean]>([
    [['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'], true],
    [['ROLE_EXPENSE_CODE_EDIT', 'ROLE_RESTAURANT', 'ROLE_COMPANY'], true],
    [['ROLE_COMPANY'], false],
    [['ROLE_EXPENSE_CODE_EDIT'], false],
    [['ROLE_ADMIN'], true],
    [['ROLE_ADMIN', 'ROLE_EXPENSE_CODE_EDIT'], true],
    [['ROLE_RESTAURANT', 'ROLE_EXPENSE_CODE_EDIT'], false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('roles %j give %j', (roles, expected) => {
    expect(canEditExpenseCodes(roles)).toBe(expected);
  });
});
