/**
 * Hostile input against the real server on a random port: malformed realtime frames, oversized and deeply nested
 * bodies, forged tokens, cross-tenant writes, array scope values and out-of-range values. After all of it the
 * server must still answer, and no data may have changed that should not have.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_SECRET } from '../index.js';
import { signJwt } from '../lib/jwt.js';
import { restaurantIdOf } from '../orderService.js';
import { openRawSocket, wireCall, wireLogin } from '../testing/wire.js';
import { startServer } from './startServer.js';
import type { RunningServer } from './startServer.js';

let server: RunningServer;
let dataDir: string;
let before: string;
const logs: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-hostile-'));
  server = await startServer({
    port: 0,
    dataDir,
    simulator: false,
    orderCount: 60,
    log: (line) => logs.push(line),
  });
  before = JSON.stringify(server.sandbox.store.data.collections);
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('malformed realtime frames', () => {
  it.each([
    '[]',
    'null',
    '42',
    '{}',
    '{"event":123}',
    '"text"',
    'not json',
    '{"event":"pusher:subscribe","data":7}',
  ])('answers %s with pusher:error and keeps the connection', async (frame) => {
    const socket = await openRawSocket(server.url);
    try {
      await socket.next((received) => received.event === 'pusher:connection_established');
      socket.send(frame);
      const error = await socket.next();
      expect(error.event).toBe('pusher:error');
      socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      expect((await socket.next()).event).toBe('pusher:pong');
    } finally {
      socket.close();
    }
  });
});

describe('oversized and deeply nested bodies', () => {
  it('refuses a body nested 10,000 levels deep with 400 and stores nothing', async () => {
    const { token } = await wireLogin(server.url, 'company@example.com');
    const user = JSON.stringify(server.sandbox.store.get('users', 7));
    const body = `{"note":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const answer = await wireCall(server.url, 'PUT', '/api/v1/users/7', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/nested deeper/);
    expect(JSON.stringify(server.sandbox.store.get('users', 7))).toBe(user);
  });

  it('refuses a body larger than 1 MiB with 413, announced or chunked', async () => {
    const { token } = await wireLogin(server.url, 'admin@example.com');
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    const announced = await wireCall(server.url, 'POST', '/api/v1/brands', { token, body: big });
    expect(announced.status).toBe(413);
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/api/v1/brands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('refuses nested custom export params', async () => {
    const { token } = await wireLogin(server.url, 'admin@example.com');
    const params = encodeURIComponent(`{"a":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    const answer = await wireCall(server.url, 'GET', `/api/v1/custom-export/1/export?params=${params}`, {
      token,
    });
    expect(answer.status).toBe(400);
  });
});

describe('origins', () => {
  it('answers CORS only for the back-office and print origins', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5174']) {
      const allowed = await wireCall(server.url, 'GET', '/api/v1/configs', { headers: { origin } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    }
    for (const origin of ['http://evil.example', 'http://127.0.0.1:5173.evil.example', 'null']) {
      const refused = await wireCall(server.url, 'GET', '/api/v1/configs', { headers: { origin } });
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await wireCall(server.url, 'OPTIONS', '/api/v1/orders', {
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('opens realtime sockets for the allowed origins, the sandbox’s own and clients without one only', async () => {
    const refused = await openRawSocket(server.url, { origin: 'http://evil.example' });
    expect(await refused.closed).not.toBe(1000);
    expect(refused.frames).toEqual([]);
    // DNS rebinding: the page's own origin, but its host name is not a loopback one.
    const rebinding = await openRawSocket(server.url, {
      origin: 'http://evil.example:8787',
      host: 'evil.example:8787',
    });
    expect(await rebinding.closed).not.toBe(1000);
    expect(rebinding.frames).toEqual([]);
    const sockets = [
      { origin: 'http://127.0.0.1:5173' },
      { origin: server.url },
      // A local proxy in front of the sandbox (the e2e stack's preview server) keeps the page's Host.
      { origin: 'http://127.0.0.1:41234', host: '127.0.0.1:41234' },
      {},
    ];
    for (const options of sockets) {
      const socket = await openRawSocket(server.url, options);
      expect((await socket.next()).event).toBe('pusher:connection_established');
      socket.close();
    }
  });
});

describe('configured origins', () => {
  it('takes SANDBOX_ALLOWED_ORIGINS', async () => {
    const previous = process.env.SANDBOX_ALLOWED_ORIGINS;
    process.env.SANDBOX_ALLOWED_ORIGINS = 'https://backoffice.example.com';
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-origins-'));
    const configured = await startServer({
      port: 0,
      dataDir: dir,
      simulator: false,
      orderCount: 5,
      log: () => undefined,
    });
    try {
      const allowed = await wireCall(configured.url, 'GET', '/api/v1/configs', {
        headers: { origin: 'https://backoffice.example.com' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://backoffice.example.com');
      const dev = await wireCall(configured.url, 'GET', '/api/v1/configs', {
        headers: { origin: 'http://127.0.0.1:5173' },
      });
      expect(dev.headers.get('access-control-allow-origin')).toBeNull();
      const socket = await openRawSocket(configured.url, { origin: 'http://127.0.0.1:5173' });
      expect(await socket.closed).not.toBe(1000);
      expect(socket.frames).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.SANDBOX_ALLOWED_ORIGINS;
      else process.env.SANDBOX_ALLOWED_ORIGINS = previous;
      await configured.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('realtime limits', () => {
  it('refuses a subscription past the limit of a connection, and invalid channel names', async () => {
    const socket = await openRawSocket(server.url);
    try {
      await socket.next((frame) => frame.event === 'pusher:connection_established');
      for (let index = 0; index < 101; index += 1) {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `public-${index}` } }));
      }
      const answers = [];
      for (let index = 0; index < 101; index += 1) answers.push(await socket.next());
      expect(
        answers.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded'),
      ).toHaveLength(100);
      expect(answers.at(-1)).toMatchObject({ event: 'pusher:subscription_error', data: { status: 429 } });
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'x'.repeat(500) } }));
      expect(await socket.next()).toMatchObject({
        event: 'pusher:subscription_error',
        data: { status: 400 },
      });
      socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      expect((await socket.next()).event).toBe('pusher:pong');
    } finally {
      socket.close();
    }
  });

  it('closes a connection that sends a frame over 16 KiB, and stays up', async () => {
    const socket = await openRawSocket(server.url);
    await socket.next((frame) => frame.event === 'pusher:connection_established');
    socket.send(JSON.stringify({ event: 'pusher:ping', data: { pad: 'x'.repeat(20 * 1024) } }));
    expect(await socket.closed).toBe(1009);
    const again = await openRawSocket(server.url);
    expect((await again.next()).event).toBe('pusher:connection_established');
    again.close();
  });
});

describe('forged tokens', () => {
  it('refuses JWTs signed with the public default secret, unsigned or tampered ones, and guessed public tokens', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const claims = { username: 'admin@example.com', roles: ['ROLE_ADMIN'], id: 1, iat, exp: iat + 3600 };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      await signJwt(claims, DEFAULT_SECRET),
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${'A'.repeat(43)}`,
    ];
    for (const token of forged) {
      expect(
        (await wireCall(server.url, 'PUT', '/api/v1/brands/1', { token, body: { name: 'Forged' } })).status,
      ).toBe(401);
    }
    const order = server.sandbox.store.orders()[0];
    const id = String(order?.id);
    const guesses = [
      ['PUT', `/api/v1/public/orders/${id}/approve?token=order-token-${id}`],
      ['GET', `/api/v1/public/orders/${id}?token=order-token-${id}`],
      ['GET', '/api/v1/public/custom-export/1?token=export-token-1'],
      ['GET', '/frontend-api/public/cloudcanteen/label/view/1/4?token=cc-token-1'],
    ];
    for (const [method = 'GET', path = ''] of guesses) {
      const body = method === 'GET' ? undefined : { delivery: { preparation_time: 10 } };
      const answer = await wireCall(server.url, method, path, { body });
      expect(answer.status).toBe(404);
    }
  });
});

describe('cross-tenant writes and list values in scope fields', () => {
  it('refuses writes to another tenant’s records', async () => {
    const restaurant = (await wireLogin(server.url, 'restaurant@example.com')).token;
    const chain = (await wireLogin(server.url, 'chain@example.com')).token;
    const company = (await wireLogin(server.url, 'company@example.com')).token;
    const otherMeal = server.sandbox.store
      .list('meals')
      .find((meal) => meal.restaurant === '/api/v1/restaurants/2');
    const ownMeal = server.sandbox.store
      .list('meals')
      .find((meal) => meal.restaurant === '/api/v1/restaurants/1');
    const otherOrder = server.sandbox.store
      .orders()
      .find((order) => order.status === 'new' && restaurantIdOf(order) === 2);
    const cutoff = { canteenIdentifier: 'ACME', cutoffTime: '2025-01-15 11:00:00' };
    const attempts: Array<[string, string, string, unknown, number]> = [
      [restaurant, 'PUT', `/api/v1/meals/${String(otherMeal?.id)}`, { name: 'Taken' }, 403],
      [
        restaurant,
        'PUT',
        `/api/v1/meals/${String(ownMeal?.id)}`,
        { restaurant: '/api/v1/restaurants/2' },
        403,
      ],
      [
        restaurant,
        'PUT',
        `/api/v1/meals/${String(ownMeal?.id)}`,
        { restaurant: ['/api/v1/restaurants/1', '/api/v1/restaurants/2'] },
        400,
      ],
      [
        restaurant,
        'PUT',
        `/api/v1/orders/${String(otherOrder?.id)}/approve`,
        { delivery: { preparation_time: 10 } },
        403,
      ],
      [
        chain,
        'PUT',
        '/api/v1/restaurants/2/confirm-canteen-notification/collected_orders_notification/1',
        cutoff,
        403,
      ],
      [
        company,
        'PUT',
        '/api/v1/restaurants/4/confirm-canteen-notification/collected_orders_notification/1',
        cutoff,
        403,
      ],
      [company, 'POST', '/api/v1/users', { email: 'x@example.com', companyId: [1, 2] }, 400],
      [company, 'PUT', '/api/v1/users/7', { companyId: 2 }, 403],
      [
        company,
        'POST',
        '/api/v1/company-teams',
        { name: 'T', company: ['/api/v1/companies/1', '/api/v1/companies/2'] },
        400,
      ],
    ];
    for (const [token, method, path, body, status] of attempts) {
      const answer = await wireCall(server.url, method, path, { token, body });
      expect([method, path, answer.status]).toEqual([method, path, status]);
    }
    const gettoken = await wireCall(server.url, 'GET', '/api/v1/cloudcanteen/label/gettoken/1/2', {
      token: chain,
    });
    expect(gettoken.status).toBe(403);
  });
});

describe('out-of-range values', () => {
  it('refuses them with 400 and leaves the order as it was', async () => {
    const { token } = await wireLogin(server.url, 'restaurant@example.com');
    const order = server.sandbox.store
      .orders()
      .find((entry) => entry.status === 'new' && restaurantIdOf(entry) === 1);
    for (const minutes of [1e15, -1, '15', null, 1.5]) {
      const answer = await wireCall(server.url, 'PUT', `/api/v1/orders/${String(order?.id)}/approve`, {
        token,
        body: { delivery: { preparation_time: minutes } },
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('mass assignment and bad values', () => {
  it('refuses fields a role may not write and values out of type or range, storing nothing', async () => {
    const restaurant = (await wireLogin(server.url, 'restaurant@example.com')).token;
    const company = (await wireLogin(server.url, 'company@example.com')).token;
    const admin = (await wireLogin(server.url, 'admin@example.com')).token;
    const attempts: Array<[string, string, string, unknown]> = [
      [restaurant, 'PUT', '/api/v1/restaurants/1', { billingInfo: { commOnFood: 0 }, isActive: true }],
      [restaurant, 'PUT', '/api/v1/restaurants/1', { accessToken: 'chosen', highlighted: false }],
      [company, 'PUT', '/api/v1/companies/1', { balance: 1e12, serviceFeePercent: 0 }],
      [company, 'PUT', '/api/v1/users/7', { userRoles: [{ role: 'ROLE_ADMIN' }] }],
      [company, 'PUT', '/api/v1/billing/1', { amount: 0 }],
      [admin, 'PUT', '/api/v1/meals/1', { price: 'free' }],
      [admin, 'PUT', '/api/v1/meals/1', { price: -10 }],
      [admin, 'POST', '/api/v1/users', { email: 'nobody' }],
      [admin, 'PUT', '/api/v1/promotions/1', { discountPercent: 1000 }],
      [admin, 'PUT', '/api/v1/company-allowances/11', { days: [{ day: 9 }] }],
      [admin, 'POST', '/api/v1/delivery-jobs/1', { preparationTime: 1e15 }],
      [admin, 'PUT', '/api/v1/custom-export/1', { token: 'export-token-1' }],
    ];
    for (const [token, method, path, body] of attempts) {
      const answer = await wireCall(server.url, method, path, { token, body });
      expect([method, path, answer.status]).toEqual([method, path, 400]);
      expect((answer.body.violations as unknown[]).length).toBeGreaterThan(0);
    }
  });
});

describe('after the hostile input', () => {
  it('still answers, and the data changed only where a test meant to change it', async () => {
    const { token } = await wireLogin(server.url, 'admin@example.com');
    const answer = await wireCall(server.url, 'GET', '/api/v1/orders?itemsPerPage=1', { token });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(server.sandbox.store.data.collections)).toBe(before);
  });
});
