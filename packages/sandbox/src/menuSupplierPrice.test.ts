/**
 * The supplier price of meals and meal options: the spec lists it among the menu's fields (entities-lists-forms 3),
 * and the menu is the restaurant admin's to keep (section 6), so a restaurant admin writes it on its own
 * restaurant's items, within the same range as the other prices, and never on another restaurant's.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 3 });
});

const ofRestaurant = (base: string, restaurant: number) =>
  sandbox.store.list(base).find((entry) => entry.restaurant === `/api/v1/restaurants/${restaurant}`);
const refused = (answer: { body: Json }) =>
  ((answer.body.violations ?? []) as Json[]).map((violation) => violation.propertyPath);

describe('the supplier price of a restaurant admin', () => {
  it.each(['meals', 'meal-options'])('is saved on its own restaurant’s %s', async (base) => {
    const item = ofRestaurant(base, 1);
    const answer = await sandbox.call('PUT', `/api/v1/${base}/${String(item?.id)}`, {
      as: 'restaurant@example.com',
      body: { supplierPrice: 1234 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.supplierPrice).toBe(1234);
    expect(sandbox.store.get(base, Number(item?.id))?.supplierPrice).toBe(1234);
  });

  it('is saved on a new meal', async () => {
    const answer = await sandbox.call('POST', '/api/v1/meals', {
      as: 'restaurant@example.com',
      body: {
        name: 'Goulash',
        restaurant: '/api/v1/restaurants/1',
        category: '/api/v1/meal-categories/1',
        price: 2990,
        supplierPrice: 2100,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.supplierPrice).toBe(2100);
  });

  it.each([-1, '900', true])('refuses %j, naming the field, and keeps the stored one', async (value) => {
    const meal = ofRestaurant('meals', 1);
    const before = meal?.supplierPrice;
    const answer = await sandbox.call('PUT', `/api/v1/meals/${String(meal?.id)}`, {
      as: 'restaurant@example.com',
      body: { supplierPrice: value },
    });
    expect(answer.status).toBe(400);
    expect(refused(answer)).toEqual(['supplierPrice']);
    expect(sandbox.store.get('meals', Number(meal?.id))?.supplierPrice).toBe(before);
  });

  it('is not written on another restaurant’s meal', async () => {
    const meal = ofRestaurant('meals', 2);
    const before = meal?.supplierPrice;
    const answer = await sandbox.call('PUT', `/api/v1/meals/${String(meal?.id)}`, {
      as: 'restaurant@example.com',
      body: { supplierPrice: 1 },
    });
    expect(answer.status).toBeGreaterThanOrEqual(403);
    expect(answer.status).toBeLessThan(500);
    expect(sandbox.store.get('meals', Number(meal?.id))?.supplierPrice).toBe(before);
  });
});
