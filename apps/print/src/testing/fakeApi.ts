import type { Order } from '@backoffice/domain';

import type { CanteenInfo, CanteenLabelPage, PrintableOrder, PrintApi, PrintResult } from '../api/printApi';
import { createPrintApi } from '../api/printApi';

export const TOKEN = 'canteen-token';
export const CUTOFF_1 = '2024-05-01 10:00:00';
export const CUTOFF_2 = '2024-05-01 11:00:00';

/** A canteen order of the fixtures. */
export function canteenOrder(
  id: number,
  restaurantId: number,
  cutoffs: string[],
  confirmed: string[] = [],
): PrintableOrder {
  return {
    id: String(id),
    identifier: `CC-${id}`,
    restaurantId,
    restaurantName: restaurantId === 4 ? 'Canteen Kitchen' : 'Pasta Palace',
    deliveryName: 'ACME',
    userProfile: id % 2 === 0 ? { firstName: 'Anna', lastName: 'Kovács' } : null,
    canteenRules: cutoffs.map((cutoffTime) => ({ cutoffTime, limit: 999 })),
    canteenData: { collected_orders_notification: confirmed.map((cutoffTime) => ({ cutoffTime })) },
    meals: [
      {
        id: `${id}-1`,
        name: 'Goulash',
        quantity: 2,
        labelCode: ['GF'],
        children: [{ name: 'Bread', quantity: 1 }],
      },
      { id: `${id}-2`, name: restaurantId === 4 ? 'Strudel' : 'Lasagne', quantity: 1, labelCode: [] },
    ],
  };
}

/** The fixtures' data: canteen 1 (ACME) with kitchens 4 and 1, and the orders per kitchen. */
export interface FakeData {
  canteen: CanteenInfo;
  orders: PrintableOrder[];
}

export function fakeData(orderCount = 3): FakeData {
  const orders = [
    ...Array.from({ length: orderCount }, (_, index) =>
      canteenOrder(100001 + index, 4, [CUTOFF_1, CUTOFF_2]),
    ),
    canteenOrder(200001, 1, [CUTOFF_2]),
  ];
  return {
    canteen: {
      id: 1,
      identifier: 'ACME',
      name: 'Acme office canteen',
      restaurants: [
        { id: 4, name: 'Canteen Kitchen', cutoffs: [CUTOFF_1, CUTOFF_2] },
        { id: 1, name: 'Pasta Palace', cutoffs: [CUTOFF_2] },
      ],
      cutoffs: [CUTOFF_1, CUTOFF_2],
    },
    orders,
  };
}

/** A fake of the platform's public calls over the fixtures, recording the confirmations it gets. */
export function fakeApi(data: FakeData = fakeData()): PrintApi & { confirmations: unknown[] } {
  const real = createPrintApi();
  const confirmations: unknown[] = [];
  const fail = (failure: 'not-found' | 'bad-token'): PrintResult<never> => ({ ok: false, failure });
  return {
    confirmations,
    pdf: real.pdf,
    lookupCanteen: (by, token) => {
      const found =
        'id' in by ? String(data.canteen.id) === by.id : data.canteen.identifier === by.identifier;
      if (!found) return Promise.resolve(fail('not-found'));
      if (token !== TOKEN) return Promise.resolve(fail('bad-token'));
      return Promise.resolve({ ok: true, data: data.canteen });
    },
    labelPage: (canteenId, restaurantId, token, cutoffTime) => {
      if (token !== TOKEN) return Promise.resolve(fail('not-found'));
      const page: CanteenLabelPage = {
        canteen: { id: 1, name: data.canteen.name, identifier: 'ACME' },
        restaurant: { id: Number(restaurantId), name: '' },
        cutoffTime,
        cutoffs: data.canteen.cutoffs,
        orders: data.orders.filter(
          (order) =>
            String(order.restaurantId) === restaurantId &&
            order.canteenRules.some((rule) => rule.cutoffTime === cutoffTime),
        ),
      };
      return Promise.resolve({ ok: true, data: page });
    },
    order: (id, token) => {
      const order = data.orders.find((entry) => entry.id === id);
      if (!order || token !== TOKEN) return Promise.resolve(fail('not-found'));
      return Promise.resolve({ ok: true, data: { ...order, status: 'approved' } as unknown as Order });
    },
    confirmCollected: (input) => {
      confirmations.push(input);
      if (input.token !== TOKEN) return Promise.resolve(fail('bad-token'));
      for (const order of data.orders) {
        if (String(order.restaurantId) !== String(input.restaurantId)) continue;
        const list = order.canteenData?.collected_orders_notification ?? [];
        order.canteenData = { collected_orders_notification: [...list, { cutoffTime: input.cutoffTime }] };
      }
      return Promise.resolve({ ok: true, data: { success: true } });
    },
  };
}
