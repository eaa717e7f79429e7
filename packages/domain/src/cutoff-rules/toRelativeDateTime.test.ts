import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromRelativeDateTime } from './fromRelativeDateTime.js';
import { toRelativeDateTime } from './toRelativeDateTime.js';
import type { RelativeDateTime } from './types.js';

const reference = '2023-08-30 10:00:00';

describe('toRelativeDateTime', () => {
  it.each<[string, string | null, string | null, RelativeDateTime | null]>([
    ['the same day, earlier', '2023-08-30 08:15:00', reference, { dayOffset: 0, time: '08:15' }],
    [
      'the same day, later than the reference time',
      '2023-08-30 23:59:59',
      reference,
      { dayOffset: 0, time: '23:59' },
    ],
    ['the day before', '2023-08-29 16:30:00', reference, { dayOffset: 1, time: '16:30' }],
    ['seven days before', '2023-08-23 00:00:00', reference, { dayOffset: 7, time: '00:00' }],
    ['across a month end', '2023-02-28 12:00:00', '2023-03-01 10:00:00', { dayOffset: 1, time: '12:00' }],
    ['across a clock change', '2024-03-30 12:00:00', '2024-04-01 10:00:00', { dayOffset: 2, time: '12:00' }],
    ['eight days before', '2023-08-22 23:59:59', reference, null],
    ['the day after', '2023-08-31 00:00:00', reference, null],
    ['an invalid value', '2023-08-30', reference, null],
    ['an invalid reference', '2023-08-30 08:00:00', 'x', null],
    ['null value', null, reference, null],
    ['null reference', '2023-08-30 08:00:00', null, null],
  ])('%s', (_label, value, ref, expected) => {
    expect(toRelativeDateTime(value, ref)).toEqual(expected);
  });

  it('is undone by fromRelativeDateTime (to the minute)', () => {
    const relative = fc.record({
      dayOffset: fc.integer({ min: 0, max: 7 }),
      time: fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    });
    const day = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) })
      .map((ms) => `${new Date(ms).toISOString().slice(0, 10)} 12:00:00`);
    fc.assert(
      fc.property(relative, day, (value, ref) => {
        expect(toRelativeDateTime(fromRelativeDateTime(value, ref), ref)).toEqual(value);
      }),
    );
  });
});
