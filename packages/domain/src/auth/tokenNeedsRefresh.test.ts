import { describe, expect, it } from 'vitest';

import { tokenNeedsRefresh } from './tokenNeedsRefresh.js';

const exp = 1_700_000_000;
const at = (msBeforeExpiry: number) => new Date(exp * 1000 - msBeforeExpiry);

describe('tokenNeedsRefresh', () => {
  it.each([
    ['an hour left', at(3_600_000), false],
    ['exactly 600 s left', at(600_000), false],
    ['599.999 s left', at(599_999), true],
    ['one second left', at(1000), true],
    ['expiring this instant', at(0), true],
    ['expired a minute ago', at(-60_000), true],
  ])('with %s returns %s', (_label, now, expected) => {
    expect(tokenNeedsRefresh(exp, now)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'asks for a refresh when exp is %s',
    (badExp) => {
      expect(tokenNeedsRefresh(badExp, at(3_600_000))).toBe(true);
    },
  );

  it('does not change the date it is given', () => {
    const now = at(1000);
    tokenNeedsRefresh(exp, now);
    expect(now.getTime()).toBe(exp * 1000 - 1000);
  });
});
