import { describe, expect, it } from 'vitest';

import { initialTextScope } from './initialTextScope';

describe('initialTextScope', () => {
  it.each([
    ['/login', 'core'],
    ['/login-token', 'core'],
    ['/password-reset/request', 'core'],
    ['/password-reset/abc123', 'core'],
    ['/orders', 'orders'],
    ['/orders/100234', 'orders'],
    ['/orders/active/5', 'orders'],
    ['/orders/history', 'orders'],
    ['/restaurants', 'all'],
    ['/ordersx', 'all'],
    ['/', 'all'],
    ['/login-other', 'all'],
    ['/order-confirm/5', 'all'],
  ] as const)('%s starts with the %s texts', (path, scope) => {
    expect(initialTextScope(path)).toBe(scope);
  });
});
