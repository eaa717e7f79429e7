import { addMinutes } from 'date-fns';

import { formatCutoff } from '../locale/formatCutoff.js';
import { parseCutoff } from '../locale/parseCutoff.js';

const UTC = { timeZone: 'UTC' };

/**
 * Moves a cutoff text by whole minutes of wall-clock time (no daylight-saving jumps); an invalid text gives ''.
 * Internal to the cutoff-rules module.
 *
 * @example shiftCutoff('2023-08-30 00:30:00', -60) // '2023-08-29 23:30:00'
 */
export function shiftCutoff(cutoff: string | null | undefined, minutes: number): string {
  return formatCutoff(addMinutes(parseCutoff(cutoff, UTC) ?? Number.NaN, minutes), UTC);
}
