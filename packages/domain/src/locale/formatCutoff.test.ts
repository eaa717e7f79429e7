import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatCutoff } from './formatCutoff.js';
import { parseCutoff } from './parseCutoff.js';

describe('formatCutoff', () => {
  it.each<[string, Parameters<typeof formatCutoff>[0], string | undefined, string]>([
    ['the spec default', new Date(2023, 7, 30, 10, 0, 0), undefined, '2023-08-30 10:00:00'],
    ['seconds kept', new Date(2024, 0, 5, 9, 7, 3), undefined, '2024-01-05 09:07:03'],
    ['in London summer time', Date.UTC(2023, 7, 30, 9), 'Europe/London', '2023-08-30 10:00:00'],
    ['in UTC', '2023-08-30T10:00:00.999Z', 'UTC', '2023-08-30 10:00:00'],
    ['invalid', new Date(Number.NaN), 'UTC', ''],
  ])('%s', (_label, input, timeZone, expected) => {
    expect(formatCutoff(input, timeZone === undefined ? {} : { timeZone })).toBe(expected);
  });

  it.each(['UTC', 'Europe/London', 'Europe/Budapest', undefined])(
    'parseCutoff reads back what it writes (zone %s), to the second',
    (timeZone) => {
      const options = timeZone === undefined ? {} : { timeZone };
      fc.assert(
        fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
          const whole = ms - (ms % 1000);
          const parsed = parseCutoff(formatCutoff(whole, options), options);
          // In a zone with summer time the repeated autumn hour is ambiguous: the text is the same, the moment
          // read back may be the other one of the pair, an hour apart. Its text is then still the same.
          expect(formatCutoff(parsed ?? Number.NaN, options)).toBe(formatCutoff(whole, options));
        }),
      );
    },
  );
});
