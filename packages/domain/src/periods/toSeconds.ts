import { isValidTime } from '../forms/isValidTime.js';

/**
 * Seconds since midnight of a valid 'HH:mm' or 'HH:mm:ss' time, or null. Internal to the periods module.
 *
 * @example toSeconds('01:02:03') // 3723
 */
export function toSeconds(time: string | null | undefined): number | null {
  if (typeof time !== 'string' || !isValidTime(time)) return null;
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}
