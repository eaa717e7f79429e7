import { describe, expect, it } from 'vitest';

import { parseCutoff } from './parseCutoff.js';

describe('parseCutoff', () => {
  it.each<[string, string, string | null]>([
    ['the spec default', '2023-08-30 10:00:00', '2023-08-30T10:00:00.000Z'],
    ['first second of the year', '2024-01-01 00:00:00', '2024-01-01T00:00:00.000Z'],
    ['last second of the day', '2024-02-29 23:59:59', '2024-02-29T23:59:59.000Z'],
    ['no seconds', '2023-08-30 10:00', null],
    ['a T separator', '2023-08-30T10:00:00', null],
    ['a trailing zone', '2023-08-30 10:00:00Z', null],
    ['surrounding spaces', ' 2023-08-30 10:00:00', null],
    ['hour 24', '2023-08-30 24:00:00', null],
    ['minute 60', '2023-08-30 10:60:00', null],
    ['second 60', '2023-08-30 10:00:60', null],
    ['month 13', '2023-13-01 10:00:00', null],
    ['day 00', '2023-08-00 10:00:00', null],
    ['30 February', '2023-02-30 10:00:00', null],
    ['29 February of a common year', '2023-02-29 10:00:00', null],
    ['empty', '', null],
  ])('%s', (_label, text, expected) => {
    expect(parseCutoff(text, { timeZone: 'UTC' })?.toISOString() ?? null).toBe(expected);
  });

  it.each([null, undefined])('gives null for %s', (value) => {
    expect(parseCutoff(value)).toBeNull();
  });

  it('reads wall-clock time in the given zone', () => {
    expect(parseCutoff('2023-08-30 10:00:00', { timeZone: 'Europe/London' })?.toISOString()).toBe(
      '2023-08-30T09:00:00.000Z',
    );
    expect(parseCutoff('2023-12-30 10:00:00', { timeZone: 'Europe/Budapest' })?.toISOString()).toBe(
      '2023-12-30T09:00:00.000Z',
    );
  });

  it('reads local wall-clock time without a zone', () => {
    expect(parseCutoff('2023-08-30 10:00:00')?.getTime()).toBe(new Date(2023, 7, 30, 10, 0, 0).getTime());
  });

  it('moves a time skipped by the spring clock change forward by the jump', () => {
    expect(parseCutoff('2024-03-31 01:30:00', { timeZone: 'Europe/London' })?.toISOString()).toBe(
      '2024-03-31T01:30:00.000Z',
    );
  });

  it('returns a plain Date', () => {
    expect(parseCutoff('2023-08-30 10:00:00', { timeZone: 'UTC' })?.constructor).toBe(Date);
  });

  it('throws on an unknown time zone (a programmer error)', () => {
    expect(() => parseCutoff('2023-08-30 10:00:00', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });
});
