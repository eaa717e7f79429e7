/**
 * The public data of the print app's canteen pages: the canteen looked up by id or identifier with its token, and
 * the orders of a label page. Nothing opens without the canteen's own token, and a bad query never crashes.
 */
import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;

let sandbox: TestSandbox;
let token: string;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 80 });
  token = String(sandbox.store.get('cloud-canteens', 1)?.token);
});

const lookup = (query: string) =>
  sandbox.call('GET', `/frontend-api/public/cloudcanteen/lookup?${query}`, { as: null });

describe('GET /frontend-api/public/cloudcanteen/lookup', () => {
  it('resolves a canteen identifier to its id, restaurants and cutoffs with the canteen token', async () => {
    const answer = await lookup(`identifier=ACME&token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 1, identifier: 'ACME', name: 'Acme office canteen' });
    const restaurants = answer.body.restaurants as { id: number; name: string; cutoffs: string[] }[];
    expect(restaurants.map((restaurant) => restaurant.id).sort()).toEqual([1, 4]);
    const kitchen = restaurants.find((restaurant) => restaurant.id === 4);
    expect(kitchen?.name).toBe('Canteen Kitchen');
    const cutoffs = answer.body.cutoffs as string[];
    expect(cutoffs).toEqual([...cutoffs].sort());
    expect(new Set(cutoffs).size).toBe(cutoffs.length);
    for (const cutoff of kitchen?.cutoffs ?? []) expect(cutoffs).toContain(cutoff);
    expect(cutoffs.every((cutoff) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(cutoff))).toBe(true);
  });

  it('finds the same canteen by its id', async () => {
    const answer = await lookup(`id=1&token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.identifier).toBe('ACME');
  });

  it('answers 404 for an unknown canteen and 403 for a missing or wrong token', async () => {
    expect((await lookup(`identifier=NOPE&token=${token}`)).status).toBe(404);
    expect((await lookup(`id=999&token=${token}`)).status).toBe(404);
    expect((await lookup(`token=${token}`)).status).toBe(404);
    expect((await lookup('identifier=ACME')).status).toBe(403);
    expect((await lookup('identifier=ACME&token=wrong')).status).toBe(403);
    expect((await lookup('identifier=ACME&token=')).status).toBe(403);
    expect((await lookup(`identifier[]=ACME&token[]=${token}`)).status).toBeLessThan(500);
  });

  it('does not open another canteen with one canteen’s token', async () => {
    sandbox.store.insert('cloud-canteens', {
      id: 2,
      name: 'Other canteen',
      identifier: 'OTHER',
      token: 'other-token',
      relatedRestaurants: [],
    });
    expect((await lookup(`identifier=OTHER&token=${token}`)).status).toBe(403);
    expect((await lookup('identifier=OTHER&token=other-token')).status).toBe(200);
  });
});

describe('GET /frontend-api/public/cloudcanteen/label/view/{canteen}/{restaurant}', () => {
  it('gives the orders of a cutoff as labels need them, without prices or tokens', async () => {
    const order = sandbox.store
      .orders()
      .find((entry) => entry.status === 'new' && String(entry.cloudcanteen?.id) === '1');
    const cutoff = order?.canteenRules?.[0]?.cutoffTime ?? '';
    const answer = await sandbox.call(
      'GET',
      `/frontend-api/public/cloudcanteen/label/view/1/4?token=${token}&cutoffTime=${encodeURIComponent(cutoff)}`,
      { as: null },
    );
    expect(answer.status).toBe(200);
    const orders = answer.body.orders as Json[];
    expect(orders.map((entry) => entry.id)).toContain(order?.id);
    const printed = orders.find((entry) => entry.id === order?.id) as Json;
    expect(printed).toMatchObject({ identifier: order?.identifier, restaurantId: 4 });
    expect(JSON.stringify(printed)).not.toMatch(/token|priceSum|phone/);
    expect((printed.meals as Json[]).length).toBe(order?.meals.length);
    expect(answer.body.cutoffs).toContain(cutoff);
  });
});

describe('GET /api/v1/cloud-canteen/label/view/{canteen}/{restaurant} with the canteen token', () => {
  it('gives the label PDF of a kitchen of the canteen without a login', async () => {
    const answer = await sandbox.call('GET', `/api/v1/cloud-canteen/label/view/1/4?token=${token}`, {
      as: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.text.startsWith('%PDF')).toBe(true);
  });

  it('refuses a wrong token, and a restaurant that does not cook for the canteen', async () => {
    expect(
      (await sandbox.call('GET', '/api/v1/cloud-canteen/label/view/1/4?token=wrong', { as: null })).status,
    ).toBe(401);
    expect(
      (await sandbox.call('GET', `/api/v1/cloud-canteen/label/view/1/2?token=${token}`, { as: null })).status,
    ).toBe(404);
    expect(
      (await sandbox.call('GET', `/api/v1/cloud-canteen/label/view/9/4?token=${token}`, { as: null })).status,
    ).toBe(404);
  });
});
