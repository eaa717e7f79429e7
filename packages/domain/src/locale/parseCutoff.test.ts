import { parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseCutoff } from './parseCutoff.js';
import { zoneContext } from './zoneContext.js';

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

  it("reads every valid text as date-fns's parse of the same pattern does", () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const text = fc
      .tuple(
        // From 1900: for earlier years in a zone of local mean time, parse itself is off by months.
        fc.integer({ min: 1900, max: 2999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([y, mo, d, h, mi, s]) => `${y}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}:${two(s)}`);
    const zones = fc.constantFrom(undefined, 'UTC', 'Europe/Budapest', 'Europe/London', 'America/New_York');
    fc.assert(
      fc.property(text, zones, (cutoff, timeZone) => {
        const expected = parse(cutoff, 'yyyy-MM-dd HH:mm:ss', new Date(0), zoneContext(timeZone));
        const read = parseCutoff(cutoff, timeZone === undefined ? {} : { timeZone });
        expect(read?.getTime() ?? null).toBe(Number.isNaN(expected.getTime()) ? null : expected.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the hours a clock change skips or repeats as date-fns does', () => {
    for (const [cutoff, timeZone] of [
      ['2024-03-31 02:30:00', 'Europe/Budapest'],
      ['2024-10-27 02:30:00', 'Europe/Budapest'],
      ['2024-03-10 02:30:00', 'America/New_York'],
      ['2024-11-03 01:30:00', 'America/New_York'],
    ] as const) {
      const expected = parse(cutoff, 'yyyy-MM-dd HH:mm:ss', new Date(0), zoneContext(timeZone));
      expect(parseCutoff(cutoff, { timeZone })?.getTime()).toBe(expected.getTime());
    }
  });
});
