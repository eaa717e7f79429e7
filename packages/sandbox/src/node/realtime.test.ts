import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer } from './startServer.js';
import type { RunningServer } from './startServer.js';

let server: RunningServer;
let dataDir: string;

async function login(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-1234' }),
  });
  return ((await response.json()) as { token: string }).token;
}

function connect(token: string): Pusher {
  return new Pusher('backoffice-sandbox', {
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'sandbox',
    channelAuthorization: {
      endpoint: `${server.url}/api/v1/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-rt-'));
  server = await startServer({ port: 0, dataDir, simulator: false, orderCount: 60, log: () => undefined });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('realtime (Pusher protocol 7) with the real pusher-js client', () => {
  it('delivers new-order on private-orders-{id} when an order is placed', async () => {
    const pusher = connect(await login('restaurant@example.com'));
    try {
      const channel = pusher.subscribe('private-orders-1');
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (error: unknown) =>
          reject(new Error(JSON.stringify(error))),
        );
      });
      const received = new Promise<{ id: string; status: string }>((resolve) =>
        channel.bind('new-order', resolve),
      );
      const placed = await fetch(`${server.url}/sandbox/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(placed.status).toBe(201);
      const order = (await placed.json()) as { id: string };
      const event = await received;
      expect(event.id).toBe(order.id);
      expect(event.status).toBe('new');
    } finally {
      pusher.disconnect();
    }
  });

  it('refuses the private channel of another restaurant and serves public channels without auth', async () => {
    const pusher = connect(await login('restaurant@example.com'));
    try {
      const denied = pusher.subscribe('private-orders-2');
      const status = await new Promise<number>((resolve) => {
        denied.bind('pusher:subscription_error', (error: { status: number }) => resolve(error.status));
        denied.bind('pusher:subscription_succeeded', () => resolve(200));
      });
      expect(status).toBe(403);
      const orders = pusher.subscribe('orders');
      await new Promise<void>((resolve) => orders.bind('pusher:subscription_succeeded', () => resolve()));
      const created = new Promise<{ id: string }>((resolve) => orders.bind('create-order', resolve));
      const order = server.sandbox.placeOrder(2);
      expect((await created).id).toBe(order.id);
    } finally {
      pusher.disconnect();
    }
  });
});
