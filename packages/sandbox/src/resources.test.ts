import { beforeEach, describe, expect, it } from 'vitest';

import { RESOURCES } from './resources.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
/** The seeded cloud canteen's label token (random: read from the store). */
const canteenToken = () => String(sandbox.store.get('cloud-canteens', 1)?.token);
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 80 });
});

describe('generic CRUD', () => {
  it.each(RESOURCES.map((resource) => [resource.base, resource.type]))(
    'lists %s as a hydra collection of %s',
    async (base, type) => {
      const answer = await sandbox.call('GET', `/api/v1/${base}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ '@type': 'hydra:Collection', '@id': `/api/v1/${base}` });
      expect(typeof answer.body['hydra:totalItems']).toBe('number');
      for (const member of members(answer.body)) {
        expect(member['@type']).toBe(type);
        expect(member['@id']).toMatch(/^\/api\/v1\/[\w-]+\/\d+$/);
        expect(member).toHaveProperty('id');
      }
    },
  );

  it('creates, reads, updates, filters and deletes a record', async () => {
    const created = await sandbox.call('POST', '/api/v1/brands', {
      body: { name: 'Soup Society', logo: null },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.id);
    expect(created.body['@id']).toBe(`/api/v1/brands/${id}`);
    expect((await sandbox.call('GET', `/api/v1/brands/${id}`)).body.name).toBe('Soup Society');
    const updated = await sandbox.call('PUT', `/api/v1/brands/${id}`, { body: { name: 'Soup Club' } });
    expect(updated.body).toMatchObject({ id, name: 'Soup Club' });
    const found = members((await sandbox.call('GET', '/api/v1/brands?name=soup')).body);
    expect(found.map((brand) => brand.id)).toEqual([id]);
    const exact = members((await sandbox.call('GET', '/api/v1/brands?name[exact]=soup')).body);
    expect(exact).toEqual([]);
    expect(members((await sandbox.call('GET', '/api/v1/brands?name[start]=Soup')).body)).toHaveLength(1);
    expect((await sandbox.call('DELETE', `/api/v1/brands/${id}`)).status).toBe(204);
    expect((await sandbox.call('GET', `/api/v1/brands/${id}`)).status).toBe(404);
  });

  it('refuses a blank required field with a violation', async () => {
    const answer = await sandbox.call('POST', '/api/v1/companies', { body: { name: ' ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([
      { propertyPath: 'name', message: 'This value should not be blank.' },
    ]);
  });

  it('does not offer writes on read-only resources', async () => {
    expect((await sandbox.call('POST', '/api/v1/audit-log', { body: {} })).status).toBe(404);
    expect((await sandbox.call('DELETE', '/api/v1/dynamic_settings/1')).status).toBe(404);
    const settings = await sandbox.call('PUT', '/api/v1/dynamic_settings/1', {
      body: { restaurantReloadInterval: 30 },
    });
    expect(settings.body.restaurantReloadInterval).toBe(30);
  });
});

describe('validation with the domain rules', () => {
  it('refuses overlapping opening hours of a restaurant', async () => {
    const openingDays = [
      {
        day: 1,
        timeIntervals: [
          { openTime: '10:00', closeTime: '14:00' },
          { openTime: '13:00', closeTime: '18:00' },
        ],
      },
    ];
    const answer = await sandbox.call('PUT', '/api/v1/restaurants/1', { body: { openingDays } });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([
      {
        propertyPath: 'openingDays.0.timeIntervals.1.openTime',
        message: 'This period overlaps another period of the same day.',
      },
    ]);
    const fine = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      body: { openingDays: [{ day: 1, timeIntervals: [{ openTime: '10:00', closeTime: '14:00' }] }] },
    });
    expect(fine.status).toBe(200);
  });

  it('refuses allowance days with an end before the start', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/company-allowances/11', {
      body: { days: [{ day: 2, timeIntervals: [{ openTime: '14:00', closeTime: '11:00' }] }] },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.violations as Json[])[0]?.propertyPath).toBe('days.0.timeIntervals.0.closeTime');
  });

  it('refuses cutoff rules out of order and limits outside 1 to 999', async () => {
    const rules = [
      { cutoffTime: '2023-08-30 09:30:00', limit: 10 },
      { cutoffTime: '2023-08-30 09:00:00', limit: 1000 },
    ];
    const answer = await sandbox.call('PUT', '/api/v1/restaurants/4', {
      body: { defaultCanteenRules: rules },
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.violations as Json[]).map((violation) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['defaultCanteenRules.0.cutoffTime', 'defaultCanteenRules.1.limit']),
    );
    const canteen = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', {
      body: {
        deliveryTime: '12:00',
        relatedRestaurants: [
          {
            restaurant: '/api/v1/restaurants/4',
            // The round's delivery is 12:00 on the 15th, after its first cutoff: the second cutoff is too late.
            rules: [
              { cutoffTime: '2025-01-15 10:00:00', limit: 5 },
              { cutoffTime: '2025-01-15 13:00:00', limit: 5 },
            ],
          },
        ],
      },
    });
    expect(canteen.status).toBe(400);
    expect((canteen.body.violations as Json[])[0]?.propertyPath).toBe(
      'relatedRestaurants.0.rules.1.cutoffTime',
    );
  });
});

describe('role scoping of resources', () => {
  const cases: Array<[string, string, string, number]> = [
    ['company@example.com', 'GET', '/api/v1/company-teams', 200],
    ['company@example.com', 'GET', '/api/v1/companies/1', 200],
    ['company@example.com', 'GET', '/api/v1/companies/2', 403],
    ['company@example.com', 'POST', '/api/v1/companies', 403],
    ['company@example.com', 'GET', '/api/v1/restaurants', 403],
    ['company@example.com', 'GET', '/api/v1/brands', 403],
    ['restaurant@example.com', 'GET', '/api/v1/restaurants/1', 200],
    ['restaurant@example.com', 'GET', '/api/v1/restaurants/2', 403],
    ['restaurant@example.com', 'GET', '/api/v1/meals', 200],
    ['restaurant@example.com', 'GET', '/api/v1/companies', 403],
    ['restaurant@example.com', 'DELETE', '/api/v1/restaurants/1', 403],
    ['chain@example.com', 'GET', '/api/v1/restaurants/3', 200],
    ['chain@example.com', 'GET', '/api/v1/restaurants/1', 403],
    ['billing@example.com', 'GET', '/api/v1/billing', 200],
    ['billing@example.com', 'GET', '/api/v1/users', 403],
    ['billing@example.com', 'GET', '/api/v1/delivery-jobs', 403],
    ['admin@example.com', 'GET', '/api/v1/users/2', 200],
  ];
  it.each(cases)('%s %s %s → %i', async (as, method, path, status) => {
    expect(
      (await sandbox.call(method, path, { as, ...(method === 'POST' ? { body: { name: 'X' } } : {}) }))
        .status,
    ).toBe(status);
  });

  it('lists only the records in scope', async () => {
    const teams = members(
      (await sandbox.call('GET', '/api/v1/company-teams', { as: 'company@example.com' })).body,
    );
    expect(teams.length).toBeGreaterThan(0);
    expect(teams.every((team) => team.company === '/api/v1/companies/1')).toBe(true);
    const meals = members(
      (await sandbox.call('GET', '/api/v1/meals?itemsPerPage=100', { as: 'chain@example.com' })).body,
    );
    expect(new Set(meals.map((meal) => meal.restaurant))).toEqual(
      new Set(['/api/v1/restaurants/2', '/api/v1/restaurants/3']),
    );
    const invoices = members(
      (await sandbox.call('GET', '/api/v1/billing', { as: 'restaurant@example.com' })).body,
    );
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((invoice) => invoice.restaurant === '/api/v1/restaurants/1')).toBe(true);
  });

  it('puts a company admin’s new record in the own company', async () => {
    const created = await sandbox.call('POST', '/api/v1/company-addresses', {
      as: 'company@example.com',
      body: { name: 'Annex', city: 'Budapest' },
    });
    expect(created.status).toBe(201);
    expect(created.body.company).toBe('/api/v1/companies/1');
    const foreign = await sandbox.call('POST', '/api/v1/company-addresses', {
      as: 'company@example.com',
      body: { name: 'Sneaky', company: '/api/v1/companies/2' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('named actions', () => {
  it('moves a meal to a position and renumbers its siblings', async () => {
    const meals = members(
      (await sandbox.call('GET', '/api/v1/meals?restaurant=1&category=1&order[position]=asc')).body,
    );
    const last = meals[meals.length - 1] ?? {};
    const moved = await sandbox.call('PUT', `/api/v1/meals/${String(last.id)}/move-to-position`, {
      as: 'restaurant@example.com',
      body: { position: 1 },
    });
    expect(moved.body.position).toBe(1);
    const after = members(
      (await sandbox.call('GET', '/api/v1/meals?restaurant=1&category=1&order[position]=asc')).body,
    );
    expect(after.map((meal) => meal.position)).toEqual(meals.map((_, index) => index + 1));
    expect(after[0]?.id).toBe(last.id);
  });

  it('inactivates a meal category for today and activates it again', async () => {
    const today = await sandbox.call('PUT', '/api/v1/meal-categories/1/inactivate-for-today', {
      as: 'restaurant@example.com',
    });
    expect(today.body.inactiveUntil).toBe('2025-01-15T23:59:59.000Z');
    const active = await sandbox.call('PUT', '/api/v1/meal-categories/1/activate', {
      as: 'restaurant@example.com',
    });
    expect(active.body).toMatchObject({ isActive: true, inactiveUntil: null });
  });

  it('clones a company, finishes a todo and clones a restaurant', async () => {
    expect((await sandbox.call('PUT', '/api/v1/companies/1/clone')).body.name).toBe('Acme Kft. (copy)');
    expect((await sandbox.call('POST', '/api/v1/todo-lists/1/finish')).body.finished).toBe(true);
    const restaurant = await sandbox.call('PUT', '/api/v1/restaurants/2/clone');
    expect(restaurant.status).toBe(201);
    expect(restaurant.body.isActive).toBe(false);
  });

  it('confirms a canteen cutoff, which marks the sub-order confirmed', async () => {
    const order = sandbox.store
      .orders()
      .find((entry) => entry.status === 'new' && (entry.canteenRules?.length ?? 0) === 2);
    const cutoff = order?.canteenRules?.[1]?.cutoffTime ?? '';
    const answer = await sandbox.call(
      'PUT',
      '/api/v1/restaurants/4/confirm-canteen-notification/collected_orders_notification/1',
      {
        body: { canteenIdentifier: 'ACME', cutoffTime: cutoff },
      },
    );
    expect(answer.body.orders).toContain(order?.id);
    expect((await sandbox.call('GET', `/api/v1/orders/${order?.id ?? ''}-2`)).body.isConfirmed).toBe(true);
    const publicWithoutToken = await sandbox.call(
      'PUT',
      '/api/v1/public/restaurants/4/confirm-canteen-notification/collected_orders_notification/1',
      { as: null, body: { canteenIdentifier: 'ACME', cutoffTime: cutoff } },
    );
    expect(publicWithoutToken.status).toBe(403);
    const publicWithToken = await sandbox.call(
      'PUT',
      `/api/v1/public/restaurants/4/confirm-canteen-notification/collected_orders_notification/1?token=${canteenToken()}`,
      { as: null, body: { canteenIdentifier: 'ACME', cutoffTime: cutoff } },
    );
    expect(publicWithToken.status).toBe(200);
  });

  it('moves a delivery job through send-out, priority and force-finish', async () => {
    const job = sandbox.store.list('delivery-jobs').find((entry) => entry.status === 'initialized');
    const id = String(job?.id);
    expect((await sandbox.call('POST', `/api/v1/delivery-jobs/${id}/send-out`)).body.courierStatus).toBe(
      'queued',
    );
    expect(
      (await sandbox.call('POST', `/api/v1/delivery-jobs/${id}/priority`, { body: { priority: 2 } })).body
        .isPriority,
    ).toBe(true);
    expect(
      (await sandbox.call('POST', `/api/v1/delivery-jobs/${id}/priority`, { body: { priority: -1 } })).status,
    ).toBe(400);
    const provider = await sandbox.call('PUT', `/api/v1/delivery-jobs/${id}/create-and-queue-provider-job`, {
      body: { deliveryMethod: 'stuart' },
    });
    expect(provider.status).toBe(201);
    expect(
      (await sandbox.call('POST', `/api/v1/delivery-provider-jobs/${String(provider.body.id)}/cancel`)).body
        .status,
    ).toBe('cancelled');
    expect((await sandbox.call('POST', `/api/v1/delivery-jobs/${id}/force-finish`)).body.status).toBe(
      'finished',
    );
  });

  it('needs items and a pickup time to send to pedal-me', async () => {
    const answer = await sandbox.call('POST', '/api/v1/delivery-jobs/send-to-pedalme', {
      body: { deliveryJobs: [], size: 'cargo' },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.violations as Json[]).map((violation) => violation.propertyPath)).toEqual([
      'deliveryJobs',
      'pickupTime',
    ]);
  });

  it('keeps invoice files in the file manager and downloads them', async () => {
    const folders = members(
      (await sandbox.call('GET', '/api/v1/file-manager/company/1/folders', { as: 'billing@example.com' }))
        .body,
    );
    expect(folders.length).toBe(3);
    const files = members(
      (await sandbox.call('GET', '/api/v1/file-manager/company/1/files', { as: 'billing@example.com' })).body,
    );
    const download = await sandbox.call(
      'GET',
      `/api/v1/file-manager/company/1/files/${String(files[0]?.id)}/download`,
      { as: 'billing@example.com' },
    );
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.text.startsWith('%PDF')).toBe(true);
  });

  it('answers select options, audit history and budgets', async () => {
    const options = members((await sandbox.call('GET', '/api/v1/select-options/restaurants')).body);
    expect(options[0]).toMatchObject({ value: '/api/v1/restaurants/1', label: 'Pasta Palace' });
    const history = await sandbox.call('GET', '/api/v1/auditLog/restaurants/1');
    expect(members(history.body).every((entry) => entry.entityType === 'restaurants')).toBe(true);
    const budget = await sandbox.call('POST', '/api/v1/cloud-canteens/budgets-for-user/6', {
      body: { canteenId: 1, credits: 5000 },
    });
    expect(budget.status).toBe(201);
    expect(
      members((await sandbox.call('GET', '/api/v1/cloud-canteens/budgets-for-user/6')).body)[0]?.credits,
    ).toBe(5000);
  });
});

describe('printouts, realtime auth and the development call', () => {
  it('renders the canteen labels and summary as PDF', async () => {
    const labels = await sandbox.call('GET', '/api/v1/cloud-canteen/label/view/1/4');
    expect(labels.status).toBe(200);
    expect(labels.headers.get('content-type')).toBe('application/pdf');
    expect(labels.text.startsWith('%PDF')).toBe(true);
    const summary = await sandbox.call('GET', `/api/v1/cloud-canteen/summary/1?token=${canteenToken()}`, {
      as: null,
    });
    expect(summary.text.startsWith('%PDF')).toBe(true);
    expect((await sandbox.call('GET', '/api/v1/cloud-canteen/summary/1', { as: null })).status).toBe(401);
    const page = await sandbox.call(
      'GET',
      `/frontend-api/public/cloudcanteen/label/view/1/4?token=${canteenToken()}`,
      { as: null },
    );
    expect(page.status).toBe(200);
    expect((page.body.labels as Json[]).length).toBeGreaterThan(0);
  });

  it('signs realtime channels the user may see and refuses others', async () => {
    const signed = await sandbox.call('POST', '/api/v1/broadcasting/auth', {
      as: 'restaurant@example.com',
      body: { socket_id: '123.456', channel_name: 'private-orders-1' },
    });
    expect(signed.body.auth).toMatch(/^backoffice-sandbox:[0-9a-f]{64}$/);
    const refused = await sandbox.call('POST', '/api/v1/broadcasting/auth', {
      as: 'restaurant@example.com',
      body: { socket_id: '123.456', channel_name: 'private-orders-2' },
    });
    expect(refused.status).toBe(403);
  });

  it('places an order on POST /sandbox/orders in development only, and publishes it', async () => {
    const events: string[] = [];
    sandbox.realtime.subscribe((message) => events.push(`${message.channel}:${message.event}`));
    const placed = await sandbox.call('POST', '/sandbox/orders', { as: null, body: { restaurantId: 2 } });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'new', restaurant: { id: 2 } });
    expect(events).toEqual(
      expect.arrayContaining([
        'orders:create-order',
        'private-orders-2:new-order',
        'delivery-jobs:create-delivery-job',
      ]),
    );
    const production = createTestSandbox({ orderCount: 10, dev: false });
    expect((await production.call('POST', '/sandbox/orders', { as: null, body: {} })).status).toBe(404);
  });

  it('registers a device for notifications and answers the test pushes', async () => {
    expect(
      (
        await sandbox.call('POST', '/api/v1/notification/register', {
          as: 'restaurant@example.com',
          body: { deviceToken: 'abc' },
        })
      ).status,
    ).toBe(201);
    expect((await sandbox.call('POST', '/api/v1/test-push-notification/restaurant/1')).body).toEqual({
      success: true,
      results: [{ endpoint: 'abc', user: expect.any(String), success: true }],
    });
  });
});

describe('reference filters', () => {
  it('match an IRI by its id, never by a part of it', async () => {
    const meals = members((await sandbox.call('GET', '/api/v1/meals?restaurant=1&itemsPerPage=100')).body);
    expect(meals.length).toBe(4);
    expect(meals.every((meal) => meal.restaurant === '/api/v1/restaurants/1')).toBe(true);
    const byIri = members(
      (await sandbox.call('GET', '/api/v1/meals?restaurant=/api/v1/restaurants/1&itemsPerPage=100')).body,
    );
    expect(byIri.map((meal) => meal.id)).toEqual(meals.map((meal) => meal.id));
  });
});
