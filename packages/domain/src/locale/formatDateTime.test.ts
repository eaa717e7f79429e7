import { describe, expect, it } from 'vitest';

import { formatDateTime } from './formatDateTime.js';

describe('formatDateTime', () => {
  it.each<[string, Parameters<typeof formatDateTime>[0], string | undefined, string]>([
    ['a local Date, seconds dropped', new Date(2024, 0, 5, 9, 7, 59), undefined, '2024-01-05 09:07'],
    ['UTC', '2023-08-30T10:00:00Z', 'UTC', '2023-08-30 10:00'],
    [
      'an offset string shown in Budapest',
      '2023-08-30T23:15:00+01:00',
      'Europe/Budapest',
      '2023-08-31 00:15',
    ],
    ['epoch milliseconds shown in Tokyo', 0, 'Asia/Tokyo', '1970-01-01 09:00'],
    [
      'a Date shown in Budapest in summer time',
      new Date(Date.UTC(2024, 6, 1, 10, 30)),
      'Europe/Budapest',
      '2024-07-01 12:30',
    ],
    ['null', null, undefined, ''],
  ])('%s', (_label, input, timeZone, expected) => {
    expect(formatDateTime(input, timeZone === undefined ? {} : { timeZone })).toBe(expected);
  });
});
