import { describe, expect, it } from 'vitest';

import { ResponseShapeError } from '../client/errors.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';
import { createTestApiClient } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { saveEntity } from './createResource.js';
import { resources } from './resources.js';

const signedIn = (routes: Parameters<typeof createTestApiClient>[0]) =>
  createTestApiClient(routes, { cookies: createMemoryCookieStore({ jwt: buildToken() }) });

describe('generic CRUD', () => {
  it('lists with bracket params into items and total', async () => {
    const client = signedIn({
      'GET /coupons': () => ({ 'hydra:member': [{ id: 1, value: 500 }], 'hydra:totalItems': 40 }),
    });
    const page = await resources.coupons.list(client, {
      page: 2,
      itemsPerPage: 25,
      restaurants: ['/api/v1/restaurants/1'],
      order: { code: 'asc' },
    });
    expect(page).toEqual({ items: [{ id: 1, value: 500 }], total: 40 });
    const query = client.requests[0]?.query;
    expect(query?.getAll('restaurants[]')).toEqual(['/api/v1/restaurants/1']);
    expect(query?.get('order[code]')).toBe('asc');
  });

  it('reads, creates, updates and deletes on the base path', async () => {
    const client = signedIn({
      'GET /brands/:id': ({ params }) => ({ id: Number(params.id), name: 'B' }),
      'POST /brands': ({ body }) => ({ id: 9, ...(body as object) }),
      'PUT /brands/:id': ({ body }) => body,
      'DELETE /brands/:id': () => new Response(null, { status: 204 }),
    });
    await expect(resources.brands.get(client, 3)).resolves.toEqual({ id: 3, name: 'B' });
    await expect(resources.brands.create(client, { name: 'N' })).resolves.toEqual({ id: 9, name: 'N' });
    await expect(resources.brands.update(client, 9, { id: 9, name: 'M' })).resolves.toEqual({
      id: 9,
      name: 'M',
    });
    await expect(resources.brands.remove(client, 9)).resolves.toBeUndefined();
    expect(client.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /brands/3',
      'POST /brands',
      'PUT /brands/9',
      'DELETE /brands/9',
    ]);
  });

  it('saves an edited entity with every field the platform sent', async () => {
    const sent = {
      '@id': '/api/v1/restaurants/1',
      id: 1,
      name: 'Old',
      isActive: true,
      secretPlatformField: { a: [1, 2] },
      areas: [{ name: 'A', polygonVersion: 3 }],
    };
    const client = signedIn({
      'GET /restaurants/:id': () => sent,
      'PUT /restaurants/:id': ({ body }) => body,
    });
    const restaurant = await resources.restaurants.get(client, 1);
    await saveEntity(client, resources.restaurants, restaurant, { name: 'New' });
    expect(client.requests[1]?.body).toEqual({ ...sent, name: 'New' });
  });

  it('reads the rest of a list and names the id and field of a bad item', async () => {
    const client = signedIn({
      'GET /users': () => ({
        'hydra:member': [
          { id: 1, email: 7 },
          { id: 2, email: 'b@example.com' },
        ],
        'hydra:totalItems': 2,
      }),
    });
    const page = await resources.users.list(client);
    expect(page.items.map((user) => user.id)).toEqual([2]);
    expect(page.unreadable).toEqual([
      { index: 0, id: 1, field: 'email', message: expect.any(String) as string },
    ]);
  });

  it('names the resource call and field of a bad single item', async () => {
    const client = signedIn({ 'GET /users/:id': () => ({ id: 1, email: 7 }) });
    const error = await resources.users.get(client, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ call: 'users.get', field: 'email' });
  });

  it('has a base path for every resource of the second document', () => {
    expect(
      Object.values(resources)
        .map((r) => r.basePath)
        .sort(),
    ).toEqual(
      [
        'users',
        'user-addresses',
        'promotions',
        'canteens',
        'company-addresses',
        'company-balances',
        'company-teams',
        'company-allowances',
        'file-manager',
        'meal-option-groups',
        'meal-options',
        'meal-categories',
        'meals',
        'delivery-setting',
        'restaurant-tags',
        'restaurant-tag-groups',
        'residential-canteen-addresses',
        'residential-canteen-partner-relations',
        'residential-canteens',
        'companies',
        'coupons',
        'billing',
        'registration-codes',
        'banners',
        'custom-export-category',
        'custom-export',
        'brands',
        'order-history',
        'restaurants',
        'cloud-canteens',
        'delivery-provider-jobs',
        'delivery-jobs',
        'delivery-job-log',
        'todo-lists',
        'translations',
        'audit-log',
      ]
        .map((p) => `/${p}`)
        .sort(),
    );
  });
});
