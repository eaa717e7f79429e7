import { describe, expect, it } from 'vitest';

import {
  toBusinessHoursFieldPath,
  toBusinessHoursPayload,
  toBusinessHoursValues,
} from './businessHoursModel';

const restaurant = {
  openingDays: [
    { day: 1, timeIntervals: [{ openTime: '10:00', closeTime: '14:00' }] },
    {
      day: 3,
      timeIntervals: [
        { openTime: '09:00', closeTime: '12:00' },
        { openTime: '13:00', closeTime: '20:00' },
      ],
    },
  ],
  specialClosures: [{ date: '2030-12-24', timeIntervals: [] }],
};

describe('the business hours form model', () => {
  it('reads the periods of each weekday and the dated closures', () => {
    const values = toBusinessHoursValues(restaurant);
    expect(values.week.mon).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(values.week.tue).toEqual([]);
    expect(values.week.wed).toHaveLength(2);
    expect(values.closures).toEqual([{ date: '2030-12-24', periods: [] }]);
  });

  it('writes back what it read, leaving closed days out', () => {
    expect(toBusinessHoursPayload(toBusinessHoursValues(restaurant))).toEqual(restaurant);
  });

  it('puts a violation of a saved day on the weekday it came from', () => {
    const values = toBusinessHoursValues(restaurant);
    expect(toBusinessHoursFieldPath('openingDays.1.timeIntervals.1.openTime', values)).toBe('week.wed');
    expect(toBusinessHoursFieldPath('specialClosures.0.date', values)).toBe('closures.0.date');
    expect(toBusinessHoursFieldPath('specialClosures.0.timeIntervals.0.openTime', values)).toBe(
      'closures.0.periods',
    );
    expect(toBusinessHoursFieldPath('name', values)).toBe('name');
  });
});
