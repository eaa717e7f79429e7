import type { CourierStatus, OrderStatus } from '@backoffice/domain';

import type { Principal, SandboxContext } from './context.js';
import { holds } from './context.js';
import { COURIER_FLOW } from './courierFlow.js';
import { ApiProblem, iri } from './hydra.js';
import { createOrder } from './orderFactory.js';
import { DEMO_RESTAURANT_ID } from './seed.js';
import type { StoredDeliveryJob, StoredOrder, StoredRecord } from './store.js';

/** The restaurant id of an order. */
export function restaurantIdOf(order: StoredOrder): number {
  return typeof order.restaurant === 'object' && order.restaurant
    ? Number(order.restaurant.id)
    : Number(order.restaurant);
}

/** The company id of an order, or undefined. */
export function companyIdOf(order: StoredOrder): number | undefined {
  if (typeof order.company === 'object' && order.company) return Number(order.company.id);
  return undefined;
}

/** A delivery job as the API answers it. */
export function renderDeliveryJob(job: StoredDeliveryJob): Record<string, unknown> {
  return {
    '@id': iri('delivery-jobs', job.id),
    '@type': 'DeliveryJob',
    ...job,
    primaryMethod: job.primaryDeliveryMethod,
  };
}

/**
 * What the public `delivery-jobs` channel says about a job: its id, statuses and the ids of its orders, nothing
 * else (anyone may subscribe to a public channel; the data itself stays behind REST and the private channels).
 */
export function deliveryJobSummary(job: StoredDeliveryJob): Record<string, unknown> {
  return {
    id: job.id,
    status: job.status ?? null,
    courierStatus: job.courierStatus ?? null,
    orders: [...job.orders],
  };
}

/** What the public `orders` channel says about an order: its id and status. */
export function orderSummary(order: StoredOrder): Record<string, unknown> {
  return { id: order.id, status: order.status };
}

/** An order's delivery job as the API embeds it in the order, or null. */
function embeddedJob(ctx: SandboxContext, order: StoredOrder): Record<string, unknown> | null {
  const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
  return job ? renderDeliveryJob(job) : null;
}

/** An order as the API answers it: the Order type's fields, the delivery job embedded. */
export function renderOrder(ctx: SandboxContext, order: StoredOrder): Record<string, unknown> {
  const { deliveryJobId: _jobId, ...fields } = order;
  return {
    '@id': iri('orders', order.id),
    '@type': 'Order',
    ...fields,
    deliveryJob: embeddedJob(ctx, order),
  };
}

/**
 * The fields one principal may not see of an order, as the values it sees instead: the tokens that open it without
 * a login (its public link, its canteen's label pages) are only for a super admin and the admins of its restaurant.
 */
function hiddenFields(principal: Principal, order: StoredOrder): Record<string, unknown> | null {
  if (holds(principal, 'ROLE_ADMIN')) return null;
  if (holds(principal, 'ROLE_RESTAURANT') && principal.restaurants.includes(restaurantIdOf(order)))
    return null;
  const withoutToken = (value: unknown) =>
    typeof value === 'object' && value !== null ? { ...value, token: null } : value;
  return {
    token: null,
    cloudcanteen: withoutToken(order.cloudcanteen),
    residentialcanteen: withoutToken(order.residentialcanteen),
  };
}

/**
 * An order as one principal may see it: the tokens that open it without a login (its public link, its canteen's
 * label pages) only for a super admin and the admins of its restaurant; a company admin sees the order without them.
 */
export function orderFor(
  principal: Principal,
  json: Record<string, unknown>,
  order: StoredOrder,
): Record<string, unknown> {
  const hidden = hiddenFields(principal, order);
  return hidden ? { ...json, ...hidden } : json;
}

/**
 * An order as a list's filters and sort read it: what `orderFor(principal, renderOrder(ctx, order), order)` answers,
 * read through to the stored order instead of copying its hundred fields. A list filters and sorts every order it
 * may show and renders only the page it answers (issue #22: rendering all 500 orders of the demo data was most of a
 * list request's time). A read-only proxy: the filters read a few fields of each order.
 */
