import type { ApiClient } from '@backoffice/api';
import { getOrder, refundOrder } from '@backoffice/api';
import type { Order, PaymentMethod } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import {
  toAutomatedJob,
  toCourierStatus,
  toFullRefundItems,
  toInvoiceBlocks,
  toOrderMoney,
} from './toOrderFacts';

const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
let client: ApiClient;
let orders: Order[];

beforeAll(async () => {
  client = await sandboxClient(sandbox, 'admin@example.com');
  const ids = sandbox.store.orders().map((order) => order.id);
  orders = await Promise.all(ids.map((id) => getOrder(client, id)));
});

/** The first order of the sandbox (as the app reads it) that matches, or a failure naming what the seed lacks. */
function orderWhere(what: string, test: (order: Order) => boolean): Order {
  const found = orders.find(test);
  if (!found) throw new Error(`the sandbox seed has ${what}`);
  return found;
}

describe('toOrderMoney', () => {
  it.each<[PaymentMethod, 'paid' | 'cash-payment']>([
    ['barion', 'paid'],
    ['otp', 'paid'],
    ['stripe', 'paid'],
    ['knh', 'paid'],
    ['cash', 'cash-payment'],
    ['sodexo-pass', 'cash-payment'],
    ['ticket-restaurant', 'cash-payment'],
  ])('labels a %s payment as %s on the receipt', (method, label) => {
    const order = orderWhere(
      `an order paid with ${method}`,
      (candidate) => candidate.paymentMethod === method,
    );
    expect(toOrderMoney(order, null).payment).toBe(label);
  });

  it('labels an order without a payment method as paid by the company', () => {
    const order = orderWhere('an order', () => true);
    expect(toOrderMoney({ ...order, paymentMethod: '' }, null).payment).toBe('companyPaid');
    expect(toOrderMoney({ ...order, paymentMethod: null }, null).payment).toBe('companyPaid');
  });

  it('bills the delivery price only when the restaurant delivers itself', () => {
    const courier = orderWhere(
      'an order a courier delivers',
      (order) =>
        !!order.deliveryJob?.primaryDeliveryMethod &&
        order.deliveryJob.primaryDeliveryMethod !== 'restaurant_managed',
    );
    expect(toOrderMoney(courier, null).delivery).toBeNull();
    const job = courier.deliveryJob;
    if (!job) throw new Error('a delivery job');
    const own: Order = {
      ...courier,
      priceDelivery: 990,
      deliveryJob: { ...job, primaryDeliveryMethod: 'restaurant_managed' },
    };
    expect(toOrderMoney(own, null).delivery).toBe(990);
    expect(toOrderMoney({ ...courier, priceDelivery: undefined, deliveryJob: null }, null).delivery).toBe(0);
  });

  it('reads the items, paid shares and total of a sandbox order', () => {
    const order = orderWhere(
      'a company order with a coupon',
      (candidate) => (candidate.priceSumFirm ?? 0) > 0 && (candidate.priceCouponDiscount ?? 0) > 0,
    );
    const money = toOrderMoney(order, null);
    expect(money.items).toBe(order.priceSumItems);
    expect(money.userPaid).toBe(order.priceSumUser);
    expect(money.companyPaid).toBe(order.priceSumFirm);
    expect(money.discount).toBeGreaterThanOrEqual(order.priceCouponDiscount ?? 0);
    expect(money.total).toBeGreaterThan(0);
  });

  it('shows the service fee (with VAT, rounded) only for a company that shows it', () => {
    const order = { ...orderWhere('an order', () => true), priceSumFirm: 2500 };
    expect(toOrderMoney(order, null).serviceFee).toBeNull();
    const hidden = { isServiceFeeVisible: false, serviceFeePercent: 0.1 };
    expect(toOrderMoney(order, hidden).serviceFee).toBeNull();
    // 2500 × 10 % × 1.27 VAT = 317.5 → 318.
    expect(toOrderMoney(order, { isServiceFeeVisible: true, serviceFeePercent: 0.1 }).serviceFee).toBe(318);
    expect(
      toOrderMoney({ ...order, priceSumFirm: 0 }, { isServiceFeeVisible: true, serviceFeePercent: 0.1 })
        .serviceFee,
    ).toBe(0);
  });

  it('does not change the order it reads', () => {
    const order = orderWhere('an order', () => true);
    const before = structuredClone(order);
    toOrderMoney(order, { isServiceFeeVisible: true, serviceFeePercent: 0.1 });
    toAutomatedJob(order);
    toInvoiceBlocks(order);
    toFullRefundItems(order);
    expect(order).toEqual(before);
  });
});

