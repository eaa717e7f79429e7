import { beforeEach, describe, expect, it } from 'vitest';

import { auditChanges } from './audit.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 40 });
});

describe('the audit log', () => {
  it('records an order approval with the old and new status, by whom', async () => {
    const order = sandbox.store.orders().find((candidate) => candidate.status === 'new');
    if (!order) throw new Error('no new order in the seed');
    const approved = await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: { preparation_time: 15 } },
    });
    expect(approved.status).toBe(200);
    const history = members((await sandbox.call('GET', `/api/v1/auditLog/orders/${order.id}`)).body);
    const entry = history.find((candidate) => candidate.action === 'update');
    expect(entry).toMatchObject({
      entityType: 'orders',
      entityId: String(order.id),
      userEmail: 'admin@example.com',
      user: '/api/v1/users/1',
    });
    expect((entry?.changes as Record<string, unknown>).status).toEqual(['new', 'approved']);
    // An approval that changes nothing (already approved) leaves no second entry.
    await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: { preparation_time: 15 } },
    });
    expect(members((await sandbox.call('GET', `/api/v1/auditLog/orders/${order.id}`)).body)).toHaveLength(
      history.length,
    );
  });

  it('records generic updates with each changed field, and lists them filtered by entity', async () => {
    const updated = await sandbox.call('PUT', '/api/v1/dynamic_settings/1', {
      body: { maintenanceMode: true, supportPhone: '+3612345678' },
    });
    expect(updated.status).toBe(200);
    const list = members(
      (await sandbox.call('GET', '/api/v1/audit-log?entityType=dynamic_settings&entityId=1')).body,
    );
    expect(list).toHaveLength(1);
    expect(list[0]?.changes).toEqual({ maintenanceMode: [false, true] });
    // A refused write records nothing.
    const refused = await sandbox.call('PUT', '/api/v1/dynamic_settings/1', {
      body: { restaurantReloadInterval: -4 },
    });
    expect(refused.status).toBe(400);
    expect(
      members((await sandbox.call('GET', '/api/v1/audit-log?entityType=dynamic_settings')).body),
    ).toHaveLength(1);
  });

  it('is for super admins only', async () => {
    const answer = await sandbox.call('GET', '/api/v1/audit-log', { as: 'company@example.com' });
    expect(answer.status).toBe(403);
    expect(
      (await sandbox.call('GET', '/api/v1/auditLog/orders/1', { as: 'company@example.com' })).status,
    ).toBe(403);
  });

  it('compares values by content and ignores the bookkeeping fields', () => {
    expect(
      auditChanges(
        { id: 1, name: 'A', tags: [1, 2], updatedAt: 'x', gone: 1 },
        { id: 1, name: 'B', tags: [1, 2], updatedAt: 'y' },
      ),
    ).toEqual({ name: ['A', 'B'], gone: [1, null] });
  });
});

describe('test pushes', () => {
  it('answer with the result at each registered endpoint the target has', async () => {
    for (const [as, deviceToken] of [
      ['admin@example.com', 'admin-browser'],
      ['restaurant@example.com', 'stale-restaurant-tablet'],
    ] as const) {
      const registered = await sandbox.call('POST', '/api/v1/notification/register', {
        as,
        body: { deviceToken },
      });
      expect(registered.status).toBe(201);
    }
    const all = await sandbox.call('POST', '/api/v1/test-push-notification/send', { body: {} });
    expect(all.body).toEqual({
      success: true,
      results: [
        { endpoint: 'admin-browser', user: '/api/v1/users/1', success: true },
        {
          endpoint: 'stale-restaurant-tablet',
          user: expect.any(String),
          success: false,
          error: 'NotRegistered',
        },
      ],
    });
    const mine = await sandbox.call('POST', '/api/v1/test-push-notification/send-to-user', { body: {} });
    expect((mine.body.results as Json[]).map((result) => result.endpoint)).toEqual(['admin-browser']);
    const restaurant = await sandbox.call('POST', '/api/v1/test-push-notification/restaurant/1', {
      body: {},
    });
    expect((restaurant.body.results as Json[]).map((result) => result.endpoint)).toEqual([
      'stale-restaurant-tablet',
    ]);
    const nobody = await sandbox.call('POST', '/api/v1/test-push-notification/user/9999', { body: {} });
    expect(nobody.body.results).toEqual([]);
    expect(
      (await sandbox.call('POST', '/api/v1/test-push-notification/send', { as: 'company@example.com' }))
        .status,
    ).toBe(403);
  });

  it('keep one registration per device token, for its latest user', async () => {
    for (const as of ['company@example.com', 'admin@example.com']) {
      await sandbox.call('POST', '/api/v1/notification/register', {
        as,
        body: { deviceToken: 'shared-browser' },
      });
    }
    const answer = await sandbox.call('POST', '/api/v1/test-push-notification/send', { body: {} });
    expect(answer.body.results).toEqual([
      { endpoint: 'shared-browser', user: '/api/v1/users/1', success: true },
    ]);
  });
});