export function orderView(
  ctx: SandboxContext,
  principal: Principal,
  order: StoredOrder,
): Record<string, unknown> {
  // The fields renderOrder lays over the stored ones, and the ones orderFor hides; the job only when read.
  const overlay: Record<string, unknown> = {
    '@id': iri('orders', order.id),
    '@type': 'Order',
    deliveryJobId: undefined,
    get deliveryJob() {
      return embeddedJob(ctx, order);
    },
    ...hiddenFields(principal, order),
  };
  return new Proxy(order as unknown as Record<string, unknown>, {
    get: (target, key) =>
      typeof key === 'string' && key in overlay ? overlay[key] : Reflect.get(target, key),
  });
}

/** The sub-order of a canteen order for one cutoff (id `{base}-{n}`, 1-based). */
export function renderSubOrder(
  ctx: SandboxContext,
  order: StoredOrder,
  index: number,
): Record<string, unknown> {
  const rule = order.canteenRules?.[index - 1];
  if (!rule) throw new ApiProblem(404, 'Not Found');
  const summary = order.canteenSubOrdersByCutoff?.[index - 1];
  const confirmed = (order.canteenData?.collected_orders_notification ?? []).some(
    (entry) => entry.cutoffTime === rule.cutoffTime,
  );
  const id = `${order.id}-${index}`;
  return {
    ...renderOrder(ctx, order),
    '@id': iri('orders', id),
    id,
    baseId: order.id,
    cutoffTime: rule.cutoffTime,
    canteenSuborderForCutoff: rule.cutoffTime,
    isConfirmed: confirmed,
    mealsQuantity: summary?.mealsQuantity ?? order.mealsQuantity,
    priceSumItems: summary?.priceSumItems ?? order.priceSumItems,
    supplierPriceSumItems: summary?.supplierPriceSumItems ?? order.supplierPriceSumItems,
  };
}

/** Whether a principal may see an order (the data scoping of the spec). */
export function canSeeOrder(principal: Principal, order: StoredOrder): boolean {
  if (holds(principal, 'ROLE_ADMIN')) return true;
  if (holds(principal, 'ROLE_COMPANY')) {
    const company = companyIdOf(order);
    if (company !== undefined && principal.companies.includes(company)) return true;
  }
  if (holds(principal, 'ROLE_RESTAURANT') && principal.restaurants.includes(restaurantIdOf(order)))
    return true;
  return false;
}

/** Finds an order the principal may see; 404 when missing, 403 when out of scope. Sub-order ids resolve to the base. */
export function findOrder(ctx: SandboxContext, principal: Principal, id: string): StoredOrder {
  const base = id.split('-')[0] ?? id;
  const order = ctx.store.order(base);
  if (!order) throw new ApiProblem(404, 'Not Found');
  if (!canSeeOrder(principal, order)) throw new ApiProblem(403, 'Access Denied.');
  return order;
}

/** Records an entry of the order history and publishes the change on the realtime channels. */
export function orderChanged(
  ctx: SandboxContext,
  order: StoredOrder,
  kind: 'create' | 'update',
  event: string,
  principal?: Principal,
): void {
  const now = ctx.now().toISOString();
  order.updatedAt = now;
  ctx.store.changed('orders', order.id);
  ctx.store.insert('order-history', {
    id: ctx.store.nextId('order-history'),
    order: iri('orders', order.id),
    orderId: order.id,
    event,
    status: order.status,
    user: principal ? iri('users', principal.userId) : null,
    createdAt: now,
  });
  ctx.realtime.publish('orders', kind === 'create' ? 'create-order' : 'update-order', orderSummary(order));
  ctx.realtime.publish(
    `private-orders-${restaurantIdOf(order)}`,
    kind === 'create' ? 'new-order' : 'update-order',
    renderOrder(ctx, order),
  );
  const canteenId = order.cloudcanteen?.id;
  if (canteenId !== undefined)
    ctx.realtime.publish(`private-cloudcanteens-${canteenId}`, 'update', { id: canteenId });
  const residentialId = order.residentialcanteen?.id;
  if (residentialId !== undefined) {
    ctx.realtime.publish(`private-residentialcanteens-${residentialId}`, 'update', { id: residentialId });
  }
}

