import type { Stack } from './stack';
import { tokenPair } from './stack';

/** The fields of a platform order (GET /orders/{id}) the live-view tests read. */
export interface WireOrder {
  id: string;
  identifier: string;
  /** The short number the restaurant knows the order by (e.g. `#042`). */
  identifierForRestaurant?: string | null;
  token?: string | null;
  requiredDeliveryTime?: string | null;
  priceSumItems?: number | null;
  priceDelivery?: number | null;
  currency?: string | null;
  currencyLocale?: string | null;
  deliveryJob?: { primaryDeliveryMethod?: string | null; primaryMethod?: string | null } | null;
}

/**
 * Places an order the way a customer would (POST /sandbox/orders), with the sandbox's clock moved by `offsetMs`
 * while it is placed: -40 minutes gives an order due now (it prompts in the incoming-order dialog at once), a day
 * further back gives yesterday's order.
 */
export async function placeOrderAt(stack: Stack, offsetMs: number, restaurantId = 1): Promise<WireOrder> {
  stack.setClockOffset(offsetMs);
  try {
    const response = await fetch(`${stack.sandbox.url}/sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantId }),
    });
    if (!response.ok) throw new Error(`place-order failed: ${response.status}`);
    return (await response.json()) as WireOrder;
  } finally {
    stack.setClockOffset(0);
  }
}

/** The order as the platform holds it, read as `email`. */
export async function readWireOrder(stack: Stack, id: string, email: string): Promise<WireOrder> {
  const { token } = await tokenPair(stack, email);
  const response = await fetch(`${stack.sandbox.url}/api/v1/orders/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`reading order ${id} failed: ${response.status}`);
  return (await response.json()) as WireOrder;
}

/** The local calendar day of `date` as YYYY-MM-DD (the browser runs in the same time zone as the tests). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
