import { tz } from '@date-fns/tz';
import { isValid, lightFormat, parseISO } from 'date-fns';
import fc from 'fast-check';
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

describe('formatDateTime of the platform’s instants', () => {
  const zones = [undefined, 'UTC', 'Europe/Budapest', 'America/St_Johns', 'Asia/Kathmandu'];
  const instant = fc
    .record({
      at: fc.date({
        min: new Date(Date.UTC(1971, 0, 1)),
        max: new Date(Date.UTC(2099, 11, 31)),
        noInvalidDate: true,
      }),
      offsetMinutes: fc.integer({ min: -14 * 60, max: 14 * 60 }),
      seconds: fc.constantFrom('none', 'whole', 'milliseconds'),
    })
    .map(({ at, offsetMinutes, seconds }) => {
      const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
      const time =
        seconds === 'none'
          ? local.slice(0, 16)
          : seconds === 'whole'
            ? local.slice(0, 19)
            : local.slice(0, 23);
      const sign = offsetMinutes < 0 ? '-' : '+';
      const size = Math.abs(offsetMinutes);
      const offset =
        offsetMinutes === 0 && seconds === 'whole'
          ? 'Z'
          : `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
      return `${time}${offset}`;
    });

  it('reads each instant as date-fns’s parseISO does, in every zone', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (text, timeZone) => {
        const context = timeZone === undefined ? undefined : { in: tz(timeZone) };
        const expected = lightFormat(parseISO(text, context), 'yyyy-MM-dd HH:mm');
        expect(formatDateTime(text, timeZone === undefined ? {} : { timeZone })).toBe(expected);
      }),
    );
  });

  it.each([
    ['a month that does not exist', '2024-13-01T10:00:00+00:00'],
    ['an hour that does not exist', '2024-01-01T25:00:00Z'],
    ['a leap second', '2024-06-30T23:59:60Z'],
    ['an offset without its colon', '2024-01-01T10:00:00+0100'],
  ])('answers as parseISO does for %s', (_label, text) => {
    const expected = isValid(parseISO(text)) ? lightFormat(parseISO(text), 'yyyy-MM-dd HH:mm') : '';
    expect(formatDateTime(text)).toBe(expected);
  });
});
