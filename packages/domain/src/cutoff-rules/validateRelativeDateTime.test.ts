import { describe, expect, it } from 'vitest';

import type { DateTimeBounds, RelativeDateTimeDraft } from './types.js';
import { validateRelativeDateTime } from './validateRelativeDateTime.js';

const reference = '2023-08-30 10:00:00';

describe('validateRelativeDateTime', () => {
  it.each<[string, RelativeDateTimeDraft, DateTimeBounds, Record<string, string>]>([
    ['valid, no bounds', { dayOffset: 1, time: '16:30' }, {}, {}],
    ['offset 0 and 7 are the bounds', { dayOffset: 7, time: '00:00' }, {}, {}],
    ['offset missing', { dayOffset: null, time: '16:30' }, {}, { dayOffset: 'required' }],
    ['offset NaN', { dayOffset: Number.NaN, time: '16:30' }, {}, { dayOffset: 'required' }],
    ['offset not whole', { dayOffset: 0.5, time: '16:30' }, {}, { dayOffset: 'integer' }],
    ['offset below 0', { dayOffset: -1, time: '16:30' }, {}, { dayOffset: 'min' }],
    ['offset above 7', { dayOffset: 8, time: '16:30' }, {}, { dayOffset: 'max' }],
    ['time missing', { dayOffset: 1 }, {}, { time: 'required' }],
    ['time blank', { dayOffset: 1, time: ' ' }, {}, { time: 'required' }],
    ['time malformed', { dayOffset: 1, time: '4:30' }, {}, { time: 'format' }],
    ['both parts wrong', { dayOffset: 9, time: 'x' }, {}, { dayOffset: 'max', time: 'format' }],
    ['at the min bound', { dayOffset: 1, time: '16:30' }, { min: '2023-08-29 16:30:00' }, {}],
    [
      'before the min bound',
      { dayOffset: 1, time: '16:29' },
      { min: '2023-08-29 16:30:00' },
      { dateTime: 'min' },
    ],
    ['at the max bound', { dayOffset: 0, time: '10:00' }, { max: reference }, {}],
    ['after the max bound', { dayOffset: 0, time: '10:01' }, { max: reference }, { dateTime: 'max' }],
    ['an invalid bound is no bound', { dayOffset: 0, time: '23:00' }, { min: 'x', max: 'y' }, {}],
    ['null bounds', { dayOffset: 0, time: '23:00' }, { min: null, max: null }, {}],
    [
      'bounds wait for valid parts',
      { dayOffset: 9, time: '23:00' },
      { max: reference },
      { dayOffset: 'max' },
    ],
  ])('%s', (_label, value, bounds, errors) => {
    expect(validateRelativeDateTime(value, reference, bounds)).toEqual({
      valid: Object.keys(errors).length === 0,
      errors,
    });
  });

  it('has no bounds by default', () => {
    expect(validateRelativeDateTime({ dayOffset: 0, time: '23:59' }, reference).valid).toBe(true);
  });
});
