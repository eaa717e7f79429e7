import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEMO_PASSWORD } from '@backoffice/sandbox';
import { startServer } from '@backoffice/sandbox/node';
import type { RunningServer } from '@backoffice/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '../client/createApiClient.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';
import { createPusherRealtime } from './createPusherRealtime.js';
import type { Realtime } from './types.js';

// The client's own realtime implementation against the sandbox's Pusher protocol 7 endpoint over a real socket:
// the private channel is authorised through the client (bearer and all), and the event arrives.
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'api-realtime-'));
  server = await startServer({ port: 0, dataDir, simulator: false, orderCount: 40, log: () => undefined });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function realtimeFor(email: string): Promise<Realtime> {
  const client = createApiClient({
    apiBaseUrl: `${server.url}/api/v1`,
    frontendApiUrl: `${server.url}/frontend-api`,
    fetch: (input, init) => fetch(input, init),
    cookies: createMemoryCookieStore(),
    secureCookies: false,
  });
  await client.session.signIn({ email, password: DEMO_PASSWORD });
  return createPusherRealtime(client, {
    key: 'backoffice-sandbox',
    host: '127.0.0.1',
    port: server.port,
    tls: false,
  });
}

function subscribed(realtime: Realtime, channel: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = realtime.onSubscribed(channel, () => {
      stop();
      resolve();
    });
  });
}

describe('createPusherRealtime against the sandbox', () => {
  it('connects, subscribes to the restaurant’s private channel and receives the new order', async () => {
    const realtime = await realtimeFor('restaurant@example.com');
    try {
      await subscribed(realtime, 'private-orders-1');
      expect(realtime.state()).toBe('connected');
      const received = new Promise<unknown>((resolve) =>
        realtime.bind('private-orders-1', 'new-order', resolve),
      );
      const placed = server.sandbox.placeOrder(1);
      expect(await received).toMatchObject({ id: placed.id, status: 'new' });
    } finally {
      realtime.disconnect();
    }
  });

  it('gets nothing from another restaurant’s private channel while its own keeps flowing', async () => {
    const realtime = await realtimeFor('restaurant@example.com');
    try {
      // Both authorisations go out together. The foreign one is refused: wait for that answer, so that no event
      // can miss the foreign channel merely because its subscription was still on its way.
      const refused = new Promise<unknown>((resolve) =>
        realtime.bind('private-orders-2', 'pusher:subscription_error', resolve),
      );
      const foreign: unknown[] = [];
      realtime.bind('private-orders-2', 'new-order', (data) => foreign.push(data));
      await subscribed(realtime, 'private-orders-1');
      expect(await refused).toMatchObject({ type: 'AuthError' });
      const own = new Promise<unknown>((resolve) => realtime.bind('private-orders-1', 'new-order', resolve));
      server.sandbox.placeOrder(2);
      const placed = server.sandbox.placeOrder(1);
      expect(await own).toMatchObject({ id: placed.id });
      expect(foreign).toEqual([]);
    } finally {
      realtime.disconnect();
    }
  });
});
