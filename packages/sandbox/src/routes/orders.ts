import { COURIER_GROUPS, LIMITS, canEditExpenseCodes, isInCourierGroup } from '@backoffice/domain';
import type {
  CancelPayload,
  CourierGroup,
  ExpenseCodeConfig,
  ExpenseCodeEntry,
  Refund,
} from '@backoffice/domain';
import type { Context, Hono } from 'hono';

import { auditChanges, auditedOrderFields, recordAudit } from '../audit.js';
import type { Principal, SandboxContext, SandboxEnv } from '../context.js';
import { holds, principalOf, readBody, requireRole } from '../context.js';
import { filterList } from '../filters.js';
import type { FilterConfig } from '../filters.js';
import { API, ApiProblem, ValidationProblem, hydraCollection, hydraView, idOf } from '../hydra.js';
import { contentDisposition } from '../lib/contentDisposition.js';
import { tokenMatches } from '../lib/crypto.js';
import { createDeliveryJob, createOrder, unitPrice } from '../orderFactory.js';
import {
  canSeeOrder,
  companyIdOf,
  deliveryJobChanged,
  findOrder,
  jobStatusFor,
  orderFor,
  orderChanged,
  renderDeliveryJob,
  orderView,
  renderOrder,
  renderSubOrder,
  restaurantIdOf,
} from '../orderService.js';
import { writeViolations } from '../schemas.js';
import type { StoredOrder, StoredRecord } from '../store.js';
import { cancelViolations, costCodeViolations, normalizedRefund, refundViolations } from '../validation.js';

const ORDER_FILTERS: FilterConfig = {
  strategies: {
    id: 'exact',
    status: 'exact',
    restaurant: 'exact',
    company: 'exact',
    paymentMethod: 'exact',
    identifier: 'partial',
    'deliveryJob.courierStatus': 'exact',
    'deliveryJob.status': 'exact',
    'deliveryAddressDetails.city': 'exact',
  },
  defaultOrder: ['createdAt', 'desc'],
  reserved: ['activeOrders', 'ids', 'deliverectError', 'deliveryStatus'],
  searchFields: ['identifier', 'deliveryName', 'restaurantName', 'companyName', 'userProfile.lastName'],
};

/** The longest preparation time an approval takes: a day, in minutes. */
export const MAX_PREPARATION_MINUTES = 24 * 60;

const isCourierGroup = (value: string): value is CourierGroup =>
  (COURIER_GROUPS as readonly string[]).includes(value);

function scopedOrders(ctx: SandboxContext, principal: Principal, search: URLSearchParams): StoredOrder[] {
  if (!holds(principal, 'ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_RESTAURANT'))
    throw new ApiProblem(403, 'Access Denied.');
  let orders = ctx.store.orders().filter((order) => canSeeOrder(principal, order));
  if (search.get('activeOrders') === 'true' || search.get('activeOrders') === '1') {
    orders = orders.filter(
      (order) =>
        (order.status === 'new' || order.status === 'approved') && order.isActiveForRestaurant === true,
    );
  }
  const ids = [...search.getAll('ids[]'), ...search.getAll('ids')];
  if (ids.length > 0) orders = orders.filter((order) => ids.includes(order.id));
  const deliverectError = search.get('deliverectError');
  if (deliverectError === 'true') orders = orders.filter((order) => Boolean(order.deliverectError));
  if (deliverectError === 'false') orders = orders.filter((order) => !order.deliverectError);
  const group = search.get('deliveryStatus');
  if (group) {
    if (!isCourierGroup(group)) throw new ApiProblem(400, `Unknown delivery status group "${group}".`);
    orders = orders.filter((order) => {
      const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
      return isInCourierGroup(String(job?.courierStatus ?? order.status), group);
    });
  }
  return orders;
}

function listOrders(ctx: SandboxContext, principal: Principal, url: URL, path: string) {
  const search = url.searchParams;
  const orders = new Map<Record<string, unknown>, StoredOrder>();
  for (const order of scopedOrders(ctx, principal, search))
    orders.set(orderView(ctx, principal, order), order);
  const page = filterList([...orders.keys()], search, ORDER_FILTERS, LIMITS.defaultPageSize);
  return hydraCollection(
    'Order',
    path,
    page.members.flatMap((view) => {
      const order = orders.get(view);
      return order ? [orderFor(principal, renderOrder(ctx, order), order)] : [];
    }),
    page.total,
    hydraView(path, search, page.page, page.lastPage),
  );
}

