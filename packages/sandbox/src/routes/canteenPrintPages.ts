/**
 * The data behind the public printable canteen pages (the print app): a canteen looked up by its id or identifier
 * with its token, and the orders of a canteen's label page. Public like the label view of printouts.ts: the
 * canteen's token opens them, nothing else does.
 */
import type { Hono } from 'hono';

import { cloudCanteenRestaurants } from '../canteens.js';
import type { SandboxContext, SandboxEnv } from '../context.js';
import { ApiProblem } from '../hydra.js';
import { tokenMatches } from '../lib/crypto.js';
import { restaurantIdOf } from '../orderService.js';
import type { StoredOrder, StoredRecord } from '../store.js';

/** An order as a printed label needs it: no prices, no token, no contact data. */
export function printableOrder(order: StoredOrder): Record<string, unknown> {
  return {
    id: order.id,
    identifier: order.identifier,
    restaurantId: restaurantIdOf(order),
    restaurantName: order.restaurantName ?? null,
    deliveryName: order.deliveryName ?? null,
    userProfile: order.userProfile ?? null,
    requiredDeliveryTime: order.requiredDeliveryTime ?? null,
    cutoffTime: order.cutoffTime ?? null,
    canteenRules: order.canteenRules ?? [],
    canteenData: order.canteenData ?? null,
    mealsQuantity: order.mealsQuantity ?? 0,
    meals: order.meals.map((meal) => ({
      id: meal.id,
      name: meal.name,
      quantity: meal.quantity,
      labelCode: meal.labelCode ?? [],
      children: (meal.children ?? []).map((child) => ({ name: child.name ?? '', quantity: child.quantity })),
    })),
  };
}

/** The distinct cutoffs a canteen has for its restaurants (their rules and the rules of their orders), sorted. */
export function canteenCutoffsOf(
  ctx: SandboxContext,
  canteen: StoredRecord,
  restaurantId?: number,
): string[] {
  const related = Array.isArray(canteen.relatedRestaurants) ? canteen.relatedRestaurants : [];
  const cutoffs = new Set<string>();
  for (const entry of related as { restaurant?: unknown; rules?: { cutoffTime?: unknown }[] }[]) {
    const id = Number(
      String(entry.restaurant ?? '')
        .split('/')
        .pop(),
    );
    if (restaurantId !== undefined && id !== restaurantId) continue;
    for (const rule of entry.rules ?? [])
      if (typeof rule.cutoffTime === 'string') cutoffs.add(rule.cutoffTime);
  }
  for (const order of ctx.store.orders()) {
    if (String(order.cloudcanteen?.id ?? '') !== String(canteen.id)) continue;
    if (restaurantId !== undefined && restaurantIdOf(order) !== restaurantId) continue;
    if (order.status === 'cancelled' || order.status === 'cancelled-after-approval') continue;
    for (const rule of order.canteenRules ?? []) cutoffs.add(rule.cutoffTime);
  }
  return [...cutoffs].sort();
}

/** Registers GET /frontend-api/public/cloudcanteen/lookup?id|identifier&token. */
export function registerCanteenPrintPages(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  // A canteen by its id or its identifier: 404 when no canteen has it, 403 when the token is missing or wrong.
  app.get('/frontend-api/public/cloudcanteen/lookup', (c) => {
    const id = c.req.query('id');
    const identifier = c.req.query('identifier');
    const canteen = id
      ? ctx.store.get('cloud-canteens', id)
      : identifier
        ? ctx.store.list('cloud-canteens').find((entry) => entry.identifier === identifier)
        : undefined;
    if (!canteen) throw new ApiProblem(404, 'Not Found');
    if (!tokenMatches(c.req.query('token'), canteen.token)) throw new ApiProblem(403, 'Invalid token.');
    const restaurants = cloudCanteenRestaurants(ctx.store, canteen.id).map((restaurantId) => {
      const restaurant = ctx.store.get('restaurants', restaurantId);
      return {
        id: restaurantId,
        name: restaurant ? String(restaurant.name) : '',
        cutoffs: canteenCutoffsOf(ctx, canteen, restaurantId),
      };
    });
    return c.json({
      id: canteen.id,
      identifier: canteen.identifier ?? null,
      name: canteen.name ?? null,
      restaurants,
      cutoffs: canteenCutoffsOf(ctx, canteen),
    });
  });
}
