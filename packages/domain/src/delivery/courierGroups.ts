import { COURIER_STATUSES } from '../constants/index.js';
import type { CourierStatus } from '../types/delivery.js';
import { isInCourierGroup } from './isInCourierGroup.js';
import type { CourierGroup } from './types.js';

/** Every value a courier status group can hold: the courier statuses plus 'approved' (ongoing). */
const GROUPED_VALUES: readonly string[] = ['approved', ...COURIER_STATUSES];

/**
 * The courier statuses of a group, in the order of section 4 (for a list filter that asks for any of them).
 * 'cancelled' is in both ongoing and cancelled.
 * @example courierGroupStatuses('finished') // ['delivered', 'finished']
 */
export function courierGroupStatuses(group: CourierGroup): readonly (CourierStatus | 'approved')[] {
  return GROUPED_VALUES.filter((status) => isInCourierGroup(status, group)) as (CourierStatus | 'approved')[];
}

/**
 * The groups a courier status belongs to, in the order ongoing, delivering, finished, cancelled: none for an
 * unknown or missing status, two for 'cancelled'.
 * @example courierGroupsOf('cancelled') // ['ongoing', 'cancelled']
 */
export function courierGroupsOf(status: CourierStatus | (string & {}) | null | undefined): CourierGroup[] {
  const groups: CourierGroup[] = ['ongoing', 'delivering', 'finished', 'cancelled'];
  return groups.filter((group) => isInCourierGroup(status, group));
}
