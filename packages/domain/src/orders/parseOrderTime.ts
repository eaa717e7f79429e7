import { parseCutoff } from '../locale/parseCutoff.js';

/**
 * Reads an order timestamp: an ISO 8601 string, or a wall-clock 'YYYY-MM-DD HH:mm:ss' (read as local time).
 * Missing, empty or unreadable values give null, so callers never handle an Invalid Date.
 * @example parseOrderTime('2024-05-01T12:00:00Z') // Date for 2024-05-01 12:00 UTC
 * @example parseOrderTime('soon') // null
 */
export function parseOrderTime(value: string | null | undefined): Date | null {
  if (value == null || value.trim() === '') return null;
  const wallClock = parseCutoff(value);
  if (wallClock) return wallClock;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
