import { describe, expect, it } from 'vitest';

import { homePathFor } from './homePathFor.js';

describe('homePathFor', () => {
  it.each<[readonly string[], string]>([
    [['ROLE_RESTAURANT'], '/orders/active'],
    [['ROLE_RESTAURANT', 'ROLE_EXTRA_BILLING_ACCESS'], '/orders/active'],
    [['ROLE_ADMIN', 'ROLE_RESTAURANT'], '/orders'],
    [['ROLE_ADMIN'], '/orders'],
    [['ROLE_COMPANY'], '/orders'],
    [[], '/orders'],
  ])('%j → %s', (roles, expected) => {
    expect(homePathFor(roles)).toBe(expected);
  });
});
