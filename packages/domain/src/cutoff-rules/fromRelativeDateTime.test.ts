import { describe, expect, it } from 'vitest';

import { fromRelativeDateTime } from './fromRelativeDateTime.js';
import type { RelativeDateTimeDraft } from './types.js';

const reference = '2023-08-30 10:00:00';

describe('fromRelativeDateTime', () => {
  it.each<[string, RelativeDateTimeDraft, string | null, string | null]>([
    ['offset 0', { dayOffset: 0, time: '08:15' }, reference, '2023-08-30 08:15:00'],
    ['offset 1', { dayOffset: 1, time: '16:30' }, reference, '2023-08-29 16:30:00'],
    ['offset 7', { dayOffset: 7, time: '00:00' }, reference, '2023-08-23 00:00:00'],
    ['seconds kept', { dayOffset: 0, time: '08:15:30' }, reference, '2023-08-30 08:15:30'],
    ['into the previous year', { dayOffset: 2, time: '12:00' }, '2024-01-01 10:00:00', '2023-12-30 12:00:00'],
    ['over a leap day', { dayOffset: 1, time: '12:00' }, '2024-03-01 10:00:00', '2024-02-29 12:00:00'],
    ['offset 8', { dayOffset: 8, time: '12:00' }, reference, null],
    ['offset -1', { dayOffset: -1, time: '12:00' }, reference, null],
    ['offset 1.5', { dayOffset: 1.5, time: '12:00' }, reference, null],
    ['offset missing', { dayOffset: null, time: '12:00' }, reference, null],
    ['time missing', { dayOffset: 1, time: null }, reference, null],
    ['time invalid', { dayOffset: 1, time: '25:00' }, reference, null],
    ['reference invalid', { dayOffset: 1, time: '12:00' }, '2023-08-30', null],
    ['reference missing', { dayOffset: 1, time: '12:00' }, null, null],
  ])('%s', (_label, value, ref, expected) => {
    expect(fromRelativeDateTime(value, ref)).toBe(expected);
  });

  it('does not change the value', () => {
    const value = { dayOffset: 1, time: '16:30' };
    fromRelativeDateTime(value, reference);
    expect(value).toEqual({ dayOffset: 1, time: '16:30' });
  });
});
