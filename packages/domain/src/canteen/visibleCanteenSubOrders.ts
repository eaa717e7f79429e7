import type { Order } from '../types/order.js';
import { splitCanteenSubOrders } from './splitCanteenSubOrders.js';

/**
 * The per-cutoff sub-orders to show for an order: `splitCanteenSubOrders`, but only when the order's restaurant
 * has its displayCanteenSubOrders setting on (issue #18 item 9: the restaurant decides whether its canteen orders
 * show split per cutoff). Off, unknown (the restaurant only as an IRI) or a single cutoff: [] (the order shows
 * whole). The order is not changed.
 * @example visibleCanteenSubOrders({ ...order, restaurant: { id: 4, displayCanteenSubOrders: false } }) // []
 */
export function visibleCanteenSubOrders(order: Order): Order[] {
  const { restaurant } = order;
  const shows =
    typeof restaurant === 'object' && restaurant !== null && restaurant.displayCanteenSubOrders === true;
  return shows ? splitCanteenSubOrders(order) : [];
}
