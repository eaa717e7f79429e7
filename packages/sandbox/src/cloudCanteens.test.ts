// The calls of the canteen screens (issue 15, canteens half): cloud canteens of a company, their related
// restaurants' rules and cutoff overrides checked as the app checks them, the realtime change of an open canteen,
// and the pre-creation of a canteen's delivery jobs.
import { beforeEach, describe, expect, it } from 'vitest';

import type { RealtimeMessage } from './realtime.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 10 });
});

const related = (override: string | null) => ({
  deliveryTime: '12:00',
  relatedRestaurants: [
    {
      restaurant: '/api/v1/restaurants/4',
      rules: [
        { cutoffTime: '2023-08-29 08:00:00', limit: 50 },
        { cutoffTime: '2023-08-29 09:00:00', limit: 999 },
      ],
      cutoffTimeOverride: override,
    },
  ],
});

describe('cloud canteens', () => {
  it('lists the cloud canteens of one company by its IRI', async () => {
    await sandbox.call('POST', '/api/v1/cloud-canteens', {
      body: { name: 'Other canteen', company: '/api/v1/companies/2', relatedRestaurants: [] },
    });
    const first = await sandbox.call('GET', '/api/v1/cloud-canteens?company=%2Fapi%2Fv1%2Fcompanies%2F1');
    expect(first.status).toBe(200);
    expect(members(first.body).map((canteen) => canteen.name)).toEqual(['Acme office canteen']);
    const second = await sandbox.call('GET', '/api/v1/cloud-canteens?company=%2Fapi%2Fv1%2Fcompanies%2F2');
    expect(members(second.body).map((canteen) => canteen.name)).toEqual(['Other canteen']);
  });

  it('keeps a cutoff override 0 to 7 days before the delivery, and refuses one outside on its field', async () => {
    const kept = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', {
      body: related('2023-08-27 09:30:00'),
    });
    expect(kept.status).toBe(200);
    expect((kept.body.relatedRestaurants as Json[])[0]?.cutoffTimeOverride).toBe('2023-08-27 09:30:00');

    for (const override of ['2023-08-30 09:30:00', '2023-08-21 09:30:00', 'tomorrow']) {
      const refused = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', { body: related(override) });
      expect(refused.status).toBe(400);
      expect((refused.body.violations as Json[]).map((violation) => violation.propertyPath)).toContain(
        'relatedRestaurants.0.cutoffTimeOverride',
      );
    }
    const cleared = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', { body: related(null) });
    expect(cleared.status).toBe(200);
  });

  it('refuses a rule out of order on its cutoff', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', {
      body: {
        deliveryTime: '12:00',
        relatedRestaurants: [
          {
            restaurant: '/api/v1/restaurants/4',
            rules: [
              { cutoffTime: '2023-08-29 10:00:00', limit: 5 },
              { cutoffTime: '2023-08-29 09:00:00', limit: 5 },
            ],
          },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.violations as Json[])[0]?.propertyPath).toBe(
      'relatedRestaurants.0.rules.0.cutoffTime',
    );
  });

  it('announces a change on the canteen’s private channel', async () => {
    const messages: RealtimeMessage[] = [];
    const off = sandbox.realtime.subscribe((message) => messages.push(message));
    await sandbox.call('PUT', '/api/v1/cloud-canteens/1', { body: related(null) });
    await sandbox.call('PUT', '/api/v1/residential-canteens/1', { body: { name: 'Riverside' } });
    off();
    expect(messages.map((message) => `${message.channel} ${message.event}`)).toEqual(
      expect.arrayContaining(['private-cloudcanteens-1 update', 'private-residentialcanteens-1 update']),
    );
  });

  it('is for super admins only', async () => {
    for (const email of ['restaurant@example.com', 'company@example.com']) {
      const list = await sandbox.call('GET', '/api/v1/cloud-canteens', { as: email });
      const write = await sandbox.call('PUT', '/api/v1/cloud-canteens/1', {
        as: email,
        body: { name: 'Taken over' },
      });
      expect({ email, list: list.status, write: write.status }).toEqual({ email, list: 403, write: 403 });
    }
    expect(sandbox.store.get('cloud-canteens', 1)?.name).toBe('Acme office canteen');
  });
});

describe('pre-creating a canteen’s delivery jobs', () => {
  it.each([
    ['cloud-canteen', 1],
    ['residential-canteen', 1],
  ])('creates an initialized job for a %s with the chosen method', async (kind, id) => {
    const answer = await sandbox.call('POST', `/api/v1/delivery-jobs/pre-create-for/${kind}/${id}`, {
      body: { deliveryMethod: 'wolt' },
    });
    expect(answer.status).toBeLessThan(300);
    const job = sandbox.store.get('delivery-jobs', answer.body.id as number);
    expect(job).toMatchObject({
      deliveryMethod: 'wolt',
      status: 'initialized',
      preCreatedFor: `${kind}:${id}`,
    });
  });

  it('needs a delivery method, an existing canteen and a super admin', async () => {
    const blank = await sandbox.call('POST', '/api/v1/delivery-jobs/pre-create-for/cloud-canteen/1', {
      body: {},
    });
    expect(blank.status).toBe(400);
    expect((blank.body.violations as Json[])[0]?.propertyPath).toBe('deliveryMethod');
    const missing = await sandbox.call('POST', '/api/v1/delivery-jobs/pre-create-for/cloud-canteen/999', {
      body: { deliveryMethod: 'wolt' },
    });
    expect(missing.status).toBe(404);
    const company = await sandbox.call('POST', '/api/v1/delivery-jobs/pre-create-for/cloud-canteen/1', {
      as: 'company@example.com',
      body: { deliveryMethod: 'wolt' },
    });
    expect(company.status).toBe(403);
  });
});