/** Publishes a delivery job change and the change of its orders. */
export function deliveryJobChanged(
  ctx: SandboxContext,
  job: StoredDeliveryJob,
  kind: 'create' | 'update',
): void {
  job.updatedAt = ctx.now().toISOString();
  ctx.store.changed('delivery-jobs', job.id);
  ctx.realtime.publish(
    'delivery-jobs',
    kind === 'create' ? 'create-delivery-job' : 'update-delivery-job',
    deliveryJobSummary(job),
  );
  for (const orderId of job.orders) {
    const order = ctx.store.order(orderId);
    if (order) orderChanged(ctx, order, 'update', `delivery-job:${job.courierStatus ?? job.status ?? ''}`);
  }
}

/** The delivery job status that goes with a courier status. */
export function jobStatusFor(courierStatus: CourierStatus): NonNullable<StoredDeliveryJob['status']> {
  if (courierStatus === 'new' || courierStatus === 'initialized') return 'initialized';
  if (courierStatus === 'queued') return 'queued';
  if (courierStatus === 'searching') return 'searching';
  if (courierStatus === 'delivered' || courierStatus === 'finished') return 'delivered';
  if (courierStatus === 'cancelled' || courierStatus === 'cancelled_after_approval') return 'cancelled';
  if (courierStatus === 'error') return 'error';
  return 'in_progress';
}

/**
 * Moves a delivery job one courier status on (the simulator and the demo use this); answers whether it moved.
 * Jobs of orders that are not approved wait.
 */
export function advanceDeliveryJob(ctx: SandboxContext, job: StoredDeliveryJob): boolean {
  const position = (COURIER_FLOW as readonly string[]).indexOf(job.courierStatus ?? 'new');
  if (position < 0 || position >= COURIER_FLOW.length - 1) return false;
  const approved = job.orders.some((id) => ctx.store.order(id)?.status === 'approved');
  if (!approved) return false;
  const next = COURIER_FLOW[position + 1] ?? 'delivered';
  job.courierStatus = next;
  job.status = jobStatusFor(next);
  if (next === 'picking') {
    job.driverName = 'Kurír Kálmán';
    job.driverPhone = '+36301234567';
  }
  if (next === 'delivered') job.dropoffFinishedAt = ctx.now().toISOString();
  deliveryJobChanged(ctx, job, 'update');
  return true;
}

/** Places a new order (as a customer would) at a restaurant; the simulator and POST /sandbox/orders use it. */
export function placeOrder(ctx: SandboxContext, restaurantId: number = DEMO_RESTAURANT_ID): StoredOrder {
  if (!ctx.store.get('restaurants', restaurantId))
    throw new ApiProblem(404, `Restaurant ${restaurantId} not found`);
  const now = ctx.now();
  const order = createOrder(ctx.store, ctx.random, {
    restaurantId,
    createdAt: now,
    requiredDeliveryTime: new Date(now.getTime() + 60 * 60_000),
    status: 'new' satisfies OrderStatus,
    companyId: ctx.random.chance(0.5) ? 1 : null,
    courierStatus: 'new',
    restaurantManaged: false,
    now,
  });
  orderChanged(ctx, order, 'create', 'created');
  const job = order.deliveryJobId ? ctx.store.deliveryJob(order.deliveryJobId) : undefined;
  if (job) ctx.realtime.publish('delivery-jobs', 'create-delivery-job', deliveryJobSummary(job));
  return order;
}

/** Records shown to a principal from a list scoped by company/restaurant references. */
export type RecordFilter = (record: StoredRecord) => boolean;
