import { describe, expect, it } from 'vitest';

import { createMemoryCookieStore } from '../client/session/cookies.js';
import type { TestRoute } from '../testing/createTestApiClient.js';
import { createTestApiClient } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { decodeOrder } from './decodeOrder.js';
import { buildHydraList, buildOrderDto } from './orders.fixtures.js';
import { getOrder, listNewOrders, listOrders } from './orders.js';

const NOW = new Date('2024-05-01T10:00:00Z');

function signedIn(routes: Record<string, TestRoute>) {
  const cookies = createMemoryCookieStore({ jwt: buildToken({ roles: ['ROLE_ADMIN'] }, NOW), refresh: 'r' });
  return createTestApiClient(routes, { cookies, now: () => NOW });
}

/** Every money field and count the platform sends as null. */
const NULL_MONEY = {
  mealsQuantity: null,
  priceSum: null,
  priceSumItems: null,
  supplierPriceSumItems: null,
  priceDelivery: null,
  priceSumUser: null,
  priceSumFirm: null,
  priceTotal: null,
  currency: null,
  currencyLocale: null,
};

describe('orders with null money fields', () => {
  it('reads an order whose money fields are null', async () => {
    const client = signedIn({
      'GET /orders/:id': ({ params }) => buildOrderDto({ id: params.id, ...NULL_MONEY }),
    });
    const order = await getOrder(client, '100234');
    expect(order).toMatchObject({ id: '100234', ...NULL_MONEY });
  });

  it('reads a list in which one order has priceTotal null, with nothing reported', async () => {
    const client = signedIn({
      'GET /orders': () =>
        buildHydraList([buildOrderDto({ id: '1' }), buildOrderDto({ id: '2', priceTotal: null })]),
    });
    const page = await listNewOrders(client);
    expect(page.items.map((order) => [order.id, order.priceTotal])).toEqual([
      ['1', 4500],
      ['2', null],
    ]);
    expect(page.unreadable).toBeUndefined();
  });

  it('reads a canteen summary whose sums are null', () => {
    const order = decodeOrder(
      buildOrderDto({
        canteenSubOrdersByCutoff: [
          {
            cutoffTime: '10:00',
            mealsQuantity: null,
            priceSumItems: null,
            supplierPriceSumItems: null,
            orderIds: [],
          },
        ],
      }),
    );
    expect(order?.canteenSubOrdersByCutoff?.[0]?.priceSumItems).toBeNull();
  });
});

describe('order lists are checked per order', () => {
  it('reads the other orders of a list with one malformed order and reports its id and field', async () => {
    const client = signedIn({
      'GET /orders': () =>
        buildHydraList(
          [
            buildOrderDto({ id: '1' }),
            buildOrderDto({ id: '2', priceTotal: 'a lot' }),
            buildOrderDto({ id: '3', meals: [{ id: 1, name: 'x', quantity: 'two' }] }),
            buildOrderDto({ id: '4' }),
          ],
          40,
        ),
    });
    const page = await listOrders(client, { page: 1 });
    expect(page.items.map((order) => order.id)).toEqual(['1', '4']);
    expect(page.total).toBe(40);
    expect(page.unreadable).toEqual([
      { index: 1, id: '2', field: 'priceTotal', message: 'Expected a number, but received: "a lot"' },
      { index: 2, id: '3', field: 'meals.0.quantity', message: 'Expected a number, but received: "two"' },
    ]);
  });

  it('keeps the fields the UI does not know on the orders it reads', async () => {
    const client = signedIn({
      'GET /orders': () =>
        buildHydraList([buildOrderDto({ id: '1' }), buildOrderDto({ id: '2', status: 'lost' })]),
    });
    const page = await listOrders(client);
    expect(page.items[0]).toHaveProperty('internalAuditTrail', { kept: true });
    expect(page.unreadable?.[0]).toMatchObject({ id: '2', field: 'status' });
  });
});