describe('toFullRefundItems', () => {
  it('cancels every unit not yet refunded, and leaves out what a refund already covered', async () => {
    const start = orderWhere(
      'an order with a meal of quantity 2 or more and another meal',
      (order) => order.meals.length >= 2 && order.meals.some((meal) => meal.quantity >= 2),
    );
    expect(toFullRefundItems(start)).toEqual(
      start.meals.map((meal) => ({ item: meal.id, quantity: meal.quantity })),
    );
    const [first, second] = [...start.meals].sort((a, b) => b.quantity - a.quantity);
    if (!first || !second) throw new Error('two meals');
    await refundOrder(client, start.id, {
      items: [
        { item: first.id, quantity: 1, reason: 'food_quality' },
        { item: second.id, quantity: second.quantity, reason: 'food_quality' },
      ],
      reason: 'food_quality',
      refundOnBehalf: 'platform',
    });
    const after = await getOrder(client, start.id);
    const items = toFullRefundItems(after);
    expect(items).toContainEqual({ item: first.id, quantity: first.quantity - 1 });
    expect(items.map((line) => line.item)).not.toContain(second.id);
  });

  it('has nothing left to refund on an order refunded in full', () => {
    const order = orderWhere('an order', () => true);
    const refunded = {
      ...order,
      meals: order.meals.map((meal) => ({ ...meal, refundedQuantity: meal.quantity })),
    };
    expect(toFullRefundItems(refunded)).toEqual([]);
  });
});

describe('toInvoiceBlocks', () => {
  it('lists supplier, commission and sales invoices, then the additional ones numbered from 1', () => {
    const order = orderWhere('an order with invoice data', (candidate) => !!candidate.supplierInvoice);
    const extra = { invoiceNumber: 'EXTRA-1', net: 100, vat: 27, gross: 127 };
    const blocks = toInvoiceBlocks({
      ...order,
      additionalInvoices: [extra, { ...extra, invoiceNumber: 'EXTRA-2' }],
    });
    const kinds = blocks.map(({ kind, index }) => `${kind}${index}`);
    expect(kinds.slice(-2)).toEqual(['additional1', 'additional2']);
    expect(kinds[0]).toBe('supplier0');
    const order3 = kinds.filter((kind) => !kind.startsWith('additional'));
    expect(order3).toEqual(['supplier0', 'commission0', 'sales0'].filter((kind) => order3.includes(kind)));
    expect(blocks[0]?.block).toEqual(order.supplierInvoice);
  });

  it('has no blocks for an order without invoice data', () => {
    const order = orderWhere('an order', () => true);
    expect(
      toInvoiceBlocks({
        ...order,
        supplierInvoice: null,
        commissionInvoice: null,
        salesInvoice: null,
        additionalInvoices: null,
      }),
    ).toEqual([]);
  });
});

describe('toAutomatedJob', () => {
  const steps = (done: boolean[]) => ({ channel: { steps: done.map((flag) => ({ done: flag })) } });

  it.each([
    ['no automated job', null, null],
    ['an unknown job state', { status: 'queued', data: steps([true]) }, null],
    ['a job without steps', { status: 'halted' }, { state: 'halted' }],
    [
      'a job with 2 of 3 steps done',
      { status: 'working', data: steps([true, true, false]) },
      { state: 'working', progress: { done: 2, total: 3 } },
    ],
    [
      'a finished job',
      { status: 'done', data: steps([true, true]) },
      { state: 'done', progress: { done: 2, total: 2 } },
    ],
    [
      'a failed job before any step',
      { status: 'error', data: steps([false]) },
      { state: 'error', progress: { done: 0, total: 1 } },
    ],
  ] as const)('shows %s', (_name, restaurantData, expected) => {
    const order = orderWhere(
      'a restaurant order',
      (candidate) => (candidate.canteenRules ?? []).length === 0,
    );
    expect(
      toAutomatedJob({ ...order, restaurantData: restaurantData === null ? null : { ...restaurantData } }),
    ).toEqual(expected);
  });

  it('counts confirmed cutoffs over all cutoffs on a multi-cutoff canteen order (the seed has one of two confirmed)', () => {
    const canteen = orderWhere(
      'a two-cutoff canteen order',
      (order) => (order.canteenRules ?? []).length > 1,
    );
    const withJob = { ...canteen, restaurantData: { status: 'working', data: steps([true, true, true]) } };
    expect(toAutomatedJob(withJob)).toEqual({ state: 'working', progress: { done: 1, total: 2 } });
  });
});

describe('toCourierStatus', () => {
  it.each([
    ['its own courier status', { status: 'in_progress', courierStatus: 'picking' }, 'picking'],
    ['searching while in progress without one', { status: 'in_progress', courierStatus: null }, 'searching'],
    ['nothing for another job status without one', { status: 'queued', courierStatus: null }, null],
    ['nothing without a delivery job', null, null],
  ] as const)('shows %s', (_name, job, expected) => {
    expect(toCourierStatus(job)).toBe(expected);
  });

  it('reads the courier status of a sandbox delivery job', () => {
    const order = orderWhere(
      'an order with a courier status',
      (candidate) => !!candidate.deliveryJob?.courierStatus,
    );
    expect(toCourierStatus(order.deliveryJob)).toBe(order.deliveryJob?.courierStatus);
  });
});
