import { number, object, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';

import { createTestApiClient, jsonResponse } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { carriesBearer, createApiClient } from './createApiClient.js';
import {
  AbortedError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ResponseShapeError,
  ServerError,
  UnauthorizedError,
  ViolationsError,
} from './errors.js';
import { createMemoryCookieStore } from './session/cookies.js';

const NOW = new Date('2024-05-01T10:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const Thing = object({ id: number(), name: string() });

function signedInClient(routes: Parameters<typeof createTestApiClient>[0], exp = nowSeconds + 3600) {
  const cookies = createMemoryCookieStore({ jwt: buildToken({ exp }, NOW), refresh: 'refresh-1' });
  return createTestApiClient(routes, { cookies, now: () => NOW });
}

describe('carriesBearer', () => {
  it.each([
    ['api', '/orders', true],
    ['api', '/orders/1/approve', true],
    ['api', '/broadcasting/auth', true],
    ['api', '/notification/register', true],
    ['api', '/auth', false],
    ['api', '/auth/refresh', false],
    ['api', '/reset_password', false],
    ['api', '/reset_password/request?lang=en', false],
    ['api', '/configs', false],
    ['api', '/public/translations/en/backoffice', false],
    ['api', '/public/order/1/label', false],
    ['api', '/authors', true],
    ['frontend', '/public/cloudcanteen/label/view/a/b', false],
  ] as const)('%s %s → %s', (root, path, expected) => {
    expect(carriesBearer(root, path)).toBe(expected);
  });
});

describe('createApiClient requests', () => {
  it('sends JSON-LD with the bearer token under /api/v1 and checks the answer', async () => {
    const client = signedInClient({
      'POST /things': ({ body }) => ({ id: 1, name: (body as { name: string }).name }),
    });
    await expect(
      client.request({
        call: 'createThing',
        method: 'POST',
        path: '/things',
        body: { name: 'x' },
        response: Thing,
      }),
    ).resolves.toEqual({ id: 1, name: 'x' });
    const [request] = client.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/ld+json');
    expect(request?.headers.get('Accept')).toContain('application/ld+json');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${client.session.token() ?? ''}`);
  });

  it('sends no bearer to /configs even when signed in', async () => {
    const client = signedInClient({ 'GET /configs': () => ({ id: 1, name: 'c' }) });
    await client.request({ call: 'getConfig', method: 'GET', path: '/configs', response: Thing });
    expect(client.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends uploads as multipart without forcing a content type', async () => {
    const client = signedInClient({ 'POST /files': () => ({ id: 2, name: 'f' }) });
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.txt');
    await client.request({ call: 'upload', method: 'POST', path: '/files', body: form, response: Thing });
    expect(client.requests[0]?.body).toBeInstanceOf(FormData);
    expect(client.requests[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('puts arrays in bracket form in the query string', async () => {
    const client = signedInClient({ 'GET /things': () => ({ id: 1, name: 'a' }) });
    await client.request({
      call: 'listThings',
      method: 'GET',
      path: '/things',
      query: { status: ['new', 'approved'], page: 2 },
      response: Thing,
    });
    expect(client.requests[0]?.query.getAll('status[]')).toEqual(['new', 'approved']);
    expect(client.requests[0]?.query.get('page')).toBe('2');
  });

  it('drops fields the struct does not name when reading through object()', async () => {
    const client = signedInClient({ 'GET /things/1': () => ({ id: 1, name: 'a', extra: true }) });
    await expect(
      client.request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing }),
    ).resolves.toEqual({ id: 1, name: 'a' });
  });
});

describe('token refresh', () => {
  const refreshRoute = (token: string) =>
    vi.fn(({ body }: { body: unknown }) =>
      (body as { refresh_token: string }).refresh_token === 'refresh-1'
        ? { token, refresh_token: 'refresh-2' }
        : jsonResponse({ code: 401, message: 'Invalid refresh token' }, 401),
    );

  it.each([
    ['599 s before expiry', 599, 1],
    ['already expired', -10, 1],
    ['exactly 600 s before expiry', 600, 0],
    ['an hour before expiry', 3600, 0],
  ])('refreshes a token %s: %i s left → %i refresh', async (_label, left, refreshes) => {
    const fresh = buildToken({ exp: nowSeconds + 3600, username: 'fresh@example.com' }, NOW);
    const refresh = refreshRoute(fresh);
    const client = signedInClient(
      { 'POST /auth/refresh': refresh, 'GET /things/1': () => ({ id: 1, name: 'a' }) },
      nowSeconds + left,
    );
    await client.request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing });
    expect(refresh).toHaveBeenCalledTimes(refreshes);
    if (refreshes) {
      expect(client.requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
      expect(client.cookies.get('refresh')).toBe('refresh-2');
    }
  });

  it('refreshes once for ten concurrent calls, and all ten go on with the new token', async () => {
    const fresh = buildToken({ exp: nowSeconds + 3600, username: 'fresh@example.com' }, NOW);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refresh = vi.fn(async () => {
      await gate;
      return { token: fresh, refresh_token: 'refresh-2' };
    });
    const client = signedInClient(
      {
        'POST /auth/refresh': refresh,
        'GET /things/:id': ({ params }) => ({ id: Number(params.id), name: 'a' }),
      },
      nowSeconds + 100,
    );
    const calls = Array.from({ length: 10 }, (_, i) =>
      client.request({ call: 'getThing', method: 'GET', path: `/things/${i}`, response: Thing }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const results = await Promise.all(calls);
    expect(results.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(refresh).toHaveBeenCalledTimes(1);
    const things = client.requests.filter((r) => r.path.startsWith('/things/'));
    expect(things).toHaveLength(10);
    for (const request of things) expect(request.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('ends the session when the refresh fails, and the call fails as unauthorised', async () => {
    const cookies = createMemoryCookieStore({
      jwt: buildToken({ exp: nowSeconds + 10 }, NOW),
      refresh: 'stale',
    });
    const client = createTestApiClient(
      {
        'POST /auth/refresh': () => jsonResponse({ code: 401, message: 'Invalid refresh token' }, 401),
        'GET /things/1': () => ({ id: 1, name: 'a' }),
      },
      { cookies, now: () => NOW },
    );
    const ended = vi.fn();
    client.session.subscribe(ended);
    await expect(
      client.request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(ended).toHaveBeenCalledWith(null, 'refresh-failed');
    expect(cookies.get('jwt')).toBeUndefined();
    expect(cookies.get('refresh')).toBeUndefined();
    expect(client.requests.some((r) => r.path === '/things/1')).toBe(false);
  });

  it('treats a malformed token as no session: the call goes out without a bearer', async () => {
    const cookies = createMemoryCookieStore({ jwt: 'garbage.token' });
    const client = createTestApiClient(
      { 'GET /things/1': () => jsonResponse({ code: 401, message: 'JWT Token not found' }, 401) },
      { cookies, now: () => NOW },
    );
    expect(client.session.claims()).toBeNull();
    await expect(
      client.request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(client.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('errors from real answers', () => {
  const cases = [
    [401, { code: 401, message: 'Expired JWT Token' }, UnauthorizedError, 'Expired JWT Token'],
    [
      403,
      { '@type': 'hydra:Error', 'hydra:description': 'Access Denied.' },
      ForbiddenError,
      'Access Denied.',
    ],
    [
      404,
      { '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' },
      NotFoundError,
      'Not Found',
    ],
    [500, { message: 'Database down' }, ServerError, 'Database down'],
    [502, undefined, ServerError, 'Server error'],
    [400, { '@type': 'hydra:Error', message: 'Order is cancelled' }, HttpError, 'Order is cancelled'],
    [409, { 'hydra:description': 'Conflict' }, HttpError, 'Conflict'],
  ] as const;

  it.each(cases)('status %i becomes the matching class', async (status, body, ErrorClass, message) => {
    const client = signedInClient({ 'GET /things/1': () => jsonResponse(body, status) });
    const error: unknown = await client
      .request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status, call: 'getThing', message });
  });

  it('reads a 400 violation list into field messages', async () => {
    const client = signedInClient({
      'PUT /things/1': () =>
        jsonResponse(
          {
            '@type': 'ConstraintViolationList',
            'hydra:title': 'An error occurred',
            'hydra:description': 'reason: This value should not be blank.',
            violations: [
              { propertyPath: 'reason', message: 'This value should not be blank.' },
              { propertyPath: 'items[0].quantity', message: 'Too many.' },
            ],
          },
          400,
        ),
    });
    const error = await client
      .request({ call: 'updateThing', method: 'PUT', path: '/things/1', body: {}, response: Thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ViolationsError);
    expect((error as ViolationsError).fieldErrors).toEqual({
      reason: 'This value should not be blank.',
      'items[0].quantity': 'Too many.',
    });
    expect((error as ViolationsError).message).toBe('reason: This value should not be blank.');
  });

  it('turns a failed fetch into a network error with the catalogue text', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      cookies: createMemoryCookieStore(),
    });
    const error = await client
      .request({ call: 'getConfig', method: 'GET', path: '/configs', response: Thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('Error, no internet connection');
  });

  it('turns an aborted call into AbortedError', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      cookies: createMemoryCookieStore(),
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = client.request({
      call: 'getConfig',
      method: 'GET',
      path: '/configs',
      response: Thing,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it('names the call and the field of an answer with the wrong shape', async () => {
    const client = signedInClient({ 'GET /things/1': () => ({ id: 1, name: 42 }) });
    const error = await client
      .request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ call: 'getThing', field: 'name', status: 200 });
    expect((error as Error).message).toContain('getThing (GET /things/1)');
    expect((error as Error).message).toContain('"name"');
  });

  it('makes an answer whose check throws (superstruct cannot print it) a shape error too', async () => {
    const client = signedInClient({ 'GET /things/1': () => ({ id: 1, name: { toString: '' } }) });
    const error = await client
      .request({ call: 'getThing', method: 'GET', path: '/things/1', response: Thing })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ call: 'getThing', field: '', status: 200 });
    expect((error as Error).message).toContain('could not be checked');
  });
});

describe('downloads', () => {
  it('returns the blob and the file name of content-disposition', async () => {
    const client = signedInClient({
      'GET /orders/export': () =>
        new Response('id\n1\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="orders-export-2024-05-01.csv"',
          },
        }),
    });
    const file = await client.download({
      call: 'exportOrders',
      method: 'GET',
      path: '/orders/export',
      fallbackFileName: 'orders.csv',
    });
    expect(file.fileName).toBe('orders-export-2024-05-01.csv');
    await expect(file.blob.text()).resolves.toBe('id\n1\n');
    expect(client.requests[0]?.headers.get('Accept')).toBe('*/*');
  });

  it('falls back to the given name without content-disposition', async () => {
    const client = signedInClient({ 'GET /file': () => new Response('x') });
    const file = await client.download({
      call: 'getFile',
      method: 'GET',
      path: '/file',
      fallbackFileName: 'f.bin',
    });
    expect(file.fileName).toBe('f.bin');
  });
});
