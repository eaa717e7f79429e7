import type { MealOptionLine, OrderMeal } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { buildOrder, orders, serviceFeeCompany } from '../fixtures';
import { formatOrderMoney } from './formatOrderMoney';
import { groupMealOptions } from './groupMealOptions';
import { mealLineTotal } from './mealLineTotal';
import { orderTotals } from './orderTotals';

describe('groupMealOptions', () => {
  it('groups options by group in groupPosition order and options in mealOptionPosition order', () => {
    const groups = groupMealOptions(orders.newOrder.meals[0]?.children);
    expect(groups.map((group) => group.name)).toEqual(['Size', 'Extras']);
    expect(groups[1]?.options.map((option) => option.name)).toEqual(['Fresh bread', 'Sour cream']);
  });

  it('takes the meal option name when the line has none and drops options without any name', () => {
    const options: MealOptionLine[] = [
      { quantity: 1, mealoption: { name: 'Spicy' } },
      { quantity: 1, mealoption: '/api/meal_options/3' },
    ];
    expect(groupMealOptions(options)).toEqual([
      { key: 'position:', name: null, options: [{ key: '0', name: 'Spicy', quantity: 1, price: 0 }] },
    ]);
  });

  it('keeps the order of lines without positions and does not change its input', () => {
    const options: MealOptionLine[] = [
      { id: 'b', name: 'B', quantity: 1, mealoptiongroup: { id: 2, name: 'Two' } },
      { id: 'a', name: 'A', quantity: 1, mealoptiongroup: { id: 1, name: 'One' } },
    ];
    const copy = structuredClone(options);
    expect(groupMealOptions(options).map((group) => group.name)).toEqual(['Two', 'One']);
    expect(options).toEqual(copy);
  });

  it('gives no groups for no options', () => {
    expect(groupMealOptions(undefined)).toEqual([]);
    expect(groupMealOptions([])).toEqual([]);
  });
});

describe('mealLineTotal', () => {
  const cases: Array<[string, Pick<OrderMeal, 'quantity' | 'price' | 'children'>, number]> = [
    [
      'unit price with options times quantity',
      {
        quantity: 2,
        price: 2490,
        children: [
          { quantity: 2, price: 250 },
          { quantity: 1, price: 300 },
        ],
      },
      6580,
    ],
    ['no options', { quantity: 3, price: 890 }, 2670],
    [
      'decimal prices without float noise',
      { quantity: 3, price: 0.1, children: [{ quantity: 1, price: 0.2 }] },
      0.9,
    ],
    ['missing prices as 0', { quantity: 2, price: null, children: [{ quantity: 1, price: null }] }, 0],
  ];
  it.each(cases)('sums %s', (_name, meal, total) => {
    expect(mealLineTotal(meal)).toBe(total);
  });
});

describe('formatOrderMoney', () => {
  it('shows HUF without decimals and other currencies with 2', () => {
    expect(formatOrderMoney({ currency: 'HUF', currencyLocale: 'hu-HU' }, 9770)).toMatch(/^9\s?770\sFt$/u);
    expect(formatOrderMoney({ currency: 'EUR', currencyLocale: 'en-GB' }, 23.1)).toBe('€23.10');
  });

  it('falls back to 2 decimals when the order names no currency', () => {
    expect(formatOrderMoney({}, 12.5)).toBe('12.50');
  });
});

describe('orderTotals', () => {
  it('lists subtotal, discount, the restaurant delivery and the receipt total', () => {
    expect(orderTotals(orders.newOrder)).toEqual([
      { kind: 'subtotal', amount: 9770 },
      { kind: 'discount', amount: 500 },
      { kind: 'delivery', amount: 490 },
      { kind: 'total', amount: 10260 },
    ]);
  });

  it('leaves out a courier delivery (not the restaurant’s to charge) and adds user discounts', () => {
    expect(orderTotals(orders.courier)).toEqual([
      { kind: 'subtotal', amount: 23.1 },
      { kind: 'discount', amount: 2.5 },
      { kind: 'total', amount: 23.1 },
    ]);
  });

  it('shows the service fee when the company shows one', () => {
    const order = buildOrder({ priceSumFirm: 6500, priceCouponDiscount: 0, priceDelivery: 0 });
    expect(orderTotals(order, serviceFeeCompany)).toContainEqual({ kind: 'serviceFee', amount: 826 });
    expect(orderTotals(order, null).map((line) => line.kind)).toEqual(['subtotal', 'total']);
  });
});
