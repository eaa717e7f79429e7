import { parseCutoff } from '../locale/parseCutoff.js';

/**
 * Tells whether a text is a cutoff time written 'YYYY-MM-DD HH:mm:ss' naming a real calendar day and time of day
 * (wall-clock, so no time zone is involved). Such texts sort chronologically as plain strings.
 *
 * @param text - the cutoff text
 * @example
 * isValidCutoffTime('2023-08-30 10:00:00') // true
 * isValidCutoffTime('2023-02-30 10:00:00') // false
 */
export function isValidCutoffTime(text: string | null | undefined): boolean {
  return parseCutoff(text, { timeZone: 'UTC' }) !== null;
}
