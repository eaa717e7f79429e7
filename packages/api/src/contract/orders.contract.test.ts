import type { Order } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { ForbiddenError, HttpError, NotFoundError, ViolationsError } from '../client/errors.js';
import {
  approveOrder,
  calculateRefund,
  cancelDeliverectOrder,
  cancelOrder,
  clearDeliveryWarnings,
  confirmOrderPreparation,
  downloadMealInfoList,
  exportOrders,
  getConfirmationEmailPreview,
  getDefaultDeliveryJobValues,
  getOrder,
  listActiveOrders,
  listNewOrders,
  listOrderHistory,
  listOrders,
  listOrdersV2,
  refundOrder,
  reOrder,
  resendOrderEmail,
  sendOutOrder,
  sendToCourierProvider,
  updateOrderCostCodes,
  updateProofOfDelivery,
} from '../orders/orders.js';
import { createContractSandbox, DEMO, signedIn } from './sandboxClient.js';

const sandbox = createContractSandbox();
const [admin, restaurant, chain, company] = await Promise.all([
  signedIn(sandbox, DEMO.admin),
  signedIn(sandbox, DEMO.restaurant),
  signedIn(sandbox, DEMO.chain),
  signedIn(sandbox, DEMO.company),
]);

type Stored = ReturnType<typeof sandbox.store.orders>[number];
const used = new Set<string>();
/** A seeded order no earlier test has changed. */
function fresh(predicate: (order: Stored) => boolean): string {
  const order = sandbox.store.orders().find((candidate) => !used.has(candidate.id) && predicate(candidate));
  if (!order) throw new Error('the seed has no such order');
  used.add(order.id);
  return order.id;
}
/** The id of an embedded entity or of an IRI ('/api/v1/restaurants/1'). */
const idOf = (ref: string | { id: string | number } | null | undefined) =>
  typeof ref === 'string' ? Number(ref.split('/').pop()) : Number(ref?.id);
const restaurantIdOf = (order: Pick<Order, 'restaurant'>) => idOf(order.restaurant);
const companyIdOf = (order: Pick<Order, 'company'>) => idOf(order.company);

describe('contract: order lists against the sandbox', () => {
  it('lists every order for the super admin, page by page', async () => {
    const page = await listOrders(admin, { itemsPerPage: 10, page: 2 });
    expect(page.total).toBe(sandbox.store.orders().length);
    expect(page.items).toHaveLength(10);
    const v2 = await listOrdersV2(admin, { itemsPerPage: 5 });
    expect(v2.total).toBe(page.total);
  });

  it('gives a restaurant admin the orders of its restaurant only', async () => {
    const own = await listOrders(restaurant, { itemsPerPage: 100 });
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((order) => restaurantIdOf(order) === 1)).toBe(true);
    expect(own.total).toBe(sandbox.store.orders().filter((order) => restaurantIdOf(order) === 1).length);

    const chainOrders = await listOrders(chain, { itemsPerPage: 100 });
    expect(new Set(chainOrders.items.map(restaurantIdOf))).toEqual(new Set([2, 3]));
    const otherId = fresh((order) => restaurantIdOf(order) === 2);
    await expect(getOrder(restaurant, otherId)).rejects.toSatisfy(
      (error) => error instanceof ForbiddenError || error instanceof NotFoundError,
    );
  });

  it('gives a company admin the orders of its company only', async () => {
    const own = await listOrders(company, { itemsPerPage: 100 });
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((order) => companyIdOf(order) === 1)).toBe(true);
  });

  it('filters the live lists and the history range', async () => {
    const fresh = await listNewOrders(admin);
    expect(fresh.items.every((order) => order.status === 'new')).toBe(true);
    expect(fresh.total).toBe(sandbox.store.orders().filter((order) => order.status === 'new').length);
    const active = await listActiveOrders(restaurant, { restaurant: 1 });
    expect(active.items.every((order) => restaurantIdOf(order) === 1)).toBe(true);

    const sample = sandbox.store.orders().find((order) => order.requiredDeliveryTime);
    const at = new Date(String(sample?.requiredDeliveryTime)).getTime();
    const after = new Date(at - 3600_000).toISOString();
    const before = new Date(at + 3600_000).toISOString();
    const history = await listOrderHistory(admin, { after, before }, { itemsPerPage: 100 });
    expect(history.items.length).toBeGreaterThan(0);
    for (const order of history.items) {
      const time = String(order.requiredDeliveryTime);
      expect(time >= after && time <= before).toBe(true);
    }
  });
});

