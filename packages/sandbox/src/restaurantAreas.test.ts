import { beforeEach, describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';
import type { TestSandbox } from './testing/client.js';

type Json = Record<string, unknown>;

let sandbox: TestSandbox;
beforeEach(() => {
  sandbox = createTestSandbox({ orderCount: 5 });
});

const area = (overrides: Json = {}): Json => ({
  name: 'North',
  area: [
    { lat: 47.5, lng: 19.03 },
    { lat: 47.51, lng: 19.04 },
    { lat: 47.5, lng: 19.05 },
  ],
  deliveryRadius: null,
  isActive: true,
  isPreOrder: true,
  preOrderBorderTime: '10:00',
  preOrderDayBefore: 2,
  preOrderDayUntil: 30,
  priceCategory: 'average',
  ...overrides,
});

describe('restaurant delivery areas', () => {
  it('stores a polygon area with its pre-order day-until and price category', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/restaurants/1', { body: { areas: [area()] } });
    expect(answer.status).toBe(200);
    const [stored] = (await sandbox.call('GET', '/api/v1/restaurants/1')).body.areas as Json[];
    expect(stored).toMatchObject({ name: 'North', preOrderDayUntil: 30, priceCategory: 'average' });
    expect(stored?.area).toHaveLength(3);
  });

  it('refuses a corner off the globe, a bad border time and a negative day-until, naming each field', async () => {
    const answer = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      body: {
        areas: [
          area({
            area: [
              { lat: 95, lng: 19 },
              { lat: 47.5, lng: 'east' },
            ],
            preOrderBorderTime: '25:99',
            preOrderDayUntil: -1,
          }),
        ],
      },
    });
    expect(answer.status).toBe(400);
    const paths = (answer.body.violations as Json[]).map((violation) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        'areas.0.area.0.lat',
        'areas.0.area.1.lng',
        'areas.0.preOrderBorderTime',
        'areas.0.preOrderDayUntil',
      ]),
    );
  });

  it('lets a restaurant admin write their business hours but not their delivery areas', async () => {
    const hours = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      as: 'restaurant@example.com',
      body: { specialClosures: [{ date: '2031-01-02', timeIntervals: [] }] },
    });
    expect(hours.status).toBe(200);
    const areas = await sandbox.call('PUT', '/api/v1/restaurants/1', {
      as: 'restaurant@example.com',
      body: { areas: [area()] },
    });
    expect(areas.status).toBe(400);
  });
});
