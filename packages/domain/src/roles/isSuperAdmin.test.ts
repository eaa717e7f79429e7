import { describe, expect, it } from 'vitest';

import { isCompanyAdmin } from './isCompanyAdmin.js';
import { isRestaurantAdmin } from './isRestaurantAdmin.js';
import { isSuperAdmin } from './isSuperAdmin.js';

describe('isSuperAdmin (with the other role helpers for contrast)', () => {
  it.each<[readonly string[], boolean, boolean, boolean]>([
    [[], false, false, false],
    [['ROLE_ADMIN'], true, false, false],
    [['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'], false, true, false],
    [['ROLE_RESTAURANT'], false, false, true],
    [['ROLE_ADMIN', 'ROLE_RESTAURANT'], true, false, true],
    [['ROLE_EXTRA_BILLING_ACCESS'], false, false, false],
    [['role_admin'], false, false, false],
  ])('%j → super %s, company %s, restaurant %s', (roles, superAdmin, company, restaurant) => {
    expect(isSuperAdmin(roles)).toBe(superAdmin);
    expect(isCompanyAdmin(roles)).toBe(company);
    expect(isRestaurantAdmin(roles)).toBe(restaurant);
  });
});
