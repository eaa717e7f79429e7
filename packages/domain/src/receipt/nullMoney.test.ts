import { describe, expect, it } from 'vitest';

import { splitCanteenSubOrders } from '../canteen/splitCanteenSubOrders.js';
import type { Order } from '../types/order.js';
import { receiptDiscount } from './receiptDiscount.js';
import { receiptTotal } from './receiptTotal.js';
import { serviceFee } from './serviceFee.js';

/** The platform sends null for an order's money fields (issue #20 item 5): the rules read them as no amount. */
describe('null money fields', () => {
  it('counts null prices as 0 in the receipt total, never NaN', () => {
    expect(receiptTotal({ priceSumItems: null, priceDelivery: null, deliveryJob: null })).toBe(0);
    expect(receiptTotal({ priceSumItems: 4500, priceDelivery: null, deliveryJob: null })).toBe(4500);
    expect(receiptTotal({ priceSumItems: null, priceDelivery: 500, deliveryJob: null })).toBe(500);
  });

  it('counts a null priceSumFirm as 0 in the service fee', () => {
    const company = { isServiceFeeVisible: true, serviceFeePercent: 0.1 };
    expect(serviceFee({ priceSumFirm: null }, company)).toBe(0);
    expect(serviceFee({ priceSumFirm: 10000 }, company)).toBe(1270);
  });

  it('leaves null discounts out of the receipt discount', () => {
    expect(receiptDiscount({ priceCouponDiscount: null, userDiscount: 200, firmDiscount: null })).toBe(200);
    expect(
      Number.isNaN(receiptDiscount({ priceCouponDiscount: null, userDiscount: null, firmDiscount: null })),
    ).toBe(false);
  });

  it('carries null canteen sums over to the sub-orders as they are', () => {
    const order: Order = {
      id: '42',
      identifier: 'CC42',
      status: 'approved',
      createdAt: '2024-05-01T08:00:00Z',
      meals: [{ id: 'm1', name: 'Soup', quantity: 3 }],
      priceSumItems: null,
      priceTotal: null,
      canteenRules: [
        { cutoffTime: '2024-05-01 10:00:00', limit: 9 },
        { cutoffTime: '2024-05-01 11:00:00', limit: 9 },
      ],
      canteenSubOrdersByCutoff: [
        {
          cutoffTime: '2024-05-01 10:00:00',
          mealsQuantity: null,
          priceSumItems: null,
          supplierPriceSumItems: null,
          orderIds: [],
        },
      ],
    };
    const subOrders = splitCanteenSubOrders(order);
    expect(subOrders).toHaveLength(2);
    for (const sub of subOrders) {
      expect(sub.priceSumItems ?? null).toBeNull();
      expect(receiptTotal({ ...sub, deliveryJob: null })).toBe(0);
    }
  });
});
