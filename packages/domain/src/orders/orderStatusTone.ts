import type { OrderStatus } from '../types/order.js';
import type { OrderStatusTone } from './types.js';

const TONES: Partial<Record<string, OrderStatusTone>> = {
  'init-payment': 'yellow',
  new: 'info',
  cancelled: 'warning',
  'cancelled-after-approval': 'error',
};

/**
 * The display tone of an order status: init-payment yellow, new info, cancelled warning,
 * cancelled-after-approval error, and success for every other status (approved, or one not known yet).
 * @example orderStatusTone('new') // 'info'
 * @example orderStatusTone('approved') // 'success'
 */
export function orderStatusTone(status: OrderStatus | (string & {}) | null | undefined): OrderStatusTone {
  return TONES[status ?? ''] ?? 'success';
}
