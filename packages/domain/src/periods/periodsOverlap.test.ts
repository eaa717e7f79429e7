import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Period } from '../types/entities.js';
import { periodsOverlap } from './periodsOverlap.js';

const p = (start: string, end: string): Period => ({ start, end });

describe('periodsOverlap', () => {
  it.each<[string, Period, Period, boolean]>([
    ['partial overlap', p('08:00', '10:00'), p('09:30', '11:00'), true],
    ['one inside the other', p('08:00', '12:00'), p('09:00', '10:00'), true],
    ['identical range', p('08:00', '10:00'), p('08:00', '10:00'), true],
    ['identical with and without seconds', p('08:00', '10:00'), p('08:00:00', '10:00:00'), true],
    ['identical empty range', p('10:00', '10:00'), p('10:00', '10:00'), true],
    ['an empty range inside another', p('10:00', '10:00'), p('09:00', '11:00'), true],
    ['same start, different end', p('08:00', '09:00'), p('08:00', '10:00'), true],
    ['overlap by one second', p('08:00', '10:00:01'), p('10:00', '12:00'), true],
    ['touching: end equals start', p('08:00', '10:00'), p('10:00', '12:00'), false],
    ['touching with seconds', p('08:00', '10:00:00'), p('10:00', '12:00'), false],
    ['an empty range at the edge', p('10:00', '10:00'), p('08:00', '10:00'), false],
    ['apart', p('08:00', '09:00'), p('10:00', '11:00'), false],
    ['an invalid time', p('08:00', '25:00'), p('09:00', '10:00'), false],
    ['an empty time', p('', '10:00'), p('09:00', '10:00'), false],
    ['a reversed period', p('12:00', '08:00'), p('09:00', '10:00'), false],
  ])('%s → %s', (_label, a, b, expected) => {
    expect(periodsOverlap(a, b)).toBe(expected);
    expect(periodsOverlap(b, a)).toBe(expected);
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
    .map(([h, m, withSeconds]) => {
      const hm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      return withSeconds ? `${hm}:00` : hm;
    });
  const period = fc.record({ start: fc.oneof(time, fc.constant('bad')), end: time });

  it('is symmetric', () => {
    fc.assert(
      fc.property(period, period, (a, b) => {
        expect(periodsOverlap(a, b)).toBe(periodsOverlap(b, a));
      }),
    );
  });

  it('does not change the periods', () => {
    const a = p('08:00', '10:00');
    const b = p('09:00', '11:00');
    periodsOverlap(a, b);
    expect([a, b]).toEqual([p('08:00', '10:00'), p('09:00', '11:00')]);
  });
});
