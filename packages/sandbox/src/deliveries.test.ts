import { beforeEach, describe, expect, it } from 'vitest';

import { advanceDeliveries } from './node/index.js';
import type { RealtimeMessage } from './realtime.js';
import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;
const members = (body: Json) => (body['hydra:member'] ?? []) as Json[];

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 40 });
});
const jobWhere = (test: (job: Json) => boolean) => {
  const job = sandbox.store.list('delivery-jobs').find((entry) => test(entry as Json));
  if (!job) throw new Error('no such delivery job in the seed');
  return job as Json;
};

describe('the delivery screens’ calls', () => {
  it('answers success false with the reason when a finished job is cancelled, and changes nothing', async () => {
    const job = jobWhere((entry) => entry.status === 'finished');
    const answer = await sandbox.call('POST', `/api/v1/delivery-jobs/${String(job.id)}/cancel`);
    expect(answer.body).toEqual({
      success: false,
      message: 'The delivery job cannot be cancelled in status finished.',
    });
    expect(sandbox.store.get('delivery-jobs', Number(job.id))?.status).toBe('finished');
  });

  it('lists the jobs of a courier group with any-of courier statuses, cancelled in two groups', async () => {
    const ask = async (statuses: string[]) =>
      members(
        (
          await sandbox.call(
            'GET',
            `/api/v1/delivery-jobs?${statuses.map((s) => `courierStatus[]=${s}`).join('&')}&itemsPerPage=100`,
          )
        ).body,
      ).map((job) => job.courierStatus);
    const cancelled = await ask(['cancelled', 'cancelled_after_approval']);
    expect(new Set(cancelled)).toEqual(new Set(['cancelled', 'cancelled_after_approval']));
    expect(await ask(['delivered', 'finished'])).not.toContain('cancelled');
  });

  it('creates a provider job at the chosen provider, listed by the order identifier, and closes it once', async () => {
    const job = jobWhere((entry) => entry.status === 'queued');
    const created = await sandbox.call(
      'PUT',
      `/api/v1/delivery-jobs/${String(job.id)}/create-and-queue-provider-job`,
      {
        body: { deliveryMethod: 'pedalme' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.provider).toBe('pedalme');
    const identifier = sandbox.store.order(String((job.orders as string[])[0]))?.identifier ?? '';
    const listed = members(
      (
        await sandbox.call(
          'GET',
          `/api/v1/delivery-provider-jobs?deliveryJob.orders.identifier=${identifier}&itemsPerPage=99`,
        )
      ).body,
    );
    expect(listed.map((entry) => entry.id)).toContain(created.body.id);
    const close = `/api/v1/delivery-provider-jobs/${String(created.body.id)}/close`;
    expect((await sandbox.call('POST', close)).body.status).toBe('closed');
    expect((await sandbox.call('POST', close)).body.success).toBe(false);
  });

  it('lists pedal-me items near a drop-off and needs lat and lon', async () => {
    const job = jobWhere((entry) => entry.status === 'initialized');
    const { latitude, longitude } = job.dropoffAddress as { latitude: number; longitude: number };
    const near = await sandbox.call('GET', `/api/v1/delivery-jobs/pedalme?lat=${latitude}&lon=${longitude}`);
    expect(members(near.body).map((item) => item.id)).toContain(job.id);
    expect((await sandbox.call('GET', '/api/v1/delivery-jobs/pedalme?lat=north')).status).toBe(400);
    const sent = await sandbox.call('POST', '/api/v1/delivery-jobs/send-to-pedalme', {
      body: { deliveryJobs: [job.id], pickupTime: '2030-01-01 12:00:00', size: 'cargo' },
    });
    expect(sent.body).toEqual({ success: true });
    expect(sandbox.store.get('delivery-jobs', Number(job.id))).toMatchObject({
      deliveryMethod: 'pedalme',
      vehicleType: 'cargo',
      status: 'queued',
    });
  });

  it('moves couriers with the simulator step and tells the delivery-jobs channel', () => {
    const heard: RealtimeMessage[] = [];
    sandbox.realtime.subscribe((message) => heard.push(message));
    expect(advanceDeliveries(sandbox.context)).toBeGreaterThan(0);
    expect(heard.some((message) => message.channel === 'delivery-jobs')).toBe(true);
  });
});
