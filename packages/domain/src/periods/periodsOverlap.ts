import type { Period } from '../types/entities.js';
import { toSeconds } from './toSeconds.js';

/**
 * Tells whether two periods of hours overlap. Touching periods (one ends when the other starts, '08:00–10:00'
 * and '10:00–12:00') do not overlap; a partial overlap, one inside the other, or the identical range (even an
 * empty one, '10:00–10:00' twice) does. 'HH:mm' and 'HH:mm:ss' mix ('10:00' equals '10:00:00'). A period with an
 * invalid time, or ending before it starts, overlaps nothing: it already has its own error. Symmetric.
 *
 * @param a - a period
 * @param b - another period
 * @example
 * periodsOverlap({ start: '08:00', end: '10:00' }, { start: '09:30', end: '11:00' }) // true
 * periodsOverlap({ start: '08:00', end: '10:00' }, { start: '10:00', end: '12:00' }) // false
 */
export function periodsOverlap(a: Period, b: Period): boolean {
  const [aStart, aEnd, bStart, bEnd] = [a.start, a.end, b.start, b.end].map(toSeconds);
  if (aStart == null || aEnd == null || bStart == null || bEnd == null) return false;
  if (aStart > aEnd || bStart > bEnd) return false;
  const identical = aStart === bStart && aEnd === bEnd;
  return identical || (aStart < bEnd && bStart < aEnd);
}
