import { describe, expect, it, vi } from 'vitest';

import { createTestApiClient, jsonResponse } from '../../testing/createTestApiClient.js';
import { buildToken } from '../../testing/tokens.js';
import { ServerError, UnauthorizedError } from '../errors.js';
import { decodeTokenClaims } from './claims.js';

const NOW = new Date('2024-05-01T10:00:00Z');

function authClient(options: { secure?: boolean; reportError?: (e: unknown) => void; token?: string } = {}) {
  const token =
    options.token ?? buildToken({ username: 'restaurant@example.com', roles: ['ROLE_RESTAURANT'] }, NOW);
  return createTestApiClient(
    {
      'POST /auth': ({ body }) =>
        (body as { password: string }).password === 'Demo-1234'
          ? { token, refresh_token: 'r1' }
          : jsonResponse({ code: 401, message: 'Invalid credentials.' }, 401),
      'POST /auth/refresh': ({ body }) =>
        (body as { refresh_token: string }).refresh_token === 'parent'
          ? { token, refresh_token: 'r2' }
          : jsonResponse({ message: 'boom' }, 500),
    },
    { now: () => NOW, secureCookies: options.secure ?? true, reportError: options.reportError },
  );
}

describe('session', () => {
  it('signs in with session cookies when keep-me-signed-in is off', async () => {
    const client = authClient();
    const claims = await client.session.signIn({ email: 'restaurant@example.com', password: 'Demo-1234' });
    expect(claims.username).toBe('restaurant@example.com');
    expect(client.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(client.cookies.entries.get('jwt')?.serialized).toMatch(
      /^jwt=[^;]+; Path=\/; SameSite=Lax; Secure$/,
    );
    expect(client.cookies.entries.get('refresh')?.serialized).toBe(
      'refresh=r1; Path=/; SameSite=Lax; Secure',
    );
  });

  it('gives 30-day cookies with keep-me-signed-in, and keeps that lifetime on refresh', async () => {
    const client = authClient({ secure: false });
    await client.session.signIn({ email: 'a', password: 'Demo-1234' }, { keepSignedIn: true });
    expect(client.cookies.entries.get('refresh')?.serialized).toBe(
      'refresh=r1; Path=/; Max-Age=2592000; SameSite=Lax',
    );
    client.cookies.set('refresh', 'parent', { sameSite: 'Lax', secure: false, path: '/' });
    await client.session.refresh();
    expect(client.cookies.entries.get('refresh')?.attributes.maxAgeSeconds).toBe(2_592_000);
  });

  it('refuses wrong credentials with the platform message', async () => {
    const client = authClient();
    await expect(client.session.signIn({ email: 'a', password: 'nope' })).rejects.toMatchObject({
      name: 'UnauthorizedError',
      message: 'Invalid credentials.',
    });
    expect(client.session.claims()).toBeNull();
  });

  it('carries source restaurant_admin for a restaurant admin and admin otherwise', async () => {
    const client = authClient();
    expect(client.session.source()).toBe('admin');
    await client.session.signIn({ email: 'a', password: 'Demo-1234' });
    expect(client.session.source()).toBe('restaurant_admin');
  });

  it('treats a token without the required claims as no session', async () => {
    const client = authClient({ token: buildToken({ roles: 'ROLE_ADMIN' } as never, NOW) });
    await expect(client.session.signIn({ email: 'a', password: 'Demo-1234' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(client.cookies.get('jwt')).toBeUndefined();
  });

  it('signs in with a refresh token from a parent frame, and refuses a missing one', async () => {
    const client = authClient();
    await expect(client.session.signInWithRefreshToken(undefined)).rejects.toThrow('Missing refresh token');
    await expect(client.session.signInWithRefreshToken('parent')).resolves.toMatchObject({
      roles: ['ROLE_RESTAURANT'],
    });
    expect(client.cookies.get('refresh')).toBe('r2');
  });

  it('reports a 500 of the refresh and re-throws it', async () => {
    const reportError = vi.fn();
    const client = authClient({ reportError });
    const error = await client.session.signInWithRefreshToken('other').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('notifies subscribers on sign-in and sign-out', async () => {
    const client = authClient();
    const listener = vi.fn();
    client.session.subscribe(listener);
    await client.session.signIn({ email: 'a', password: 'Demo-1234' });
    client.session.signOut();
    expect(listener.mock.calls.map(([claims, reason]) => [claims === null, reason])).toEqual([
      [false, undefined],
      [true, 'sign-out'],
    ]);
    expect(client.session.token()).toBeNull();
  });
});

describe('decodeTokenClaims', () => {
  it.each([
    ['a missing token', undefined],
    ['an empty token', ''],
    ['not a JWT', 'hello'],
    ['a JWT without exp', buildToken({ exp: undefined } as never)],
    ['roles that are not a list', buildToken({ roles: 'ROLE_ADMIN' } as never)],
    ['a managed company without iri', buildToken({ managed_companies: [{ id: 1 }] } as never)],
  ])('returns null for %s', (_label, token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });

  it('reads every claim the back-office uses', () => {
    const token = buildToken({
      username: 'company@example.com',
      roles: ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'],
      managed_companies: [{ iri: '/api/v1/companies/1', id: 1 }],
      id: 7,
      exp: 1_714_560_000,
      custom_export_edit_enabled: true,
    });
    expect(decodeTokenClaims(token)).toMatchObject({
      username: 'company@example.com',
      roles: ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'],
      managed_companies: [{ iri: '/api/v1/companies/1', id: 1 }],
      managed_restaurants: [],
      id: 7,
      exp: 1_714_560_000,
      custom_export_edit_enabled: true,
    });
  });

  it('answers each token with its own claims when tokens alternate, a bad one among them', () => {
    const admin = buildToken({ username: 'admin@example.com', roles: ['ROLE_SUPER_ADMIN'], id: 1 });
    const restaurant = buildToken({ username: 'r@example.com', roles: ['ROLE_RESTAURANT'], id: 2 });
    const reads = [admin, admin, restaurant, 'hello', admin, restaurant, restaurant].map((token) =>
      decodeTokenClaims(token),
    );
    expect(reads.map((claims) => claims?.username ?? null)).toEqual([
      'admin@example.com',
      'admin@example.com',
      'r@example.com',
      null,
      'admin@example.com',
      'r@example.com',
      'r@example.com',
    ]);
    // A token read again answers the claims it answered before.
    expect(reads[1]).toBe(reads[0]);
  });
});
