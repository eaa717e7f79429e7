import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { CanteenRule, Order } from '../types/order.js';
import { splitCanteenSubOrders } from './splitCanteenSubOrders.js';

const rule = (cutoffTime: string, limit = 999): CanteenRule => ({ cutoffTime, limit });
const canteenOrder = (overrides: Partial<Order> = {}): Order => ({
  id: '42',
  identifier: 'CC42',
  status: 'approved',
  createdAt: '2024-05-01T08:00:00Z',
  userProfile: null,
  meals: [{ id: 'm1', name: 'Soup', quantity: 3 }],
  mealsQuantity: 9,
  priceSumItems: 9000,
  supplierPriceSumItems: 7000,
  canteenRules: [rule('2024-05-01 11:00:00'), rule('2024-05-01 10:00:00')],
  ...overrides,
});

describe('splitCanteenSubOrders', () => {
  it.each<[string, Partial<Order>]>([
    ['no rules', { canteenRules: null }],
    ['empty rules', { canteenRules: [] }],
    ['one rule', { canteenRules: [rule('2024-05-01 10:00:00')] }],
    [
      'two rules with the same cutoff',
      { canteenRules: [rule('2024-05-01 10:00:00', 5), rule('2024-05-01 10:00:00', 9)] },
    ],
  ])('does not split an order with %s', (_label, overrides) => {
    expect(splitCanteenSubOrders(canteenOrder(overrides))).toEqual([]);
  });

  it('makes one sub-order per cutoff, earliest first, with 1-based ids', () => {
    const subOrders = splitCanteenSubOrders(canteenOrder());
    expect(subOrders.map((s) => [s.id, s.baseId, s.cutoffTime, s.canteenSuborderForCutoff])).toEqual([
      ['42-1', '42', '2024-05-01 10:00:00', '2024-05-01 10:00:00'],
      ['42-2', '42', '2024-05-01 11:00:00', '2024-05-01 11:00:00'],
    ]);
    expect(subOrders.map((s) => s.canteenRules)).toEqual([
      [rule('2024-05-01 10:00:00')],
      [rule('2024-05-01 11:00:00')],
    ]);
    expect(subOrders.every((s) => s.identifier === 'CC42' && s.meals.length === 1)).toBe(true);
  });

  it.each<[string, string[], boolean[]]>([
    ['no notification', [], [false, false]],
    ['the later cutoff notified', ['2024-05-01 11:00:00'], [false, true]],
    ['both notified', ['2024-05-01 10:00:00', '2024-05-01 11:00:00'], [true, true]],
  ])('confirms sub-orders by collected-orders notification: %s', (_label, notified, expected) => {
    const order = canteenOrder({
      canteenData: { collected_orders_notification: notified.map((cutoffTime) => ({ cutoffTime })) },
    });
    expect(splitCanteenSubOrders(order).map((s) => s.isConfirmed)).toEqual(expected);
  });

  it("carries each cutoff's figures when the platform sums them, and the order's otherwise", () => {
    const order = canteenOrder({
      canteenSubOrdersByCutoff: [
        {
          cutoffTime: '2024-05-01 11:00:00',
          mealsQuantity: 4,
          priceSumItems: 4000,
          supplierPriceSumItems: 3000,
          orderIds: [7],
        },
      ],
    });
    expect(
      splitCanteenSubOrders(order).map((s) => [s.mealsQuantity, s.priceSumItems, s.supplierPriceSumItems]),
    ).toEqual([
      [9, 9000, 7000],
      [4, 4000, 3000],
    ]);
  });

  it('matches figures and rules by text when a cutoff is unreadable', () => {
    const order = canteenOrder({
      canteenRules: [rule('2024-05-01 10:00:00'), rule('late')],
      canteenSubOrdersByCutoff: [
        { cutoffTime: 'late', mealsQuantity: 1, priceSumItems: 10, supplierPriceSumItems: 5, orderIds: [] },
      ],
    });
    const [first, second] = splitCanteenSubOrders(order);
    expect(first?.mealsQuantity).toBe(9);
    expect(second).toMatchObject({
      id: '42-2',
      cutoffTime: 'late',
      mealsQuantity: 1,
      canteenRules: [rule('late')],
    });
  });

  it('does not change the order', () => {
    const order = canteenOrder({
      canteenData: { collected_orders_notification: [{ cutoffTime: '2024-05-01 10:00:00' }] },
    });
    const copy = JSON.parse(JSON.stringify(order)) as unknown;
    splitCanteenSubOrders(Object.freeze(order));
    expect(order).toEqual(copy);
  });

  it('gives unique, 1-based ids for any set of cutoffs', () => {
    const cutoff = fc
      .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
      .map((d) => {
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
      });
    fc.assert(
      fc.property(
        fc.array(cutoff, { maxLength: 12 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (cutoffs, id) => {
          const subOrders = splitCanteenSubOrders(
            canteenOrder({ id, canteenRules: cutoffs.map((c) => rule(c)) }),
          );
          const distinct = new Set(cutoffs).size;
          expect(subOrders).toHaveLength(distinct > 1 ? distinct : 0);
          expect(subOrders.map((s) => s.id)).toEqual(subOrders.map((_s, i) => `${id}-${i + 1}`));
          expect(new Set(subOrders.map((s) => s.id)).size).toBe(subOrders.length);
          const times = subOrders.map((s) => s.cutoffTime ?? '');
          expect(times).toEqual([...times].sort());
        },
      ),
    );
  });
});
