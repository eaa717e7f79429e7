import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SummaryOrder } from './canteenSummary.js';
import { canteenSummary, isCutoffCollected } from './canteenSummary.js';

const meal = (name: string, quantity: number, refundedQuantity = 0) => ({
  id: name,
  name,
  quantity,
  refundedQuantity,
});

describe('canteenSummary', () => {
  it('totals meals per restaurant and over all, most ordered first', () => {
    const orders: SummaryOrder[] = [
      { restaurantId: 4, restaurantName: 'Kitchen', meals: [meal('Soup', 2), meal('Pie', 1)] },
      { restaurantId: 1, restaurantName: 'Pasta', meals: [meal('Soup', 1), meal('Lasagne', 3, 1)] },
      { restaurantId: 4, restaurantName: 'Kitchen', meals: [meal('Pie', 2), meal('Tea', 1, 1)] },
    ];
    expect(canteenSummary(orders)).toEqual({
      restaurants: [
        {
          restaurantId: 4,
          restaurantName: 'Kitchen',
          orders: 2,
          meals: [
            { name: 'Pie', quantity: 3 },
            { name: 'Soup', quantity: 2 },
          ],
          quantity: 5,
        },
        {
          restaurantId: 1,
          restaurantName: 'Pasta',
          orders: 1,
          meals: [
            { name: 'Lasagne', quantity: 2 },
            { name: 'Soup', quantity: 1 },
          ],
          quantity: 3,
        },
      ],
      meals: [
        { name: 'Pie', quantity: 3 },
        { name: 'Soup', quantity: 3 },
        { name: 'Lasagne', quantity: 2 },
      ],
      orders: 3,
      quantity: 8,
    });
  });

  it('gives an empty summary for no orders', () => {
    expect(canteenSummary([])).toEqual({ restaurants: [], meals: [], orders: 0, quantity: 0 });
  });

  it('keeps the grand total equal to the sum of the restaurants and of the meals', () => {
    const orders = fc.array(
      fc.record({
        restaurantId: fc.integer({ min: 1, max: 4 }),
        meals: fc.array(
          fc.record({
            id: fc.integer(),
            name: fc.constantFrom('Soup', 'Pie', 'Tea'),
            quantity: fc.integer({ min: 0, max: 5 }),
            refundedQuantity: fc.integer({ min: 0, max: 5 }),
          }),
        ),
      }),
    );
    fc.assert(
      fc.property(orders, (list) => {
        const summary = canteenSummary(list);
        const byRestaurant = summary.restaurants.reduce((sum, entry) => sum + entry.quantity, 0);
        const byMeal = summary.meals.reduce((sum, entry) => sum + entry.quantity, 0);
        expect(byRestaurant).toBe(summary.quantity);
        expect(byMeal).toBe(summary.quantity);
        expect(summary.orders).toBe(list.length);
      }),
    );
  });
});

describe('isCutoffCollected', () => {
  const cutoff = '2024-05-01 10:00:00';
  const confirmed = { canteenData: { collected_orders_notification: [{ cutoffTime: cutoff }] } };
  it('is true when every order of the cutoff has its notification', () => {
    expect(isCutoffCollected([confirmed, confirmed], cutoff)).toBe(true);
  });
  it('is false with one order unconfirmed, with another cutoff confirmed, or with no orders', () => {
    expect(isCutoffCollected([confirmed, { canteenData: null }], cutoff)).toBe(false);
    expect(isCutoffCollected([confirmed], '2024-05-01 11:00:00')).toBe(false);
    expect(isCutoffCollected([], cutoff)).toBe(false);
  });
});