describe('contract: order actions against the sandbox', () => {
  it('approves as the restaurant admin, then reads the order as approved', async () => {
    const id = fresh((order) => order.status === 'new' && restaurantIdOf(order) === 1);
    const first = await approveOrder(restaurant, id, { preparationTime: 20 });
    expect(first).toMatchObject({ alreadyApproved: false, order: { id, status: 'approved' } });
    await expect(getOrder(restaurant, id)).resolves.toMatchObject({ status: 'approved' });
    await expect(approveOrder(restaurant, id, { preparationTime: 20 })).resolves.toMatchObject({
      alreadyApproved: true,
      order: { id },
    });
    await expect(confirmOrderPreparation(restaurant, id)).resolves.toMatchObject({
      preparationConfirmed: true,
    });
  });

  it('refuses to approve a cancelled order with the message of the platform', async () => {
    const id = fresh((order) => order.status === 'cancelled');
    const error = await approveOrder(admin, id, { preparationTime: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toContain('cannot be approved');
  });

  it('rejects a cancel without reasonType with violations, and cancels with one', async () => {
    const id = fresh((order) => order.status === 'new' && (order.priceSumFirm ?? 0) === 0);
    const error = await cancelOrder(admin, id, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViolationsError);
    expect(Object.keys((error as ViolationsError).fieldErrors)).toContain('reasonType');

    await expect(cancelOrder(admin, id, { reasonType: 'customer_cancelled' })).resolves.toMatchObject({
      status: 'cancelled',
    });
  });

  it('cancels an approved order as cancelled-after-approval, with the refund fields', async () => {
    const id = fresh((order) => order.status === 'approved');
    await expect(
      cancelOrder(admin, id, {
        reasonType: 'other',
        reason: 'Kitchen closed',
        refundReason: 'not_prepared',
        refundOnBehalf: 'restaurant',
      }),
    ).resolves.toMatchObject({ status: 'cancelled-after-approval' });
  });

  it('calculates and applies a refund, raising the refunded quantity of the meal', async () => {
    const id = fresh(
      (order) =>
        order.status === 'approved' &&
        order.meals[0] !== undefined &&
        order.meals[0].quantity - (order.meals[0].refundedQuantity ?? 0) >= 2,
    );
    const before = await getOrder(admin, id);
    const meal = before.meals[0];
    if (!meal) throw new Error('an order with meals was picked');
    const refund = {
      items: [{ item: meal.id, quantity: 1, reason: 'not_prepared' }],
      reason: 'not_prepared',
    };
    const amounts = await calculateRefund(admin, id, refund);
    expect(typeof amounts.companyAmount).toBe('number');
    expect(typeof amounts.userAmount).toBe('number');
    const after = await refundOrder(admin, id, refund);
    expect(after.meals[0]?.refundedQuantity).toBe((meal.refundedQuantity ?? 0) + 1);
    const again = await refundOrder(admin, id, refund, 'refund-order');
    expect(again.meals[0]?.refundedQuantity).toBe((meal.refundedQuantity ?? 0) + 2);
  });

  it('re-orders, previews and resends the confirmation e-mail', async () => {
    const id = fresh((order) => order.status === 'approved');
    const copy = await reOrder(admin, id, 'Spilled on the way');
    expect(copy.id).not.toBe(id);
    expect(copy.status).toBe('new');
    await expect(getConfirmationEmailPreview(admin, id)).resolves.toMatch(/<\w+/);
    await expect(resendOrderEmail(admin, id)).resolves.toBeUndefined();
  });

  it('sends out, reads delivery defaults, clears warnings and sends to a courier provider', async () => {
    const id = fresh((order) => order.status === 'new' && order.deliveryJobId != null);
    await approveOrder(admin, id, { preparationTime: 15 });
    const sent = await sendOutOrder(admin, id, 'wolt');
    expect(sent.deliveryJob?.activeDeliveryMethod).toBe('wolt');
    await expect(getDefaultDeliveryJobValues(admin, id)).resolves.toBeDefined();
    await expect(clearDeliveryWarnings(admin, id)).resolves.toMatchObject({ warnings: [] });
    await expect(sendToCourierProvider(admin, id, { deliveryMethod: 'stuart' })).resolves.toEqual({
      success: true,
    });
    const refused = await sendToCourierProvider(admin, id, { deliveryMethod: '' });
    expect(refused.success).toBe(false);
  });

  it('updates the proof of delivery, cancels at Deliverect and saves cost codes', async () => {
    const id = fresh((order) => order.status === 'approved');
    await expect(
      updateProofOfDelivery(admin, id, { proofOfDelivery: 'https://proof.example/1.jpg' }),
    ).resolves.toMatchObject({ id });
    await expect(cancelDeliverectOrder(admin, id)).resolves.toMatchObject({ id });
    const saved = await updateOrderCostCodes(admin, id, {
      costCode: [{ codes: { default: 'CC-123' }, distribution: 100 }],
    });
    expect(saved.costCode).toEqual([{ codes: { default: 'CC-123' }, distribution: 100 }]);
  });

  it('downloads the meal info list and the order export with their file names', async () => {
    const id = fresh(() => true);
    const order = await getOrder(admin, id);
    const mealInfo = await downloadMealInfoList(admin, id);
    expect(mealInfo.fileName).toBe(`meal-info-${order.identifier}.csv`);
    expect(await mealInfo.blob.text()).toContain('meal');
    const exported = await exportOrders(admin, { ids: [id] });
    expect(exported.fileName).toBe('orders-export-2025-01-15.csv');
  });
});
