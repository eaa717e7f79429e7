import { describe, expect, it } from 'vitest';

import type { Period } from '../types/entities.js';
import { validatePeriods } from './validatePeriods.js';

const p = (start: string, end: string): Period => ({ start, end });

describe('validatePeriods', () => {
  it.each<[string, Period[], Record<string, string>]>([
    ['no periods', [], {}],
    ['one period', [p('08:00', '12:00')], {}],
    ['seconds allowed', [p('08:00:30', '12:00:59')], {}],
    ['the whole day', [p('00:00', '23:59:59')], {}],
    ['start equal to end', [p('10:00', '10:00')], {}],
    ['touching periods', [p('08:00', '10:00'), p('10:00', '12:00')], {}],
    ['apart, out of order', [p('14:00', '16:00'), p('08:00', '10:00')], {}],
    ['empty start', [p('', '10:00')], { 'periods.0.start': 'required' }],
    ['blank end', [p('08:00', '  ')], { 'periods.0.end': 'required' }],
    ['bad start format', [p('8:00', '10:00')], { 'periods.0.start': 'format' }],
    ['end past midnight', [p('08:00', '24:00')], { 'periods.0.end': 'format' }],
    ['both bad', [p('x', 'y')], { 'periods.0.start': 'format', 'periods.0.end': 'format' }],
    ['start after end', [p('12:00', '08:00')], { 'periods.0.end': 'order' }],
    ['start one second after end', [p('10:00:01', '10:00')], { 'periods.0.end': 'order' }],
    ['partial overlap', [p('08:00', '10:00'), p('09:00', '11:00')], { 'periods.1.start': 'overlap' }],
    ['identical ranges', [p('08:00', '10:00'), p('08:00', '10:00')], { 'periods.1.start': 'overlap' }],
    [
      'inside an earlier period',
      [p('08:00', '18:00'), p('12:00', '13:00')],
      { 'periods.1.start': 'overlap' },
    ],
    [
      'the error goes on the later period only',
      [p('08:00', '10:00'), p('12:00', '14:00'), p('13:00', '15:00')],
      { 'periods.2.start': 'overlap' },
    ],
    [
      'each later overlapping period gets one',
      [p('08:00', '12:00'), p('09:00', '10:00'), p('11:00', '13:00')],
      { 'periods.1.start': 'overlap', 'periods.2.start': 'overlap' },
    ],
    [
      'a period with an error is not compared',
      [p('12:00', '08:00'), p('09:00', '10:00'), p('', '10:00')],
      { 'periods.0.end': 'order', 'periods.2.start': 'required' },
    ],
  ])('%s', (_label, periods, errors) => {
    expect(validatePeriods(periods)).toEqual({ valid: Object.keys(errors).length === 0, errors });
  });

  it('treats missing times from an untyped form as required', () => {
    const fromForm = [{}] as unknown as Period[];
    expect(validatePeriods(fromForm).errors).toEqual({
      'periods.0.start': 'required',
      'periods.0.end': 'required',
    });
  });

  it('does not change the periods', () => {
    const periods = [p('08:00', '10:00'), p('09:00', '11:00')];
    validatePeriods(periods);
    expect(periods).toEqual([p('08:00', '10:00'), p('09:00', '11:00')]);
  });
});
