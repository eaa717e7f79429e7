import type { SandboxContext } from '../context.js';
import { advanceDeliveryJob, placeOrder } from '../orderService.js';
import { DEMO_RESTAURANT_ID } from '../seed.js';
import type { StoredDeliveryJob } from '../store.js';

/** Options of the demo simulator. */
export interface SimulatorOptions {
  /** A new order for the demo restaurant this often. @default 90000 */
  orderIntervalMs?: number;
  /** Delivery jobs move one courier status on this often. @default 20000 */
  deliveryIntervalMs?: number;
  restaurantId?: number;
}

/** Moves every delivery job of an approved order one courier status on; answers how many moved. */
export function advanceDeliveries(ctx: SandboxContext): number {
  const jobs = ctx.store.list('delivery-jobs') as unknown as StoredDeliveryJob[];
  let moved = 0;
  for (const job of jobs) {
    if (job.status === 'delivered' || job.status === 'finished' || job.status === 'cancelled') continue;
    if (advanceDeliveryJob(ctx, job)) moved += 1;
  }
  return moved;
}

/** Starts the demo simulator; answers the stop function. */
export function startSimulator(ctx: SandboxContext, options: SimulatorOptions = {}): () => void {
  const orders = setInterval(() => {
    const order = placeOrder(ctx, options.restaurantId ?? DEMO_RESTAURANT_ID);
    ctx.log(`[simulator] placed order ${order.identifier} at ${order.restaurantName ?? ''}`);
  }, options.orderIntervalMs ?? 90_000);
  const deliveries = setInterval(() => advanceDeliveries(ctx), options.deliveryIntervalMs ?? 20_000);
  orders.unref();
  deliveries.unref();
  return () => {
    clearInterval(orders);
    clearInterval(deliveries);
  };
}
