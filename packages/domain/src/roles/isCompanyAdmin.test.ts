import { describe, expect, it } from 'vitest';

import { isCompanyAdmin } from './isCompanyAdmin.js';

describe('isCompanyAdmin', () => {
  it.each<[readonly string[], boolean]>([
    [['ROLE_COMPANY'], true],
    [['ROLE_ADMIN'], false],
    [['ROLE_EXPENSE_CODE_EDIT'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => {
    expect(isCompanyAdmin(roles)).toBe(expected);
  });
});
