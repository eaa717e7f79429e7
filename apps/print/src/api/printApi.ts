import type { CanteenRule, Order, OrderMeal, PersonName } from '@backoffice/domain';

/** Why a public call gave no data: no such thing, a wrong key, or no answer at all. */
export type PrintFailure = 'not-found' | 'bad-token' | 'failed';

/** The answer of a public call: the data, or why there is none. */
export type PrintResult<T> = { ok: true; data: T } | { ok: false; failure: PrintFailure };

/** A canteen as its public lookup gives it. */
export interface CanteenInfo {
  id: number | string;
  identifier: string;
  name: string;
  restaurants: { id: number; name: string; cutoffs: string[] }[];
  cutoffs: string[];
}

/** An order as the public label page gives it. */
export interface PrintableOrder {
  id: string;
  identifier: string;
  restaurantId: number;
  restaurantName: string | null;
  deliveryName: string | null;
  userProfile: PersonName | null;
  canteenRules: CanteenRule[];
  canteenData: Order['canteenData'];
  meals: OrderMeal[];
}

/** The public label page of a canteen's restaurant for a cutoff. */
export interface CanteenLabelPage {
  canteen: { id: number | string; name: string; identifier: string };
  restaurant: { id: number; name: string } | null;
  cutoffTime: string | null;
  orders: PrintableOrder[];
  cutoffs: string[];
}

/** The calls of the print app: all public, opened by the token of the link. */
export interface PrintApi {
  lookupCanteen(
    by: { id: string } | { identifier: string },
    token: string,
  ): Promise<PrintResult<CanteenInfo>>;
  labelPage(
    canteenId: string,
    restaurantId: string,
    token: string,
    cutoffTime: string,
  ): Promise<PrintResult<CanteenLabelPage>>;
  order(id: string, token: string): Promise<PrintResult<Order>>;
  confirmCollected(input: {
    restaurantId: number | string;
    canteenId: number | string;
    canteenIdentifier: string;
    cutoffTime: string;
    token: string;
  }): Promise<PrintResult<unknown>>;
  /** Addresses of the platform's PDFs (opened by the browser, not fetched). */
  pdf: {
    labels(canteenId: string, restaurantId: string, token: string, cutoffTime: string): string;
    summary(canteenId: string, token: string, cutoffTime: string): string;
    orderLabel(id: string, token: string): string;
  };
}

const API = '/api/v1';
const q = encodeURIComponent;

/** Creates the calls over a fetch function (the browser's; a sandbox's in tests) and the platform's origin. */
export function createPrintApi(fetcher: typeof fetch = (...args) => fetch(...args), base = ''): PrintApi {
  async function call<T>(path: string, init?: RequestInit): Promise<PrintResult<T>> {
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/ld+json', 'content-type': 'application/ld+json' },
      });
    } catch {
      return { ok: false, failure: 'failed' };
    }
    if (response.status === 404) return { ok: false, failure: 'not-found' };
    if (response.status === 401 || response.status === 403) return { ok: false, failure: 'bad-token' };
    if (!response.ok) return { ok: false, failure: 'failed' };
    try {
      return { ok: true, data: (await response.json()) as T };
    } catch {
      return { ok: false, failure: 'failed' };
    }
  }
  return {
    lookupCanteen: (by, token) =>
      call(
        `/frontend-api/public/cloudcanteen/lookup?${'id' in by ? `id=${q(by.id)}` : `identifier=${q(by.identifier)}`}&token=${q(token)}`,
      ),
    labelPage: (canteenId, restaurantId, token, cutoffTime) =>
      call(
        `/frontend-api/public/cloudcanteen/label/view/${q(canteenId)}/${q(restaurantId)}?token=${q(token)}&cutoffTime=${q(cutoffTime)}`,
      ),
    order: (id, token) => call(`${API}/public/orders/${q(id)}?token=${q(token)}`),
    confirmCollected: ({ restaurantId, canteenId, canteenIdentifier, cutoffTime, token }) =>
      call(
        `${API}/public/restaurants/${q(String(restaurantId))}/confirm-canteen-notification/collected_orders_notification/${q(String(canteenId))}?token=${q(token)}`,
        { method: 'PUT', body: JSON.stringify({ canteenIdentifier, cutoffTime }) },
      ),
    pdf: {
      labels: (canteenId, restaurantId, token, cutoffTime) =>
        `${base}${API}/cloud-canteen/label/view/${q(canteenId)}/${q(restaurantId)}?token=${q(token)}&cutoffTime=${q(cutoffTime)}`,
      summary: (canteenId, token, cutoffTime) =>
        `${base}${API}/cloud-canteen/summary/${q(canteenId)}?token=${q(token)}&cutoffTime=${q(cutoffTime)}`,
      orderLabel: (id, token) => `${base}${API}/public/order/${q(id)}/label?token=${q(token)}`,
    },
  };
}
