import { LIMITS } from '../constants/index.js';

/**
 * The next preparation time of the approve control: one step of 5 minutes up or down. Decreasing never goes
 * below 10 minutes, and never raises a value already under 10 (7 stays 7). A non-finite input gives 10.
 * @example approveTimeStep(20, 1) // 25
 * @example approveTimeStep(12, -1) // 10
 */
export function approveTimeStep(minutes: number, direction: 1 | -1): number {
  const { preparationStepMinutes: step, preparationMinMinutes: min } = LIMITS;
  if (!Number.isFinite(minutes)) return min;
  if (direction === 1) return minutes + step;
  return Math.max(minutes - step, Math.min(minutes, min));
}
