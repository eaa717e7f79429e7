import { describe, expect, it } from 'vitest';

import type { DateTimeGranularity } from './normalizeDateTimeText';
import { normalizeDateTimeText } from './normalizeDateTimeText';

describe('normalizeDateTimeText', () => {
  it.each<[string, DateTimeGranularity, string | null]>([
    ['2023-08-30 10:00', 'dateTime', '2023-08-30 10:00:00'],
    ['2023-08-30 10:00:59', 'dateTime', '2023-08-30 10:00:59'],
    ['2023-08-30T10:00', 'dateTime', '2023-08-30 10:00:00'],
    ['  2023-08-30 10:00  ', 'dateTime', '2023-08-30 10:00:00'],
    ['2023-02-30 10:00', 'dateTime', null],
    ['2023-08-30 24:00', 'dateTime', null],
    ['2023-08-30', 'dateTime', null],
    ['30/08/2023 10:00', 'dateTime', null],
    ['tomorrow', 'dateTime', null],
    ['', 'dateTime', null],
    ['09:30', 'time', '09:30'],
    ['23:59', 'time', '23:59'],
    ['00:00', 'time', '00:00'],
    ['9:30', 'time', null],
    ['24:00', 'time', null],
    ['09:60', 'time', null],
    ['09:30:00', 'time', null],
  ])('%j as %s → %j', (text, granularity, expected) => {
    expect(normalizeDateTimeText(text, granularity)).toBe(expected);
  });
});
