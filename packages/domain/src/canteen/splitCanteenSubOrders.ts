import { parseCutoff } from '../locale/parseCutoff.js';
import type { Order } from '../types/order.js';
import { canteenCutoffs } from './canteenCutoffs.js';

const sameCutoff = (a: string, b: string): boolean => {
  const [timeA, timeB] = [parseCutoff(a), parseCutoff(b)];
  return timeA !== null && timeB !== null ? timeA.getTime() === timeB.getTime() : a.trim() === b.trim();
};

/**
 * Splits a canteen order with more than one cutoff into one sub-order per cutoff, earliest cutoff first.
 *
 * Sub-order i (1-based) is a copy of the order with id `${order.id}-${i}`, baseId the order's id, cutoffTime and
 * canteenSuborderForCutoff set to its cutoff, canteenRules narrowed to that cutoff's rules, and isConfirmed true
 * when a collected-orders notification exists for the cutoff. When canteenSubOrdersByCutoff has an entry for the
 * cutoff, its mealsQuantity, priceSumItems and supplierPriceSumItems replace the order's. The meal lines stay those
 * of the whole order (the platform does not say which meal belongs to which cutoff).
 *
 * An order with one cutoff or none (rules repeating one cutoff count as one) is not split: [] is returned.
 * The order is not changed.
 * @example splitCanteenSubOrders({ ...order, id: '42', canteenRules: [rule10, rule11] }).map((s) => s.id) // ['42-1', '42-2']
 */
export function splitCanteenSubOrders(order: Order): Order[] {
  const cutoffs = canteenCutoffs(order);
  if (cutoffs.length < 2) return [];
  return cutoffs.map(({ cutoffTime, confirmed }, index) => {
    const figures = order.canteenSubOrdersByCutoff?.find((summary) =>
      sameCutoff(summary.cutoffTime, cutoffTime),
    );
    return {
      ...order,
      id: `${order.id}-${index + 1}`,
      baseId: order.id,
      cutoffTime,
      canteenSuborderForCutoff: cutoffTime,
      canteenRules: (order.canteenRules ?? []).filter((rule) => sameCutoff(rule.cutoffTime, cutoffTime)),
      isConfirmed: confirmed,
      ...(figures && {
        mealsQuantity: figures.mealsQuantity,
        priceSumItems: figures.priceSumItems,
        supplierPriceSumItems: figures.supplierPriceSumItems,
      }),
    };
  });
}