/** Only the restaurant admin of the order's restaurant, or a super admin, handles an order. */
function requireOrderHandler(principal: Principal, order: StoredOrder): void {
  if (holds(principal, 'ROLE_ADMIN')) return;
  if (holds(principal, 'ROLE_RESTAURANT') && principal.restaurants.includes(restaurantIdOf(order))) return;
  throw new ApiProblem(403, 'Access Denied.');
}

function asRefund(body: Record<string, unknown>): Refund {
  const items = Array.isArray(body.items) ? body.items : [];
  return {
    items: items.map((entry: unknown) => {
      const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      return {
        item: typeof item.item === 'number' || typeof item.item === 'string' ? item.item : '',
        quantity: typeof item.quantity === 'number' ? item.quantity : Number.NaN,
        reason: typeof item.reason === 'string' ? item.reason : null,
      };
    }),
    amount: typeof body.amount === 'number' ? body.amount : body.amount == null ? null : Number.NaN,
    reason: typeof body.reason === 'string' ? body.reason : null,
    refundOnBehalf:
      typeof body.refundOnBehalf === 'string' ? (body.refundOnBehalf as Refund['refundOnBehalf']) : null,
  };
}

/** The money refunded on an order so far. */
function refundedSoFar(order: StoredOrder): number {
  const refunds = Array.isArray(order.refund) ? (order.refund as unknown[]) : [];
  return refunds.reduce<number>((sum, entry) => {
    const { company_amount: company, user_amount: user } = (entry ?? {}) as Record<string, unknown>;
    return sum + (typeof company === 'number' ? company : 0) + (typeof user === 'number' ? user : 0);
  }, 0);
}

/** The money of a refund's items at their unit price. */
function itemsMoney(order: StoredOrder, refund: Refund): number {
  return refund.items.reduce((sum, item) => {
    const meal = order.meals.find((candidate) => String(candidate.id) === String(item.item));
    return sum + (meal ? unitPrice(meal) * item.quantity : 0);
  }, 0);
}

/** What is left to refund of an order: its total less the refunds so far. */
const leftToRefund = (order: StoredOrder) => Math.max(0, (order.priceTotal ?? 0) - refundedSoFar(order));

/**
 * Throws 400 when a refund would take the refunds of an order past its total. Items are refunded at most up to
 * what is left (a discounted order's items add up to more than it cost); an amount on top must fit in what is left.
 */
function checkRefundTotal(order: StoredOrder, refund: Refund): void {
  const left = leftToRefund(order);
  const items = itemsMoney(order, refund);
  const amount = refund.amount ?? 0;
  const over = amount > 0 ? Math.min(items, left) + amount > left : items > 0 && left === 0;
  if (over) {
    throw new ValidationProblem([
      {
        propertyPath: amount > 0 ? 'amount' : 'items',
        message: `The refunds would add up to more than the order total (${order.priceTotal ?? 0}); ${left} is left to refund.`,
      },
    ]);
  }
}

