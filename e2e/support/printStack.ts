// The stack of the print app's end-to-end tests: the usual stack (support/stack.ts: sandbox, the built back-office,
// Chromium) plus `vite preview` of the built print app on its own port, proxying /api and /frontend-api to the same
// sandbox. The back-office learns the print app's address from the meta tag a hosting page would add
// (backoffice-print-app-url), which every context of this stack puts into the back-office's pages.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { StoredOrder } from '@backoffice/sandbox';
import type { BrowserContext } from 'playwright-core';
import type { PreviewServer } from 'vite';

import type { Stack } from './stack';
import { previewOnFreePort } from './previewServer';
import { startStack } from './stack';

/**
 * The built print app the tests serve: apps/print/dist, or the folder named by E2E_PRINT_DIST (a build made with
 * `vite build --outDir <folder>`).
 */
export const PRINT_DIST = resolve(
  process.env.E2E_PRINT_DIST ?? resolve(import.meta.dirname, '../../apps/print/dist'),
);

/** The running stack with the print app. */
export interface PrintStack extends Stack {
  /** The print app's origin. */
  printUrl: string;
  /** A browser context whose back-office pages know the print app's address. */
  newContext: () => Promise<BrowserContext>;
}

/** Starts the stack and the print app next to it. */
export async function startPrintStack(): Promise<PrintStack> {
  if (!existsSync(join(PRINT_DIST, 'index.html'))) {
    throw new Error(
      `Build the print app first (npm run build -w @backoffice/print): ${PRINT_DIST} has no index.html`,
    );
  }
  const stack = await startStack();
  let server: PreviewServer;
  let printUrl: string;
  try {
    ({ server, origin: printUrl } = await previewOnFreePort(() => ({
      configFile: false,
      root: resolve(PRINT_DIST, '..'),
      logLevel: 'error',
      build: { outDir: PRINT_DIST },
      preview: {
        proxy: {
          '/api': { target: stack.sandbox.url, changeOrigin: true },
          '/frontend-api': { target: stack.sandbox.url, changeOrigin: true },
        },
      },
    })));
  } catch (error) {
    await stack.close();
    throw error;
  }
  const meta = `<meta name="backoffice-print-app-url" content="${printUrl}">`;
  return {
    ...stack,
    printUrl,
    newContext: async () => {
      const context = await stack.browser.newContext();
      // The back-office's pages get the meta tag of the print app's address, as a hosting page would add it.
      await context.route(
        (url) => url.origin === stack.appUrl,
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const body = (await response.text()).replace('<head>', `<head>${meta}`);
          return route.fulfill({ response, body });
        },
      );
      return context;
    },
    close: async () => {
      await server.close();
      await stack.close();
    },
  };
}

/** One meal line of the canteen orders the tests place. */
interface PlacedMeal {
  name: string;
  quantity: number;
}

/**
 * Places canteen orders of the Acme canteen (1) for a restaurant that cooks for it, at the restaurant's cutoff, as
 * the platform would have taken them from the canteen's staff: approved, not yet collected. Answers the orders and
 * the cutoff.
 */
export function placeCanteenOrders(
  stack: Stack,
  restaurantId: number,
  meals: (index: number) => PlacedMeal[],
  count: number,
): { orders: StoredOrder[]; cutoffTime: string } {
  const store = stack.sandbox.sandbox.store;
  const canteen = store.get('cloud-canteens', 1);
  const related = (canteen?.relatedRestaurants ?? []) as {
    restaurant: string;
    rules: { cutoffTime: string }[];
  }[];
  const rule = related.find((entry) => entry.restaurant.endsWith(`/${restaurantId}`))?.rules[0];
  const template = store
    .orders()
    .find((order) => order.status === 'new' && String(order.cloudcanteen?.id) === '1');
  const restaurant = store.get('restaurants', restaurantId);
  if (!rule || !template || !restaurant) throw new Error('The seed has the Acme canteen and its open round');
  const orders = Array.from({ length: count }, (_, index) => {
    const id = String(store.nextId('orders', 100001));
    const lines = meals(index).map((meal, line) => ({
      id: `${id}-${line + 1}`,
      name: meal.name,
      quantity: meal.quantity,
      price: 2000,
      supplierPrice: 1500,
      labelCode: ['GF'],
      children: [{ name: 'Extra bread', quantity: 1, price: 0, supplierPrice: 0 }],
    }));
    const order: StoredOrder = {
      ...structuredClone(template),
      id,
      identifier: `CC-${id}`,
      identifierForRestaurant: `#${id.slice(-3)}`,
      status: 'approved',
      isConfirmed: true,
      preparationConfirmed: false,
      restaurant: { id: restaurantId, name: String(restaurant.name), displayCanteenSubOrders: false },
      restaurantName: String(restaurant.name),
      deliveryName: `Canteen guest ${index + 1}`,
      meals: lines,
      mealsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      canteenRules: [{ cutoffTime: rule.cutoffTime, limit: 999 }],
      canteenData: { collected_orders_notification: [] },
      cutoffTime: rule.cutoffTime,
      token: `e2e-order-token-${id}`,
      deliveryJobId: null,
    };
    store.insert('orders', order as unknown as Record<string, unknown> & { id: string });
    return order;
  });
  return { orders, cutoffTime: rule.cutoffTime };
}
