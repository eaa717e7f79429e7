import type { DeliveryJobStatus, DeliveryJobStatusTone, OrderStatus } from '@backoffice/domain';
import { deliveryJobStatusTone, orderStatusTone } from '@backoffice/domain';

import type { ChipTone } from '../Chip/Chip';

/**
 * The chip tone of an order status. The rule (init-payment yellow, new info, cancelled warning,
 * cancelled-after-approval error, any other success) is the domain's `orderStatusTone`; its tones are chip tones.
 * @example toOrderStatusTone('new') // 'info'
 */
export function toOrderStatusTone(status: OrderStatus | (string & {})): ChipTone {
  return orderStatusTone(status);
}

// The chip has no separate colour for a job under way: it reads as information.
const chipToneOfJobTone: Record<DeliveryJobStatusTone, ChipTone> = {
  info: 'info',
  progress: 'info',
  success: 'success',
  neutral: 'neutral',
  warning: 'warning',
  error: 'error',
  yellow: 'yellow',
};

/**
 * The chip tone of a delivery job status, from the domain's `deliveryJobStatusTone` (an unknown status is
 * yellow).
 * @example toDeliveryJobStatusTone('surprise') // 'yellow'
 */
export function toDeliveryJobStatusTone(status: DeliveryJobStatus | (string & {})): ChipTone {
  return chipToneOfJobTone[deliveryJobStatusTone(status)];
}
