import type { DeliveryJobStatus } from '../types/delivery.js';
import type { DeliveryJobStatusTone } from './types.js';

const TONES: Partial<Record<string, DeliveryJobStatusTone>> = {
  initialized: 'info',
  queued: 'info',
  pending: 'info',
  searching: 'info',
  grouping: 'info',
  in_progress: 'progress',
  picking: 'progress',
  almost_picking: 'progress',
  waiting_at_pickup: 'progress',
  delivering: 'progress',
  almost_delivering: 'progress',
  waiting_at_dropoff: 'progress',
  finished: 'success',
  delivered: 'success',
  closed: 'neutral',
  merged: 'neutral',
  cancelled: 'warning',
  error: 'error',
};

/**
 * The display tone of a delivery job status: info while a courier is being arranged (initialized, queued,
 * pending, searching, grouping), progress while a courier works on it (in_progress, picking ... waiting_at_dropoff),
 * success when finished or delivered, neutral when closed or merged, warning when cancelled, error on error, and
 * yellow for any status the spec does not list.
 * @example deliveryJobStatusTone('delivered') // 'success'
 * @example deliveryJobStatusTone('teleporting') // 'yellow'
 */
export function deliveryJobStatusTone(
  status: DeliveryJobStatus | (string & {}) | null | undefined,
): DeliveryJobStatusTone {
  return TONES[status ?? ''] ?? 'yellow';
}
