import { describe, expect, it } from 'vitest';

import type { DateTimeCheckOptions, DateTimeProblem } from './checkDateTimeText';
import { checkDateTimeText } from './checkDateTimeText';

const dayBounds = {
  granularity: 'dateTime',
  min: '2023-08-30 08:00:00',
  max: '2023-08-30 18:00:00',
} as const;

describe('checkDateTimeText', () => {
  it.each<[string, string | null | undefined, DateTimeCheckOptions, DateTimeProblem | null]>([
    ['empty and required', '', { granularity: 'dateTime', isRequired: true }, 'required'],
    ['blank and required', '   ', { granularity: 'time', isRequired: true }, 'required'],
    ['null and required', null, { granularity: 'time', isRequired: true }, 'required'],
    ['empty, optional', '', { granularity: 'dateTime' }, null],
    ['bad format', 'tomorrow', dayBounds, 'format'],
    ['time-only needs HH:MM', '9:30', { granularity: 'time' }, 'format'],
    ['below min', '2023-08-30 07:59', dayBounds, 'min'],
    ['at min', '2023-08-30 08:00', dayBounds, null],
    ['at max', '2023-08-30 18:00:00', dayBounds, null],
    ['above max', '2023-08-30 18:00:01', dayBounds, 'max'],
    ['time above max', '18:01', { granularity: 'time', max: '18:00' }, 'max'],
    ['time below min', '07:00', { granularity: 'time', min: '08:00' }, 'min'],
    ['an invalid bound is no bound', '2000-01-01 00:00', { granularity: 'dateTime', min: 'soon' }, null],
  ])('%s', (_label, text, options, expected) => {
    expect(checkDateTimeText(text, options)).toBe(expected);
  });
});
