import { describe, expect, it } from 'vitest';

import { currencyDecimals } from './currencyDecimals.js';

describe('currencyDecimals', () => {
  it.each([
    ['HUF', 0],
    ['huf', 0],
    [' HUF ', 0],
    ['EUR', 2],
    ['GBP', 2],
    ['', 2],
    [null, 2],
    [undefined, 2],
  ])('shows %j with %i decimals', (code, expected) => {
    expect(currencyDecimals(code)).toBe(expected);
  });
});
