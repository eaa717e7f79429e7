import { describe, expect, it } from 'vitest';

import { formatDate } from './formatDate.js';

describe('formatDate', () => {
  it.each<[string, Parameters<typeof formatDate>[0], string | undefined, string]>([
    ['a local Date', new Date(2024, 0, 5, 9, 7, 3), undefined, '2024-01-05'],
    ['local midnight', new Date(2024, 11, 31, 0, 0, 0), undefined, '2024-12-31'],
    ['last second of a local day', new Date(2024, 1, 29, 23, 59, 59), undefined, '2024-02-29'],
    ['a UTC instant in UTC', '2023-08-30T23:30:00Z', 'UTC', '2023-08-30'],
    ['the same instant in Budapest is the next day', '2023-08-30T23:30:00Z', 'Europe/Budapest', '2023-08-31'],
    ['epoch milliseconds', Date.UTC(2023, 7, 30, 12), 'UTC', '2023-08-30'],
    ['a wall-clock string in the zone', '2023-08-30 00:30:00', 'Asia/Tokyo', '2023-08-30'],
    ['a date-only string', '2023-08-30', undefined, '2023-08-30'],
    ['an invalid string', 'not a date', 'UTC', ''],
    ['an invalid Date', new Date(Number.NaN), undefined, ''],
    ['null', null, undefined, ''],
    ['undefined', undefined, 'UTC', ''],
  ])('%s', (_label, input, timeZone, expected) => {
    expect(formatDate(input, timeZone === undefined ? {} : { timeZone })).toBe(expected);
  });

  it('throws on an unknown time zone (a programmer error)', () => {
    expect(() => formatDate(new Date(0), { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('does not change the date it is given', () => {
    const date = new Date(2024, 0, 5, 9, 7, 3);
    formatDate(date, { timeZone: 'Asia/Tokyo' });
    expect(date.getTime()).toBe(new Date(2024, 0, 5, 9, 7, 3).getTime());
  });
});
