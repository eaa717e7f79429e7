import type { Order } from '../types/order.js';
import { isActionableByRestaurant } from './isActionableByRestaurant.js';
import { isAwaitingPreparation } from './isAwaitingPreparation.js';
import { isNewOrder } from './isNewOrder.js';

/** The restaurant's active lists. */
export interface ActiveOrderLists<T> {
  /** Status new, or a canteen sub-order not yet confirmed. */
  newOrders: T[];
  /** Approved, preparation not yet confirmed. */
  awaiting: T[];
}

/**
 * Splits the restaurant's active orders into the new and the awaiting-preparation lists, in the given order. An
 * order the restaurant can no longer act on (`isActionableByRestaurant`: isActiveForRestaurant false, or a status
 * other than new and approved) is in neither list, whatever list answer it came in: orders section 4, "an order
 * that is no longer active for the restaurant is removed from the active list". The input is not changed.
 * @example splitActiveOrders([{ ...order, status: 'new', isActiveForRestaurant: false }]) // { newOrders: [], awaiting: [] }
 */
export function splitActiveOrders<
  T extends Pick<
    Order,
    | 'status'
    | 'isActiveForRestaurant'
    | 'preparationConfirmed'
    | 'userProfile'
    | 'canteenSuborderForCutoff'
    | 'isConfirmed'
  >,
>(orders: readonly T[]): ActiveOrderLists<T> {
  const active = orders.filter((order) => isActionableByRestaurant(order));
  return {
    newOrders: active.filter((order) => isNewOrder(order)),
    awaiting: active.filter((order) => !isNewOrder(order) && isAwaitingPreparation(order)),
  };
}
