import type { CourierStatus } from '../types/delivery.js';
import type { CourierGroup } from './types.js';

const GROUPS: Record<CourierGroup, ReadonlySet<string>> = {
  ongoing: new Set([
    'approved',
    'new',
    'initialized',
    'queued',
    'searching',
    'picking',
    'almost_picking',
    'waiting_at_pickup',
    'cancelled',
    'error',
  ]),
  delivering: new Set(['delivering', 'almost_delivering', 'waiting_at_dropoff']),
  finished: new Set(['delivered', 'finished']),
  cancelled: new Set(['cancelled', 'cancelled_after_approval']),
};

/**
 * Whether a courier status belongs to a group, exactly as section 4 lists them: ongoing = approved, new,
 * initialized, queued, searching, picking, almost_picking, waiting_at_pickup, cancelled, error; delivering =
 * delivering, almost_delivering, waiting_at_dropoff; finished = delivered, finished; cancelled = cancelled,
 * cancelled_after_approval. 'cancelled' is in both ongoing and cancelled. A missing status is in no group.
 * @example isInCourierGroup('picking', 'ongoing') // true
 * @example isInCourierGroup('cancelled', 'cancelled') // true
 */
export function isInCourierGroup(
  status: CourierStatus | (string & {}) | null | undefined,
  group: CourierGroup,
): boolean {
  return status != null && GROUPS[group].has(status);
}
