import type { Context, Hono } from 'hono';

import { cloudCanteenRestaurants, cooksForCloudCanteen } from '../canteens.js';
import type { SandboxContext, SandboxEnv } from '../context.js';
import { holds, principalOf } from '../context.js';
import { API, ApiProblem } from '../hydra.js';
import { contentDisposition } from '../lib/contentDisposition.js';
import { tokenMatches } from '../lib/crypto.js';
import { unitPrice } from '../orderFactory.js';
import { restaurantIdOf } from '../orderService.js';
import { labelsPdf, summaryPdf } from '../pdf.js';
import { canteenCutoffsOf, printableOrder } from './canteenPrintPages.js';
import type { LabelContent } from '../pdf.js';
import type { StoredOrder } from '../store.js';

function pdf(c: Context<SandboxEnv>, bytes: Uint8Array, filename: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition('inline', filename),
  });
}

function orderLabels(order: StoredOrder): LabelContent[] {
  return order.meals.flatMap((meal) =>
    Array.from({ length: meal.quantity }, (_, index) => ({
      title: `${order.identifier} ${index + 1}/${meal.quantity}`,
      lines: [
        meal.name,
        ...(meal.children ?? []).map((child) => `+ ${child.name ?? ''}`),
        order.deliveryName ?? '',
        order.requiredDeliveryTime?.slice(0, 16).replace('T', ' ') ?? '',
        ...(meal.labelCode ?? []),
      ],
    })),
  );
}

/** Label and summary PDFs, and the public label page data of cloud canteens. */
export function registerPrintouts(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  const canteenOrders = (canteenId: string, restaurantId: string, cutoffTime: string | undefined) =>
    ctx.store
      .orders()
      .filter(
        (order) =>
          String(order.cloudcanteen?.id ?? '') === canteenId &&
          (restaurantId === '' || String(restaurantIdOf(order)) === restaurantId) &&
          (!cutoffTime || (order.canteenRules ?? []).some((rule) => rule.cutoffTime === cutoffTime)) &&
          order.status !== 'cancelled' &&
          order.status !== 'cancelled-after-approval',
      );

  app.get(`${API}/public/order/:id/label`, async (c) => {
    const order = ctx.store.order(c.req.param('id'));
    if (!order || !tokenMatches(c.req.query('token'), order.token)) throw new ApiProblem(404, 'Not Found');
    return pdf(c, await labelsPdf(orderLabels(order)), `label-${order.identifier}.pdf`);
  });

  app.get(`${API}/cloud-canteen/label/view/:a/:b`, async (c) => {
    const { a, b } = c.req.param();
    const canteen = ctx.store.get('cloud-canteens', a);
    if (!canteen) throw new ApiProblem(404, 'Not Found');
    const cooks = cloudCanteenRestaurants(ctx.store, a).includes(Number(b));
    // With the canteen's token (the print app's label page) the labels of its restaurants are public, like the
    // summary; otherwise the bearer check has run and the kitchen's admin (or a super admin) sees them.
    if (!tokenMatches(c.req.query('token'), canteen.token)) {
      if (!c.req.header('authorization')) throw new ApiProblem(401, 'JWT Token not found');
      const principal = principalOf(c);
      if (!holds(principal, 'ROLE_ADMIN') && !(cooks && principal.restaurants.includes(Number(b))))
        throw new ApiProblem(403, 'Access Denied.');
    } else if (!cooks) throw new ApiProblem(404, 'Not Found');
    const orders = canteenOrders(a, b, c.req.query('cutoffTime'));
    return pdf(c, await labelsPdf(orders.flatMap(orderLabels)), `labels-${a}-${b}.pdf`);
  });

  app.get(`${API}/cloud-canteen/summary/:id`, async (c) => {
    const canteen = ctx.store.get('cloud-canteens', c.req.param('id'));
    if (!canteen) throw new ApiProblem(404, 'Not Found');
    const token = c.req.query('token');
    // With a valid canteen token the summary is public; otherwise the bearer check has run, and a restaurant admin
    // of a restaurant that cooks for the canteen sees the orders of their own restaurants.
    let restaurants: number[] | undefined;
    if (!tokenMatches(token, canteen.token)) {
      if (!c.req.header('authorization')) throw new ApiProblem(401, 'JWT Token not found');
      const principal = principalOf(c);
      if (!holds(principal, 'ROLE_ADMIN')) {
        if (!cooksForCloudCanteen(ctx.store, principal, canteen.id))
          throw new ApiProblem(403, 'Access Denied.');
        restaurants = principal.restaurants;
      }
    }
    const cutoffTime = c.req.query('cutoffTime');
    const orders = canteenOrders(String(canteen.id), '', cutoffTime).filter(
      (order) => !restaurants || restaurants.includes(restaurantIdOf(order)),
    );
    const totals = new Map<string, number>();
    for (const order of orders) {
      for (const meal of order.meals) totals.set(meal.name, (totals.get(meal.name) ?? 0) + meal.quantity);
    }
    const rows = [
      `Cutoff: ${cutoffTime ?? 'all'}`,
      `Orders: ${orders.length}`,
      '',
      ...[...totals].map(([name, quantity]) => `${quantity} x ${name}`),
      '',
      ...orders.map(
        (order) =>
          `${order.identifier}  ${order.mealsQuantity ?? 0} meals  ${order.meals.reduce((sum, meal) => sum + unitPrice(meal) * meal.quantity, 0)} ${order.currency ?? 'HUF'}`,
      ),
    ];
    return pdf(
      c,
      await summaryPdf(`${String(canteen.name ?? 'Canteen')} summary`, rows),
      `summary-${String(canteen.id)}.pdf`,
    );
  });

  app.get('/frontend-api/public/cloudcanteen/label/view/:a/:b', (c) => {
    const { a, b } = c.req.param();
    const canteen = ctx.store.get('cloud-canteens', a);
    if (!canteen || !tokenMatches(c.req.query('token'), canteen.token))
      throw new ApiProblem(404, 'Not Found');
    if (!cloudCanteenRestaurants(ctx.store, a).includes(Number(b))) throw new ApiProblem(404, 'Not Found');
    const cutoffTime = c.req.query('cutoffTime');
    const restaurant = ctx.store.get('restaurants', b);
    const orders = canteenOrders(a, b, cutoffTime);
    return c.json({
      canteen: { id: canteen.id, name: canteen.name, identifier: canteen.identifier },
      restaurant: restaurant ? { id: restaurant.id, name: restaurant.name } : null,
      cutoffTime: cutoffTime ?? null,
      labels: orders.flatMap(orderLabels),
      // The print app's label sheet: the orders themselves and the cutoffs to choose from.
      orders: orders.map(printableOrder),
      cutoffs: canteenCutoffsOf(ctx, canteen, Number(b)),
    });
  });
}
