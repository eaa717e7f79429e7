import { describe, expect, it } from 'vitest';

import { loginPath } from './loginPath.js';

describe('loginPath', () => {
  it.each([
    ['/orders', '/login?redirectTo=%2Forders'],
    ['/orders?status=new', '/login?redirectTo=%2Forders%3Fstatus%3Dnew'],
    ['/users?a[]=1&b=x y', '/login?redirectTo=%2Fusers%3Fa%5B%5D%3D1%26b%3Dx%20y'],
    ['/', '/login?redirectTo=%2F'],
    ['', '/login'],
    ['/login', '/login'],
    ['/login?redirectTo=%2Forders', '/login'],
    ['/login-token', '/login?redirectTo=%2Flogin-token'],
  ])('%s → %s', (path, expected) => {
    expect(loginPath(path)).toBe(expected);
  });

  it('encodes so that the query reader gets the path back', () => {
    const path = '/orders/history/2024-01-05?filter[status]=new&q=a&b';
    const [, encoded = ''] = loginPath(path).split('?redirectTo=');
    expect(decodeURIComponent(encoded)).toBe(path);
  });
});
