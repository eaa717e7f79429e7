import { describe, expect, it } from 'vitest';

import { isTodayOrLater } from './isTodayOrLater.js';

const now = new Date(2024, 0, 5, 12, 0, 0);

describe('isTodayOrLater', () => {
  it.each<[string, Date | string | null | undefined, boolean]>([
    ['today as text', '2024-01-05', true],
    ['tomorrow as text', '2024-01-06', true],
    ['next year', '2025-01-01', true],
    ['yesterday as text', '2024-01-04', false],
    ['earlier today (a past hour still counts)', new Date(2024, 0, 5, 0, 0, 0), true],
    ['later today', new Date(2024, 0, 5, 23, 59, 59), true],
    ['the last second of yesterday', new Date(2024, 0, 4, 23, 59, 59), false],
    ['the first second of tomorrow', new Date(2024, 0, 6, 0, 0, 0), true],
    ['an impossible day', '2024-02-30', false],
    ['a date-time text', '2024-01-05 10:00', false],
    ['a day/month/year text', '05/01/2024', false],
    ['empty text', '', false],
    ['an invalid Date', new Date(Number.NaN), false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_label, date, expected) => {
    expect(isTodayOrLater(date, now)).toBe(expected);
  });

  it('decides what today is in the given time zone', () => {
    // 23:30 UTC on 4 January is already 5 January in Budapest.
    const lateUtc = new Date(Date.UTC(2024, 0, 4, 23, 30));
    expect(isTodayOrLater('2024-01-04', lateUtc, { timeZone: 'Europe/Budapest' })).toBe(false);
    expect(isTodayOrLater('2024-01-04', lateUtc, { timeZone: 'UTC' })).toBe(true);
    expect(isTodayOrLater(lateUtc, lateUtc, { timeZone: 'UTC' })).toBe(true);
  });

  it('does not change its inputs', () => {
    const date = new Date(2024, 0, 6);
    const at = new Date(now);
    isTodayOrLater(date, at);
    expect(date.getTime()).toBe(new Date(2024, 0, 6).getTime());
    expect(at.getTime()).toBe(now.getTime());
  });
});
