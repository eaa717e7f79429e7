import { describe, expect, it } from 'vitest';

import type { LabelOrder } from './printLabel.js';
import { printLabel } from './printLabel.js';

const order: LabelOrder = {
  id: '100501',
  identifier: 'CC-100501',
  deliveryName: 'ACME',
  userProfile: null,
  meals: [
    {
      id: 1,
      name: 'Goulash',
      quantity: 2,
      labelCode: ['GF', ' GF ', 'L'],
      children: [
        { name: 'Bread', quantity: 1 },
        { name: 'Bread', quantity: 1 },
        { mealoption: { name: 'Sour cream' }, quantity: 1 },
        { name: ' ', quantity: 1 },
      ],
    },
    { id: 2, name: 'Lemonade', quantity: 1, refundedQuantity: 1 },
    { id: 3, name: 'Strudel', quantity: 3, refundedQuantity: 1, labelCode: null },
  ],
};

describe('printLabel', () => {
  it('labels a canteen order with the canteen order identifier, the delivery name and the cutoff', () => {
    expect(
      printLabel(order, {
        locale: 'en',
        canteen: { product: 'Lunchbox ', cutoffTime: '2024-05-01 10:00:00' },
      }),
    ).toEqual({
      orderId: '100501',
      identifier: 'Lunchbox 100501',
      person: 'ACME',
      cutoffTime: '2024-05-01 10:00:00',
      meals: [
        {
          name: 'Goulash',
          quantity: 2,
          options: [
            { name: 'Bread', quantity: 2 },
            { name: 'Sour cream', quantity: 1 },
          ],
          labelCodes: ['GF', 'L'],
        },
        { name: 'Strudel', quantity: 2, options: [], labelCodes: [] },
      ],
    });
  });

  it('takes the middle part of a sub-order id', () => {
    const label = printLabel(
      { ...order, id: '100501-2' },
      { locale: 'en', canteen: { product: 'Lunchbox ', cutoffTime: 'x' } },
    );
    expect(label.identifier).toBe('Lunchbox 2');
  });

  it('labels a regular order with its identifier and the person in the locale’s name order', () => {
    const regular = {
      ...order,
      identifier: 'BO-100502',
      userProfile: { firstName: 'Anna', lastName: 'Kovács' },
    };
    expect(printLabel(regular, { locale: 'en' })).toMatchObject({
      identifier: 'BO-100502',
      person: 'Anna Kovács',
      cutoffTime: null,
    });
    expect(printLabel(regular, { locale: 'hu' }).person).toBe('Kovács Anna');
  });

  it('leaves the person empty when the order names nobody', () => {
    expect(printLabel({ ...order, deliveryName: '  ' }, { locale: 'en' }).person).toBe('');
    expect(printLabel({ id: '1', identifier: 'X', meals: [] }, { locale: 'en' })).toMatchObject({
      person: '',
      meals: [],
    });
  });
});