/** The money of a refund, split between the company and the user in the proportion they paid. */
function refundAmounts(order: StoredOrder, refund: Refund): { company_amount: number; user_amount: number } {
  const total = Math.min(itemsMoney(order, refund) + (refund.amount ?? 0), leftToRefund(order));
  const paid = order.priceTotal ?? 0;
  const companyShare = paid > 0 ? (order.priceSumFirm ?? 0) / paid : 0;
  const company = Math.round(total * companyShare);
  return { company_amount: company, user_amount: total - company };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One CSV cell. Text that a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so that opening an export never runs what a user typed into a name (OWASP
 * CSV injection); numbers stay numbers.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text from rows. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function emailPreview(order: StoredOrder): string {
  const lines = order.meals
    .map(
      (meal) =>
        `<tr><td>${meal.quantity} ×</td><td>${escapeHtml(meal.name)}</td><td>${unitPrice(meal) * meal.quantity} ${order.currency ?? 'HUF'}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>Order confirmation</title></head><body>',
    `<h1>Order ${escapeHtml(order.identifier)}</h1>`,
    `<p>Restaurant: ${escapeHtml(order.restaurantName ?? '')}</p>`,
    `<p>Delivery: ${escapeHtml(order.deliveryFullAddress ?? '')}, ${escapeHtml(order.requiredDeliveryTime ?? '')}</p>`,
    `<table>${lines}</table>`,
    `<p><strong>Total: ${order.priceTotal ?? 0} ${order.currency ?? 'HUF'}</strong></p>`,
    '</body></html>',
  ].join('');
}

/** The cost-code configuration of an order: its allowance rule or its cloud canteen. */
function expenseConfigOf(ctx: SandboxContext, order: StoredOrder): ExpenseCodeConfig {
  const ruleId = order.selectedExpenseRuleId;
  if (ruleId !== null && ruleId !== undefined) {
    const rule = ctx.store.get('company-allowances', ruleId);
    if (rule) return rule as ExpenseCodeConfig;
  }
  const canteenId = order.cloudcanteen?.id;
  if (canteenId !== undefined) {
    const canteen = ctx.store.get('cloud-canteens', canteenId);
    if (canteen) return canteen as ExpenseCodeConfig;
  }
  return {};
}

function asExpenseRows(value: unknown, field: string): ExpenseCodeEntry[] {
  if (!Array.isArray(value)) {
    throw new ValidationProblem([
      { propertyPath: field, message: 'This value should be a list of cost-code rows.' },
    ]);
  }
  return value.map((entry: unknown) => {
    const row = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const codes = (typeof row.codes === 'object' && row.codes !== null ? row.codes : {}) as Record<
      string,
      unknown
    >;
    return {
      codes: Object.fromEntries(
        Object.entries(codes).map(([key, code]) => [key, typeof code === 'string' ? code : '']),
      ),
      distribution: typeof row.distribution === 'number' ? row.distribution : Number(row.distribution),
    };
  });
}

/** GET /orders, /orders/v2, /orders/{id} and every order action of section 7. */
export function registerOrders(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.get(`${API}/orders`, (c) =>
    c.json(listOrders(ctx, principalOf(c), new URL(c.req.url), `${API}/orders`)),
  );
  app.get(`${API}/orders/v2`, (c) =>
    c.json(listOrders(ctx, principalOf(c), new URL(c.req.url), `${API}/orders/v2`)),
  );

  app.get(`${API}/orders/export`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const search = new URL(c.req.url).searchParams;
    const rendered = scopedOrders(ctx, principal, search).map((order) => renderOrder(ctx, order));
    const all = new URLSearchParams(search);
    all.set('itemsPerPage', '100');
    const rows: unknown[][] = [
      [
        'id',
        'identifier',
        'status',
        'createdAt',
        'requiredDeliveryTime',
        'restaurant',
        'company',
        'customer',
        'priceTotal',
        'currency',
        'courierStatus',
      ],
    ];
    let page = 1;
    for (;;) {
      all.set('page', String(page));
      const result = filterList(rendered, all, ORDER_FILTERS);
      for (const order of result.members) {
        const job = order.deliveryJob as { courierStatus?: string } | null;
        const profile = order.userProfile as { firstName?: string; lastName?: string } | null;
        rows.push([
          order.id,
          order.identifier,
          order.status,
          order.createdAt,
          order.requiredDeliveryTime,
          order.restaurantName,
          order.companyName,
          profile ? `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() : order.deliveryName,
          order.priceTotal,
          order.currency,
          job?.courierStatus ?? '',
        ]);
      }
      if (page >= result.lastPage) break;
      page += 1;
    }
    const date = ctx.now().toISOString().slice(0, 10);
    return c.body(toCsv(rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', `orders-export-${date}.csv`),
    });
  });

  app.get(`${API}/orders/:id`, (c) => {
    const id = c.req.param('id');
    const order = findOrder(ctx, principalOf(c), id);
    const suffix = id.includes('-') ? Number(id.split('-')[1]) : undefined;
    if (suffix !== undefined) {
      if (!Number.isInteger(suffix)) throw new ApiProblem(404, 'Not Found');
      return c.json(orderFor(principalOf(c), renderSubOrder(ctx, order, suffix), order));
    }
    return c.json(orderFor(principalOf(c), renderOrder(ctx, order), order));
  });

  // Approve from the back-office (bearer) or from the restaurant's public link (the order's token): one path.
  const approve = (order: StoredOrder, body: Record<string, unknown>, principal?: Principal) => {
    const delivery = (
      typeof body.delivery === 'object' && body.delivery !== null ? body.delivery : {}
    ) as Record<string, unknown>;
    const minutes = delivery.preparation_time;
    if (order.status === 'approved') return { ...renderOrder(ctx, order), already_approved: true };
    if (order.status !== 'new') {
      throw new ApiProblem(400, `The order cannot be approved in status ${order.status}.`);
    }
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < 0 ||
      minutes > MAX_PREPARATION_MINUTES
    ) {
      throw new ValidationProblem([
        {
          propertyPath: 'delivery.preparation_time',
          message: `The preparation time must be a whole number of minutes from 0 to ${MAX_PREPARATION_MINUTES}.`,
        },
      ]);
    }
    // Everything is worked out before the order changes, so that a refusal leaves it as it was.
    const now = ctx.now();
    const startPrepareAt = now.toISOString();
    const startDeliveryAt = new Date(now.getTime() + minutes * 60_000).toISOString();
    const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
    const before = auditedOrderFields(order);
    order.status = 'approved';
    order.isConfirmed = true;
    order.startPrepareAt = startPrepareAt;
    order.startDeliveryAt = startDeliveryAt;
    order.sentRatio = 1;
    if (job) {
      job.preparationTime = minutes;
      job.pickupTime = order.startDeliveryAt;
      if (job.courierStatus === 'new') {
        job.courierStatus = 'initialized';
        job.status = 'initialized';
      }
    }
    const params = (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<
      string,
      unknown
    >;
    const source = params.approve_source === 'restaurant_admin' ? 'restaurant_admin' : 'admin';
    orderChanged(ctx, order, 'update', `approved:${source}`, principal);
    recordAudit(ctx, {
      entityType: 'orders',
      entityId: order.id,
      action: 'update',
      changes: auditChanges(before, auditedOrderFields(order)),
      principal,
    });
    if (job) deliveryJobChanged(ctx, job, 'update');
    return renderOrder(ctx, order);
  };

  app.put(`${API}/orders/:id/approve`, async (c) => {
    const principal = principalOf(c);
    const order = findOrder(ctx, principal, c.req.param('id'));
    requireOrderHandler(principal, order);
    return c.json(approve(order, await readBody(c), principal));
  });

  app.get(`${API}/public/orders/:id`, (c) => {
    const order = ctx.store.order(c.req.param('id'));
    if (!order || !tokenMatches(c.req.query('token'), order.token)) throw new ApiProblem(404, 'Not Found');
    return c.json(renderOrder(ctx, order));
  });

  app.put(`${API}/public/orders/:id/approve`, async (c) => {
    const order = ctx.store.order(c.req.param('id'));
    if (!order || !tokenMatches(c.req.query('token'), order.token)) throw new ApiProblem(404, 'Not Found');
    return c.json(approve(order, await readBody(c)));
  });

  app.put(`${API}/orders/:id/preparation-confirm`, (c) => {
    const principal = principalOf(c);
    const order = findOrder(ctx, principal, c.req.param('id'));
    requireOrderHandler(principal, order);
    if (order.status !== 'approved') {
      throw new ApiProblem(
        400,
        `Only an approved order can be confirmed as prepared (status ${order.status}).`,
      );
    }
    order.preparationConfirmed = true;
    order.isActiveForRestaurant = false;
    orderChanged(ctx, order, 'update', 'preparation-confirmed', principal);
    return c.json(renderOrder(ctx, order));
  });

  app.put(`${API}/orders/:id/cancel`, async (c) => {
    const principal = principalOf(c);
    const order = findOrder(ctx, principal, c.req.param('id'));
    requireOrderHandler(principal, order);
    const body = await readBody(c);
    const payload: CancelPayload = {
      reasonType:
        typeof body.reasonType === 'string' ? (body.reasonType as CancelPayload['reasonType']) : null,
      reason: typeof body.reason === 'string' ? body.reason : null,
      cancelEmailText: typeof body.cancelEmailText === 'string' ? body.cancelEmailText : null,
      refundReason:
        typeof body.refundReason === 'string' ? (body.refundReason as CancelPayload['refundReason']) : null,
      refundReasonText: typeof body.refundReasonText === 'string' ? body.refundReasonText : null,
      refundOnBehalf:
        typeof body.refundOnBehalf === 'string'
          ? (body.refundOnBehalf as CancelPayload['refundOnBehalf'])
          : null,
    };
    const violations = cancelViolations(payload, order.priceSumFirm ?? 0);
    if (violations.length > 0) throw new ValidationProblem(violations);
    if (order.status === 'cancelled' || order.status === 'cancelled-after-approval') {
      throw new ApiProblem(400, 'The order has already been cancelled.');
    }
    if (order.status === 'init-payment')
      throw new ApiProblem(400, 'The order cannot be cancelled while its payment is pending.');
    const wasApproved = order.status === 'approved';
    order.status = wasApproved ? 'cancelled-after-approval' : 'cancelled';
    order.isActiveForRestaurant = false;
    order.adminCancelReasonType = payload.reasonType ?? null;
    order.adminCancelReason = payload.reason ?? null;
    order.cancelReason =
      payload.reasonType === 'other' ? (payload.reason ?? null) : (payload.reasonType ?? null);
    const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
    if (job) {
      job.courierStatus = wasApproved ? 'cancelled_after_approval' : 'cancelled';
      job.status = 'cancelled';
    }
    orderChanged(ctx, order, 'update', order.status, principal);
    if (job) deliveryJobChanged(ctx, job, 'update');
    return c.json(renderOrder(ctx, order));
  });

  app.put(`${API}/orders/:id/refund-order/calculate`, async (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    const refund = normalizedRefund(asRefund(await readBody(c)));
    const violations = refundViolations(refund, order.meals);
    if (violations.length > 0) throw new ValidationProblem(violations);
    checkRefundTotal(order, refund);
    return c.json(refundAmounts(order, refund));
  });

  const refundHandler = async (c: Context<SandboxEnv>) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id') ?? '');
    const refund = normalizedRefund(asRefund(await readBody(c)));
    const violations = refundViolations(refund, order.meals);
    if (violations.length > 0) throw new ValidationProblem(violations);
    checkRefundTotal(order, refund);
    const amounts = refundAmounts(order, refund);
    for (const item of refund.items) {
      const meal = order.meals.find((candidate) => String(candidate.id) === String(item.item));
      if (meal) meal.refundedQuantity = (meal.refundedQuantity ?? 0) + item.quantity;
    }
    const previous = Array.isArray(order.refund) ? order.refund : [];
    order.refund = [...previous, { ...refund, ...amounts, createdAt: ctx.now().toISOString() }];
    orderChanged(ctx, order, 'update', 'refunded', principal);
    return c.json(renderOrder(ctx, order));
  };
  app.put(`${API}/orders/:id/refund`, refundHandler);
  app.put(`${API}/orders/:id/refund-order`, refundHandler);

  app.put(`${API}/orders/:id/re-order`, async (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const original = findOrder(ctx, principal, c.req.param('id'));
    const body = await readBody(c);
    if (typeof body.reason !== 'string' || body.reason.trim() === '') {
      throw new ValidationProblem([{ propertyPath: 'reason', message: 'This value should not be blank.' }]);
    }
    const now = ctx.now();
    const copy = createOrder(ctx.store, ctx.random, {
      restaurantId: restaurantIdOf(original),
      createdAt: now,
      requiredDeliveryTime: new Date(now.getTime() + 60 * 60_000),
      status: 'new',
      companyId: companyIdOf(original) ?? null,
      courierStatus: original.deliveryJobId ? 'new' : null,
      now,
    });
    copy.meals = original.meals.map((meal, index) => ({
      ...meal,
      id: `${copy.id}-m${index + 1}`,
      refundedQuantity: 0,
    }));
    Object.assign(copy, {
      mealsQuantity: original.mealsQuantity,
      priceSum: original.priceSum,
      priceSumItems: original.priceSumItems,
      supplierPriceSumItems: original.supplierPriceSumItems,
      priceDelivery: original.priceDelivery,
      priceSumUser: original.priceSumUser,
      priceSumFirm: original.priceSumFirm,
      priceTotal: original.priceTotal,
      userProfile: original.userProfile,
      deliveryName: original.deliveryName,
      deliveryFullAddress: original.deliveryFullAddress,
      phone: original.phone,
      comment: `Re-order of ${original.identifier}: ${body.reason}`,
    });
    orderChanged(ctx, copy, 'create', 're-order', principal);
    return c.json(renderOrder(ctx, copy), 201);
  });

  app.get(`${API}/orders/:id/confirmation-email-preview`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN', 'ROLE_COMPANY');
    const order = findOrder(ctx, principal, c.req.param('id'));
    return c.json({ html: emailPreview(order) });
  });

  app.post(`${API}/orders/:id/resend-email`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    order.restaurantEmailStatus = 'sent';
    order.restaurantEmailErrorCount = 0;
    orderChanged(ctx, order, 'update', 'email-resent', principal);
    ctx.log(`[sandbox] order e-mail of ${order.identifier} resent`);
    return c.json({ success: true });
  });

  app.put(`${API}/orders/:id/send-out/:product`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
    if (!job) throw new ApiProblem(400, 'The order has no delivery job to send out.');
    if (job.status !== 'initialized') {
      throw new ApiProblem(400, `The delivery job cannot be sent out in status ${job.status ?? 'unknown'}.`);
    }
    const product = c.req.param('product');
    job.activeDeliveryMethod = product;
    job.deliveryMethod = product;
    job.courierStatus = 'queued';
    job.status = jobStatusFor('queued');
    deliveryJobChanged(ctx, job, 'update');
    return c.json(renderOrder(ctx, order));
  });

  app.get(`${API}/orders/:id/default-delivery-job-values`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    const restaurant = ctx.store.get('restaurants', restaurantIdOf(order));
    const setting = (restaurant?.deliverySetting ?? {}) as { defaultPreparationTime?: number };
    const required = new Date(order.requiredDeliveryTime ?? order.createdAt);
    return c.json({
      order: `${API}/orders/${order.id}`,
      deliveryMethod: 'wolt',
      vehicleType: 'bicycle',
      priority: 0,
      preparationTime: setting.defaultPreparationTime ?? 20,
      pickupTime: new Date(required.getTime() - 25 * 60_000).toISOString(),
      pickupAddress: restaurant?.pickupInformation ?? null,
      dropoffAddress: {
        fullAddress: order.deliveryFullAddress,
        city: order.deliveryAddressDetails?.city ?? null,
      },
      disableAutoCreate: false,
    });
  });

  app.put(`${API}/orders/:id/clear-delivery-warnings`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    order.warning = null;
    order.warnings = [];
    const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
    if (job) {
      job.warnings = [];
      ctx.store.changed('delivery-jobs', job.id);
    }
    orderChanged(ctx, order, 'update', 'warnings-cleared', principal);
    return c.json(renderOrder(ctx, order));
  });

  app.get(`${API}/orders/:id/download/meal-info-list`, (c) => {
    const order = findOrder(ctx, principalOf(c), c.req.param('id'));
    const rows: unknown[][] = [['meal', 'quantity', 'refundedQuantity', 'options', 'labelCodes']];
    for (const meal of order.meals) {
      rows.push([
        meal.name,
        meal.quantity,
        meal.refundedQuantity ?? 0,
        (meal.children ?? []).map((child) => child.name ?? '').join(' | '),
        (meal.labelCode ?? []).join(' '),
      ]);
    }
    return c.body(toCsv(rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', `meal-info-${order.identifier}.csv`),
    });
  });

  app.put(`${API}/orders/:id/update-proof-of-delivery`, async (c) => {
    const principal = principalOf(c);
    const order = findOrder(ctx, principal, c.req.param('id'));
    requireOrderHandler(principal, order);
    const body = await readBody(c);
    Object.assign(order, {
      proofOfDelivery:
        typeof body.proofOfDelivery === 'string' ? body.proofOfDelivery : ctx.now().toISOString(),
    });
    orderChanged(ctx, order, 'update', 'proof-of-delivery', principal);
    return c.json(renderOrder(ctx, order));
  });

  app.put(`${API}/orders/:id/deliverect-cancel`, (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    order.deliverectError = null;
    order.restaurantData = { ...(order.restaurantData ?? {}), status: 'halted' };
    orderChanged(ctx, order, 'update', 'deliverect-cancelled', principal);
    return c.json(renderOrder(ctx, order));
  });

  app.post(`${API}/orders/:id/send-to-courier-provider`, async (c) => {
    const principal = principalOf(c);
    requireRole(principal, 'ROLE_ADMIN');
    const order = findOrder(ctx, principal, c.req.param('id'));
    const body = await readBody(c);
    const method = typeof body.deliveryMethod === 'string' ? body.deliveryMethod.trim() : '';
    const errors: string[] = [];
    if (!method) errors.push('deliveryMethod: This value should not be blank.');
    if (order.status === 'cancelled' || order.status === 'cancelled-after-approval')
      errors.push('The order is cancelled.');
    if (order.status === 'init-payment') errors.push('The order is waiting for its payment.');
    const given = Object.fromEntries(
      ['deliveryMethod', 'vehicleType', 'priority']
        .filter((key) => body[key] !== undefined)
        .map((key) => [key, body[key]]),
    );
    for (const violation of writeViolations('delivery-jobs', undefined, given, given as StoredRecord, 'all'))
      errors.push(`${violation.propertyPath}: ${violation.message}`);
    if (errors.length > 0) return c.json({ success: false, errors }, 400);
    let job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
    const created = !job;
    if (!job) {
      job = createDeliveryJob(ctx.store, order, 'initialized', false, 20);
      order.deliveryJobId = job.id;
    }
    job.deliveryMethod = method;
    job.activeDeliveryMethod = method;
    job.primaryDeliveryMethod = method;
    if (typeof body.vehicleType === 'string') job.vehicleType = body.vehicleType;
    if (typeof body.priority === 'number') {
      job.priority = body.priority;
      job.isPriority = body.priority > 0;
    }
    job.courierStatus = 'queued';
    job.status = 'queued';
    deliveryJobChanged(ctx, job, created ? 'create' : 'update');
    return c.json({ success: true });
  });

  app.put(`${API}/orders/:id`, async (c) => {
    const principal = principalOf(c);
    const order = findOrder(ctx, principal, c.req.param('id'));
    const mayEdit = holds(principal, 'ROLE_ADMIN') || canEditExpenseCodes(principal.roles);
    if (!mayEdit) throw new ApiProblem(403, 'Access Denied.');
    const body = await readBody(c);
    const config = expenseConfigOf(ctx, order);
    // Both fields are checked before either is stored.
    const accepted: Array<['costCode' | 'expenseCode', ExpenseCodeEntry[]]> = [];
    for (const field of ['costCode', 'expenseCode'] as const) {
      if (!(field in body) || body[field] === null) continue;
      const rows = asExpenseRows(body[field], field);
      const violations = costCodeViolations(rows, config, field, holds(principal, 'ROLE_ADMIN'));
      if (violations.length > 0) throw new ValidationProblem(violations);
      accepted.push([field, rows]);
    }
    for (const [field, rows] of accepted) order[field] = rows;
    orderChanged(ctx, order, 'update', 'cost-code', principal);
    return c.json(orderFor(principal, renderOrder(ctx, order), order));
  });
}

/** The delivery job of an order as JSON, for modules that answer jobs. */
export function orderJob(ctx: SandboxContext, order: StoredOrder): Record<string, unknown> | null {
  const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
  return job ? renderDeliveryJob(job) : null;
}

/** Exposed for the delivery-job module: the id of a referenced order. */
export const orderIdOf = idOf;
