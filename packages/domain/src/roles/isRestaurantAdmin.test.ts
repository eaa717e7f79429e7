import { describe, expect, it } from 'vitest';

import { isRestaurantAdmin } from './isRestaurantAdmin.js';

describe('isRestaurantAdmin', () => {
  it.each<[readonly string[], boolean]>([
    [['ROLE_RESTAURANT'], true],
    [['ROLE_ADMIN', 'ROLE_RESTAURANT'], true],
    [['ROLE_COMPANY'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => {
    expect(isRestaurantAdmin(roles)).toBe(expected);
  });
});
