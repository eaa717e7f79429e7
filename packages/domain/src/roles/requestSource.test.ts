import { describe, expect, it } from 'vitest';

import { requestSource } from './requestSource.js';

describe('requestSource', () => {
  it.each<[readonly string[], string]>([
    [['ROLE_RESTAURANT'], 'restaurant_admin'],
    [['ROLE_RESTAURANT', 'ROLE_EXTRA_BILLING_ACCESS'], 'restaurant_admin'],
    [['ROLE_ADMIN', 'ROLE_RESTAURANT'], 'admin'],
    [['ROLE_ADMIN'], 'admin'],
    [['ROLE_COMPANY'], 'admin'],
    [[], 'admin'],
  ])('%j → %s', (roles, expected) => {
    expect(requestSource(roles)).toBe(expected);
  });
});
