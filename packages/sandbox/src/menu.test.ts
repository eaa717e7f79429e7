import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 5 });
});

const RESTAURANT = 'restaurant@example.com';

async function importMenu(restaurantId: number, body: BodyInit | null, as = RESTAURANT) {
  const { token } = await sandbox.login(as);
  const response = await sandbox.fetch(
    new Request(`http://sandbox/api/v1/restaurants/${restaurantId}/import-menu`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      ...(body === null ? {} : { body }),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
}
const csv = (text: string, name = 'menu.csv') => {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'text/csv' }));
  return form;
};
const mealsOf = async (restaurantId: number, as = RESTAURANT) =>
  members(
    (await sandbox.call('GET', `/api/v1/meals?restaurant=${restaurantId}&pagination=false`, { as })).body,
  );

describe('the menu calls', () => {
  it('lets a restaurant admin import a menu into their restaurant, with a summary', async () => {
    const before = (await mealsOf(1)).length;
    const answer = await importMenu(1, csv('name,price,category\nGoulash,2900,Soups\nTiramisu,1500,\n'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, imported: 2, createdCategories: ['Soups'] });
    const meals = await mealsOf(1);
    expect(meals).toHaveLength(before + 2);
    const categories = members(
      (await sandbox.call('GET', '/api/v1/meal-categories?restaurant=1', { as: RESTAURANT })).body,
    );
    const soups = categories.find((category) => category.name === 'Soups');
    expect(soups).toMatchObject({ isActive: true, position: categories.length });
    expect(meals.find((meal) => meal.name === 'Goulash')).toMatchObject({
      category: `/api/v1/meal-categories/${String(soups?.id)}`,
      position: 1,
      deliveryUnit: 1,
      minimumQuantity: 1,
    });
    const lastUpdate = await sandbox.call('GET', '/api/v1/restaurants/1/menu-lastupdate', { as: RESTAURANT });
    expect(lastUpdate.body.lastUpdate).toBe(sandbox.clock.now.toISOString());
  });

  it.each([
    ['no file at all', null, 'file'],
    ['a form without the file', new FormData(), 'file'],
    ['an empty file', csv(''), 'file'],
    ['a file that is not a menu', csv('\u0000\u0001PNG garbage\n\u00ff'), 'file'],
    ['a JSON body', JSON.stringify({ file: 'menu.csv' }), 'file'],
  ])('answers %s with 400 naming the file, and imports nothing', async (_what, body, path) => {
    const before = (await mealsOf(1)).length;
    const answer = await importMenu(1, body);
    expect(answer.status).toBe(400);
    const violations = answer.body.violations as Json[];
    expect(violations[0]?.propertyPath).toBe(path);
    expect(String(violations[0]?.message)).toMatch(/CSV/);
    expect((await mealsOf(1)).length).toBe(before);
  });

  it("keeps a tenant out of another restaurant's menu", async () => {
    // restaurant@ manages restaurant 1 only; restaurant 2's meals, categories and options are not theirs.
    expect((await importMenu(2, csv('name,price\nSoup,100\n'))).status).toBe(403);
    const foreignMeal = (await mealsOf(2, 'admin@example.com'))[0] as Json;
    const foreignOption = members(
      (await sandbox.call('GET', '/api/v1/meal-options?restaurant=2')).body,
    )[0] as Json;
    for (const [method, path, body] of [
      ['PUT', `/api/v1/meals/${String(foreignMeal.id)}/move-to-position`, { position: 1 }],
      ['PUT', `/api/v1/meals/${String(foreignMeal.id)}/activate`, undefined],
      ['PUT', `/api/v1/meals/${String(foreignMeal.id)}/inactivate-for-today`, undefined],
      ['PUT', `/api/v1/meals/${String(foreignMeal.id)}`, { isActive: false }],
      ['PUT', `/api/v1/meal-options/${String(foreignOption.id)}/move-to-position`, { position: 1 }],
      ['PUT', '/api/v1/meals/assignImages', { items: [{ id: foreignMeal.id, imageMedia: null }] }],
    ] as const) {
      const answer = await sandbox.call(method, path, { as: RESTAURANT, body });
      expect([403, 404], `${method} ${path}`).toContain(answer.status);
    }
    for (const part of ['export-categories', 'export-meals', 'export-option-groups', 'menu-lastupdate']) {
      expect((await sandbox.call('GET', `/api/v1/restaurants/2/${part}`, { as: RESTAURANT })).status).toBe(
        403,
      );
    }
    expect((await sandbox.call('GET', '/api/v1/meals?restaurant=2', { as: RESTAURANT })).body).toMatchObject({
      'hydra:totalItems': 0,
    });
    expect(sandbox.store.get('meals', String(foreignMeal.id))).toMatchObject({
      isActive: true,
      position: foreignMeal.position,
    });
  });

  it('moves an option within its own group only', async () => {
    const group = await sandbox.call('POST', '/api/v1/meal-option-groups', {
      as: RESTAURANT,
      body: { name: 'Sauces', restaurant: '/api/v1/restaurants/1', position: 2, isActive: true },
    });
    expect(group.status).toBe(201);
    const created = await sandbox.call('POST', '/api/v1/meal-options', {
      as: RESTAURANT,
      body: {
        name: 'Ketchup',
        restaurant: '/api/v1/restaurants/1',
        mealOptionGroup: group.body['@id'],
        position: 1,
      },
    });
    expect(created.status).toBe(201);
    const seeded = sandbox.store
      .list('meal-options')
      .filter((option) => option.restaurant === '/api/v1/restaurants/1' && option.id !== created.body.id)
      .sort((a, b) => Number(a.position) - Number(b.position));
    const moved = await sandbox.call(
      'PUT',
      `/api/v1/meal-options/${String(seeded[1]?.id)}/move-to-position`,
      {
        as: RESTAURANT,
        body: { position: 1 },
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(1);
    expect(sandbox.store.get('meal-options', String(created.body.id))?.position).toBe(1);
  });

  it('moves a meal, inactivates it for today and activates it, moving the menu update time', async () => {
    const meals = (await mealsOf(1)).filter((meal) => meal.category === '/api/v1/meal-categories/1');
    sandbox.clock.now = new Date('2025-01-15T10:05:00Z');
    const third = meals[2] as Json;
    const moved = await sandbox.call('PUT', `/api/v1/meals/${String(third.id)}/move-to-position`, {
      as: RESTAURANT,
      body: { position: 1 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.position).toBe(1);
    const order = (await mealsOf(1))
      .filter((meal) => meal.category === '/api/v1/meal-categories/1')
      .map((meal) => meal.id);
    expect(order).toEqual([third.id, meals[0]?.id, meals[1]?.id]);
    const inactive = await sandbox.call('PUT', `/api/v1/meals/${String(third.id)}/inactivate-for-today`, {
      as: RESTAURANT,
    });
    expect(inactive.body.inactiveUntil).toBe('2025-01-15T23:59:59.000Z');
    const lastUpdate = await sandbox.call('GET', '/api/v1/restaurants/1/menu-lastupdate', { as: RESTAURANT });
    expect(lastUpdate.body.lastUpdate).toBe('2025-01-15T10:05:00.000Z');
    const activated = await sandbox.call('PUT', `/api/v1/meals/${String(third.id)}/activate`, {
      as: RESTAURANT,
    });
    expect(activated.body).toMatchObject({ isActive: true, inactiveUntil: null });
    const refused = await sandbox.call('PUT', `/api/v1/meals/${String(third.id)}/move-to-position`, {
      as: RESTAURANT,
      body: { position: 'first' },
    });
    expect(refused.status).toBe(400);
  });
});
