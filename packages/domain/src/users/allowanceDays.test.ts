import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { allowanceWeekOrder, fromAllowanceWeek, toAllowanceWeek } from './allowanceDays.js';

describe('allowanceWeekOrder', () => {
  it('starts the week on Monday in Hungarian and on Sunday in English, with every day once', () => {
    expect(allowanceWeekOrder('hu')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(allowanceWeekOrder('en')).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
});

describe('the allowance week', () => {
  it('turns stored days into periods per day and back', () => {
    const days = [
      { day: 1, timeIntervals: [{ openTime: '11:00', closeTime: '14:00' }] },
      {
        day: 6,
        timeIntervals: [
          { openTime: '08:00', closeTime: '09:00' },
          { openTime: '17:00', closeTime: '21:00' },
        ],
      },
    ];
    const week = toAllowanceWeek(days);
    expect(week.d1).toEqual([{ start: '11:00', end: '14:00' }]);
    expect(week.d2).toEqual([]);
    expect(week.d6).toHaveLength(2);
    expect(fromAllowanceWeek(week)).toEqual(days);
  });

  it('ignores days outside 1–7 and leaves out days without periods', () => {
    expect(toAllowanceWeek([{ day: 9, timeIntervals: [{ openTime: '01:00', closeTime: '02:00' }] }])).toEqual(
      toAllowanceWeek(null),
    );
    expect(fromAllowanceWeek({ d2: [] })).toEqual([]);
  });

  it('gives back what it was given, days in order', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const interval = fc.record({ openTime: time, closeTime: time });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
        fc.array(fc.array(interval, { minLength: 1, maxLength: 3 }), { minLength: 7, maxLength: 7 }),
        (dayNumbers, intervals) => {
          const days = [...dayNumbers]
            .sort((a, b) => a - b)
            .map((day) => ({ day, timeIntervals: intervals[day - 1] ?? [] }));
          expect(fromAllowanceWeek(toAllowanceWeek(days))).toEqual(days);
        },
      ),
    );
  });
});
