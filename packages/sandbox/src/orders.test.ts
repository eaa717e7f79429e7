import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];
const restaurantOf = (order: Json) => (order.restaurant as { id: number }).id;

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox();
});

/** The first order of the seed matching a predicate. */
function seeded(predicate: (order: ReturnType<TestSandbox['store']['orders']>[number]) => boolean) {
  const order = sandbox.store.orders().find(predicate);
  if (!order) throw new Error('no seeded order matches');
  return order;
}

describe('order lists', () => {
  it('answers a hydra collection with @id, @type and the Order fields', async () => {
    const answer = await sandbox.call('GET', '/api/v1/orders?itemsPerPage=5');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/ld+json');
    expect(answer.body).toMatchObject({
      '@context': '/api/v1/contexts/Order',
      '@id': '/api/v1/orders',
      '@type': 'hydra:Collection',
    });
    expect(answer.body['hydra:totalItems']).toBe(sandbox.store.orders().length);
    const first = members(answer.body)[0] ?? {};
    expect(first['@id']).toBe(`/api/v1/orders/${String(first.id)}`);
    expect(first['@type']).toBe('Order');
    expect(first.id).toMatch(/^\d+$/);
    expect(first).toHaveProperty('restaurant.displayCanteenSubOrders');
    expect(first).toHaveProperty('deliveryJob');
    expect(first).not.toHaveProperty('deliveryJobId');
    expect(members(answer.body)).toHaveLength(5);
    expect((answer.body['hydra:view'] as Json)['hydra:next']).toContain('page=2');
  });

  it('writes non-ASCII characters as \\u escapes, as the platform does, and they read back whole', async () => {
    const answer = await sandbox.call('GET', '/api/v1/orders?itemsPerPage=100');
    expect([...answer.text].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
    const accented = members(answer.body)
      .map((order) => String(order.deliveryName ?? ''))
      .find((name) => [...name].some((character) => character.charCodeAt(0) >= 0x80));
    if (accented === undefined) throw new Error('no accented name among the first 100 orders');
    const escaped = [...accented]
      .map((character) =>
        character.charCodeAt(0) < 0x80
          ? character
          : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
      .join('');
    expect(answer.text).toContain(`"deliveryName":"${escaped}"`);
  });

  it('sorts by creation date descending by default and by order[field] on request', async () => {
    const byDefault = members((await sandbox.call('GET', '/api/v1/orders?itemsPerPage=20')).body).map(
      (order) => String(order.createdAt),
    );
    expect([...byDefault].sort().reverse()).toEqual(byDefault);
    const ascending = members(
      (await sandbox.call('GET', '/api/v1/orders?order[priceTotal]=asc&itemsPerPage=100')).body,
    ).map((order) => Number(order.priceTotal));
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    expect((await sandbox.call('GET', '/api/v1/orders?order[priceTotal]=sideways')).status).toBe(400);
  });

  it('filters by exact value, by a list, by number range, by date range and by nested field', async () => {
    const fresh = await sandbox.call('GET', '/api/v1/orders?status=new&itemsPerPage=100');
    expect(members(fresh.body).every((order) => order.status === 'new')).toBe(true);
    expect(fresh.body['hydra:totalItems']).toBe(
      sandbox.store.orders().filter((order) => order.status === 'new').length,
    );

    const either = members(
      (await sandbox.call('GET', '/api/v1/orders?status[]=cancelled&status[]=init-payment&itemsPerPage=100'))
        .body,
    );
    expect(new Set(either.map((order) => order.status))).toEqual(new Set(['cancelled', 'init-payment']));

    const pricey = members(
      (await sandbox.call('GET', '/api/v1/orders?priceTotal[gte]=10000&itemsPerPage=100')).body,
    );
    expect(pricey.length).toBeGreaterThan(0);
    expect(pricey.every((order) => Number(order.priceTotal) >= 10000)).toBe(true);

    const after = '2025-01-15T00:00:00.000Z';
    const before = '2025-01-15T23:59:59.000Z';
    const today = members(
      (
        await sandbox.call(
          'GET',
          `/api/v1/orders?requiredDeliveryTime[after]=${after}&requiredDeliveryTime[before]=${before}&itemsPerPage=100`,
        )
      ).body,
    );
    expect(today.length).toBeGreaterThan(0);
    expect(
      today.every(
        (order) =>
          String(order.requiredDeliveryTime) >= after && String(order.requiredDeliveryTime) <= before,
      ),
    ).toBe(true);

    const delivering = members(
      (await sandbox.call('GET', '/api/v1/orders?deliveryJob.courierStatus=delivering')).body,
    );
    expect(delivering.length).toBeGreaterThan(0);
    expect(delivering.every((order) => (order.deliveryJob as Json).courierStatus === 'delivering')).toBe(
      true,
    );

    const partial = members(
      (await sandbox.call('GET', '/api/v1/orders?restaurantName=pasta&itemsPerPage=100')).body,
    );
    expect(partial.every((order) => order.restaurantName === 'Pasta Palace')).toBe(true);

    const byRestaurant = members(
      (await sandbox.call('GET', '/api/v1/orders?restaurant=2&itemsPerPage=100')).body,
    );
    expect(byRestaurant.every((order) => restaurantOf(order) === 2)).toBe(true);
  });

  it('filters by courier status group, with cancelled in both ongoing and cancelled, and refuses an unknown group', async () => {
    const statusesOf = async (group: string) => {
      const answer = await sandbox.call('GET', `/api/v1/orders?deliveryStatus=${group}&itemsPerPage=100`);
      expect(answer.status).toBe(200);
      return new Set(
        members(answer.body).map((order) => {
          const job = order.deliveryJob as { courierStatus?: string } | null;
          return job?.courierStatus ?? String(order.status);
        }),
      );
    };
    const delivering = await statusesOf('delivering');
    expect(delivering.size).toBeGreaterThan(0);
    for (const status of delivering)
      expect(['delivering', 'almost_delivering', 'waiting_at_dropoff']).toContain(status);
    const cancelled = await statusesOf('cancelled');
    for (const status of cancelled) expect(['cancelled', 'cancelled_after_approval']).toContain(status);
    expect(cancelled.has('cancelled')).toBe(true);
    expect((await statusesOf('ongoing')).has('delivered')).toBe(false);
    expect((await sandbox.call('GET', '/api/v1/orders?deliveryStatus=lost')).status).toBe(400);
  });

  it('pages with 50 by default and at most 100 per page', async () => {
    expect(members((await sandbox.call('GET', '/api/v1/orders')).body)).toHaveLength(50);
    expect(members((await sandbox.call('GET', '/api/v1/orders?itemsPerPage=500')).body)).toHaveLength(100);
    const page2 = members((await sandbox.call('GET', '/api/v1/orders?itemsPerPage=10&page=2')).body);
    const page1 = members((await sandbox.call('GET', '/api/v1/orders?itemsPerPage=20')).body);
    expect(page2.map((order) => order.id)).toEqual(page1.slice(10, 20).map((order) => order.id));
    expect((await sandbox.call('GET', '/api/v1/orders?page=0')).status).toBe(400);
  });

  it('lists the active orders of a restaurant admin', async () => {
    const answer = await sandbox.call('GET', '/api/v1/orders?activeOrders=true&itemsPerPage=100', {
      as: 'restaurant@example.com',
    });
    expect(members(answer.body).length).toBeGreaterThan(0);
    for (const order of members(answer.body)) {
      expect(['new', 'approved']).toContain(order.status);
      expect(order.isActiveForRestaurant).toBe(true);
      expect(restaurantOf(order)).toBe(1);
    }
    const v2 = await sandbox.call('GET', '/api/v1/orders/v2?activeOrders=true&itemsPerPage=100', {
      as: 'restaurant@example.com',
    });
    expect(v2.body['hydra:totalItems']).toBe(answer.body['hydra:totalItems']);
  });
});

describe('order scoping', () => {
  it('shows each account only its own orders', async () => {
    const restaurant = members(
      (await sandbox.call('GET', '/api/v1/orders?itemsPerPage=100', { as: 'restaurant@example.com' })).body,
    );
    expect(restaurant.length).toBeGreaterThan(0);
    expect(restaurant.every((order) => restaurantOf(order) === 1)).toBe(true);
    const chain = members(
      (await sandbox.call('GET', '/api/v1/orders?itemsPerPage=100', { as: 'chain@example.com' })).body,
    );
    expect(new Set(chain.map(restaurantOf))).toEqual(new Set([2, 3]));
    const company = members(
      (await sandbox.call('GET', '/api/v1/orders?itemsPerPage=100', { as: 'company@example.com' })).body,
    );
    expect(company.length).toBeGreaterThan(0);
    expect(company.every((order) => (order.company as { id: number }).id === 1)).toBe(true);
    expect((await sandbox.call('GET', '/api/v1/orders', { as: 'billing@example.com' })).status).toBe(403);
  });

  it('filters orders as the caller sees them: no hidden token and no unsent field matches', async () => {
    const order = seeded(
      (candidate) =>
        (candidate.company as { id?: number } | null)?.id === 1 &&
        typeof candidate.token === 'string' &&
        candidate.deliveryJobId !== undefined &&
        candidate.deliveryJobId !== null,
    );
    const find = async (query: string, as: string) =>
      members((await sandbox.call('GET', `/api/v1/orders?itemsPerPage=100&${query}`, { as })).body).map(
        (found) => found.id,
      );
    const byToken = `token=${encodeURIComponent(String(order.token))}`;
    expect(await find(byToken, 'admin@example.com')).toEqual([order.id]);
    // A company admin is answered the order without its token, so its token cannot find it either.
    expect(await find(byToken, 'company@example.com')).toEqual([]);
    expect(await find(`id=${order.id}`, 'company@example.com')).toEqual([order.id]);
    // The API sends the job embedded, not its id.
    expect(
      await find(`deliveryJobId=${String(order.deliveryJobId)}&id=${order.id}`, 'admin@example.com'),
    ).toEqual([]);
    const job = sandbox.store.deliveryJob(order.deliveryJobId as number);
    expect(await find(`deliveryJob.id=${String(job?.id)}&id=${order.id}`, 'admin@example.com')).toEqual([
      order.id,
    ]);
  });

  it('answers 403 for another restaurant’s order and 404 for an unknown one', async () => {
    const other = seeded((order) => (order.restaurant as { id: number }).id === 2);
    expect(
      (await sandbox.call('GET', `/api/v1/orders/${other.id}`, { as: 'restaurant@example.com' })).status,
    ).toBe(403);
    expect(
      (await sandbox.call('GET', `/api/v1/orders/${other.id}`, { as: 'chain@example.com' })).status,
    ).toBe(200);
    const missing = await sandbox.call('GET', '/api/v1/orders/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ '@type': 'hydra:Error', 'hydra:title': 'An error occurred' });
  });

  it('answers canteen sub-orders by their hyphenated id', async () => {
    const canteen = seeded((order) => (order.canteenRules?.length ?? 0) > 1);
    const sub = await sandbox.call('GET', `/api/v1/orders/${canteen.id}-2`);
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({
      id: `${canteen.id}-2`,
      baseId: canteen.id,
      canteenSuborderForCutoff: canteen.canteenRules?.[1]?.cutoffTime,
    });
    expect((await sandbox.call('GET', `/api/v1/orders/${canteen.id}-9`)).status).toBe(404);
  });
});

describe('order actions', () => {
  const newOrderOf = (restaurant: number) =>
    seeded(
      (order) =>
        order.status === 'new' &&
        (order.restaurant as { id: number }).id === restaurant &&
        (order.canteenRules ?? []).length === 0,
    );

  it('approves with a preparation time, then says already_approved', async () => {
    const order = newOrderOf(1);
    const body = { delivery: { preparation_time: 20 }, params: { approve_source: 'restaurant_admin' } };
    const first = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'restaurant@example.com',
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('approved');
    expect(first.body).not.toHaveProperty('already_approved');
    const second = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'restaurant@example.com',
      body,
    });
    expect(second.status).toBe(200);
    expect(second.body.already_approved).toBe(true);
    const history = members((await sandbox.call('GET', `/api/v1/order-history?orderId=${order.id}`)).body);
    expect(history.map((entry) => entry.event)).toContain('approved:restaurant_admin');
  });

  it('lets the restaurant read and approve an order by its public link token, and nobody without it', async () => {
    const order = newOrderOf(1);
    const wrong = await sandbox.call('GET', `/api/v1/public/orders/${order.id}?token=guess`, { as: null });
    expect(wrong.status).toBe(404);
    const read = await sandbox.call('GET', `/api/v1/public/orders/${order.id}?token=${String(order.token)}`, {
      as: null,
    });
    expect(read.status).toBe(200);
    expect(read.body.identifier).toBe(order.identifier);
    const body = { delivery: { preparation_time: 25 } };
    const refused = await sandbox.call('PUT', `/api/v1/public/orders/${order.id}/approve?token=guess`, {
      as: null,
      body,
    });
    expect(refused.status).toBe(404);
    const approved = await sandbox.call(
      'PUT',
      `/api/v1/public/orders/${order.id}/approve?token=${String(order.token)}`,
      { as: null, body },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
  });

  it('refuses to approve without a preparation time, an init-payment order, or another restaurant’s order', async () => {
    const order = newOrderOf(1);
    const missing = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: {} },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'delivery.preparation_time' }),
    ]);
    const pending = seeded((entry) => entry.status === 'init-payment');
    const refused = await sandbox.call('PUT', `/api/v1/orders/${pending.id}/approve`, {
      body: { delivery: { preparation_time: 15 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('init-payment');
    const foreign = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'chain@example.com',
      body: { delivery: { preparation_time: 15 } },
    });
    expect(foreign.status).toBe(403);
    const company = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      as: 'company@example.com',
      body: { delivery: { preparation_time: 15 } },
    });
    expect([403]).toContain(company.status);
  });

  it('confirms preparation of an approved order only', async () => {
    const order = newOrderOf(1);
    expect((await sandbox.call('PUT', `/api/v1/orders/${order.id}/preparation-confirm`)).status).toBe(400);
    await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: { preparation_time: 10 } },
    });
    const confirmed = await sandbox.call('PUT', `/api/v1/orders/${order.id}/preparation-confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ preparationConfirmed: true, isActiveForRestaurant: false });
  });

  it('validates the cancel payload and cancels after approval as cancelled-after-approval', async () => {
    const order = newOrderOf(1);
    const noReason = await sandbox.call('PUT', `/api/v1/orders/${order.id}/cancel`, { body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body['@type']).toBe('ConstraintViolationList');
    expect(noReason.body.violations).toEqual([
      { propertyPath: 'reasonType', message: 'This value should not be blank.' },
    ]);
    const otherWithoutText = await sandbox.call('PUT', `/api/v1/orders/${order.id}/cancel`, {
      body: { reasonType: 'other' },
    });
    expect(otherWithoutText.body.violations).toEqual([expect.objectContaining({ propertyPath: 'reason' })]);

    await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: { preparation_time: 10 } },
    });
    const payload =
      (order.priceSumFirm ?? 0) > 0
        ? { reasonType: 'stock_issue', refundReason: 'out_of_stock', refundOnBehalf: 'restaurant' }
        : { reasonType: 'stock_issue' };
    const cancelled = await sandbox.call('PUT', `/api/v1/orders/${order.id}/cancel`, { body: payload });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled-after-approval');
    const again = await sandbox.call('PUT', `/api/v1/orders/${order.id}/cancel`, { body: payload });
    expect(again.status).toBe(400);
    expect(typeof again.body.message).toBe('string');
  });

  it('asks for the refund fields when the company paid part of the order', async () => {
    const order = seeded((entry) => entry.status === 'new' && (entry.priceSumFirm ?? 0) > 0);
    const answer = await sandbox.call('PUT', `/api/v1/orders/${order.id}/cancel`, {
      body: { reasonType: 'customer_cancelled' },
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.violations as Json[]).map((violation) => violation.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['refundReason', 'refundOnBehalf']));
  });

  it('calculates and makes a refund, refusing more than the refundable quantity', async () => {
    const order = seeded((entry) => entry.status === 'approved' && (entry.meals[0]?.quantity ?? 0) >= 2);
    const meal = order.meals[0];
    if (!meal) throw new Error('no meal');
    const over = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund-order/calculate`, {
      body: { items: [{ item: meal.id, quantity: meal.quantity + 1 }] },
    });
    expect(over.status).toBe(400);
    expect(over.body.violations).toEqual([expect.objectContaining({ propertyPath: 'items.0.quantity' })]);
    const empty = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, { body: { items: [] } });
    expect(empty.status).toBe(400);

    const calc = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund-order/calculate`, {
      body: { items: [{ item: meal.id, quantity: 1 }] },
    });
    expect(calc.status).toBe(200);
    expect(Number(calc.body.company_amount) + Number(calc.body.user_amount)).toBeGreaterThan(0);
    const refunded = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund-order`, {
      body: { items: [{ item: meal.id, quantity: 1, reason: 'food_quality' }] },
    });
    expect(refunded.status).toBe(200);
    expect(((refunded.body.meals as Json[])[0] ?? {}).refundedQuantity).toBe(1);
    const rest = await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, {
      body: { items: [{ item: meal.id, quantity: meal.quantity }] },
    });
    expect(rest.status).toBe(400);
    expect(
      (
        await sandbox.call('PUT', `/api/v1/orders/${order.id}/refund`, {
          as: 'restaurant@example.com',
          body: { amount: 100 },
        })
      ).status,
    ).toBe(403);
  });

  it('re-orders with a reason as a new order', async () => {
    const order = seeded((entry) => entry.status === 'cancelled');
    expect((await sandbox.call('PUT', `/api/v1/orders/${order.id}/re-order`, { body: {} })).status).toBe(400);
    const copy = await sandbox.call('PUT', `/api/v1/orders/${order.id}/re-order`, {
      body: { reason: 'Courier lost it' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.status).toBe('new');
    expect(copy.body.id).not.toBe(order.id);
    expect(copy.body.priceTotal).toBe(order.priceTotal);
  });

  it('previews the e-mail, resends it and downloads the meal-info list', async () => {
    const order = seeded((entry) => entry.status === 'approved');
    const preview = await sandbox.call('GET', `/api/v1/orders/${order.id}/confirmation-email-preview`);
    expect(preview.status).toBe(200);
    expect(String(preview.body.html)).toContain(order.identifier);
    expect((await sandbox.call('POST', `/api/v1/orders/${order.id}/resend-email`)).body).toEqual({
      success: true,
    });
    const file = await sandbox.call('GET', `/api/v1/orders/${order.id}/download/meal-info-list`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="meal-info-${order.identifier}.csv"; filename*=UTF-8''meal-info-${order.identifier}.csv`,
    );
    expect(file.text).toContain(order.meals[0]?.name ?? '');
  });

  it('exports the selected orders as CSV for a super admin only', async () => {
    const ids = sandbox.store
      .orders()
      .slice(0, 3)
      .map((order) => order.id);
    const query = ids.map((id) => `ids[]=${id}`).join('&');
    const file = await sandbox.call('GET', `/api/v1/orders/export?${query}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-export-2025-01-15.csv"; filename*=UTF-8''orders-export-2025-01-15.csv`,
    );
    expect(file.text.trim().split('\r\n')).toHaveLength(4);
    expect(
      (await sandbox.call('GET', `/api/v1/orders/export?${query}`, { as: 'company@example.com' })).status,
    ).toBe(403);
  });

  it('sends out an initialized delivery job and moves it to queued', async () => {
    const order = seeded(
      (entry) =>
        entry.deliveryJobId !== null &&
        entry.deliveryJobId !== undefined &&
        sandbox.store.deliveryJob(entry.deliveryJobId)?.status === 'initialized',
    );
    const sent = await sandbox.call('PUT', `/api/v1/orders/${order.id}/send-out/stuart`);
    expect(sent.status).toBe(200);
    expect(sent.body.deliveryJob).toMatchObject({ courierStatus: 'queued', activeDeliveryMethod: 'stuart' });
    expect((await sandbox.call('PUT', `/api/v1/orders/${order.id}/send-out/stuart`)).status).toBe(400);
  });

  it('sends to a courier provider or lists the errors', async () => {
    const cancelled = seeded((entry) => entry.status === 'cancelled');
    const refused = await sandbox.call('POST', `/api/v1/orders/${cancelled.id}/send-to-courier-provider`, {
      body: {},
    });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect((refused.body.errors as string[]).length).toBe(2);
    const order = seeded((entry) => entry.status === 'approved' && !entry.deliveryJobId);
    const sent = await sandbox.call('POST', `/api/v1/orders/${order.id}/send-to-courier-provider`, {
      body: { deliveryMethod: 'wolt', priority: 1 },
    });
    expect(sent.body).toEqual({ success: true });
    const read = await sandbox.call('GET', `/api/v1/orders/${order.id}`);
    expect(read.body.deliveryJob).toMatchObject({
      deliveryMethod: 'wolt',
      courierStatus: 'queued',
      isPriority: true,
    });
  });

  it('clears warnings, updates proof of delivery, cancels in the order software and gives delivery defaults', async () => {
    const order = seeded((entry) => entry.status === 'approved' && Boolean(entry.deliveryJobId));
    expect(
      (await sandbox.call('PUT', `/api/v1/orders/${order.id}/clear-delivery-warnings`)).body.warnings,
    ).toEqual([]);
    expect(
      (
        await sandbox.call('PUT', `/api/v1/orders/${order.id}/update-proof-of-delivery`, {
          body: { proofOfDelivery: 'photo-1' },
        })
      ).body.proofOfDelivery,
    ).toBe('photo-1');
    expect(
      (await sandbox.call('PUT', `/api/v1/orders/${order.id}/deliverect-cancel`)).body.deliverectError,
    ).toBeNull();
    const defaults = await sandbox.call('GET', `/api/v1/orders/${order.id}/default-delivery-job-values`);
    expect(defaults.body).toMatchObject({ preparationTime: 20, deliveryMethod: 'wolt' });
  });

  it('validates cost codes on order update: allocations must sum to 100', async () => {
    const order = seeded(
      (entry) => (entry.company as { id: number } | null)?.id === 1 && entry.selectedExpenseRuleId === 11,
    );
    const rows = [
      { codes: { default: 'CC-100' }, distribution: 50 },
      { codes: { default: 'CC-200' }, distribution: 40 },
    ];
    const bad = await sandbox.call('PUT', `/api/v1/orders/${order.id}`, {
      as: 'company@example.com',
      body: { costCode: rows },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.violations as Json[]).map((violation) => violation.propertyPath)).toContain(
      'costCode.distribution',
    );
    const regex = await sandbox.call('PUT', `/api/v1/orders/${order.id}`, {
      body: { costCode: [{ codes: { default: 'XX' }, distribution: 100 }] },
    });
    expect(regex.body.violations).toEqual([
      { propertyPath: 'costCode.0.codes.default', message: 'Use the form CC-123' },
    ]);
    const good = await sandbox.call('PUT', `/api/v1/orders/${order.id}`, {
      as: 'company@example.com',
      body: { costCode: [{ ...rows[0], distribution: 60 }, rows[1]] },
    });
    expect(good.status).toBe(200);
    expect(good.body.costCode).toEqual([{ ...rows[0], distribution: 60 }, rows[1]]);
    expect(
      (
        await sandbox.call('PUT', `/api/v1/orders/${order.id}`, {
          as: 'restaurant@example.com',
          body: { costCode: rows },
        })
      ).status,
    ).toBe(403);
  });

  it('stores a pattern with nested quantifiers and checks a long code against it at once (RE2)', async () => {
    const order = seeded(
      (entry) => (entry.company as { id: number } | null)?.id === 1 && entry.selectedExpenseRuleId === 11,
    );
    const stored = await sandbox.call('PUT', '/api/v1/company-allowances/11', {
      as: 'company@example.com',
      body: {
        expenseCodeRegexValidation: '^(a+)+$',
        expenseCodeRegexValidationError: 'Letters a only',
        expenseCodeOnlyFromList: false,
      },
    });
    expect(stored.status).toBe(200);
    // A backtracking engine would take about 2^60 steps on this code; the answer must come before the test's bound.
    const checked = await sandbox.call('PUT', `/api/v1/orders/${order.id}`, {
      as: 'company@example.com',
      body: { costCode: [{ codes: { default: `${'a'.repeat(60)}!` }, distribution: 100 }] },
    });
    expect(checked.body.violations).toEqual([
      { propertyPath: 'costCode.0.codes.default', message: 'Letters a only' },
    ]);
  });
});
