import { restaurantDelivers } from '../delivery/restaurantDelivers.js';
import { roundMoney } from '../money/roundMoney.js';
import type { Order } from '../types/order.js';

const amount = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The total printed on the receipt: the items' price (priceSumItems) plus the delivery price when the restaurant
 * delivers (no delivery job, or primary method restaurant_managed); a courier's delivery is not the restaurant's
 * to charge. Missing prices count as 0; the sum is rounded to 2 decimals.
 * @example receiptTotal({ ...order, priceSumItems: 4500, priceDelivery: 500, deliveryJob: null }) // 5000
 */
export function receiptTotal(order: Pick<Order, 'priceSumItems' | 'priceDelivery' | 'deliveryJob'>): number {
  const delivery = restaurantDelivers(order) ? amount(order.priceDelivery) : 0;
  return roundMoney(amount(order.priceSumItems) + delivery, 2);
}
