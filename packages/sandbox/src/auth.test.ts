import { describe, expect, it } from 'vitest';

import { createTestSandbox } from './testing/client.js';

function decode(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('auth', () => {
  it('signs in a demo account with a one-hour HS256 token carrying the spec claims', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const answer = await sandbox.call('POST', '/api/v1/auth', {
      as: null,
      body: { email: 'chain@example.com', password: 'Demo-1234' },
    });
    expect(answer.status).toBe(200);
    const token = String(answer.body.token);
    expect(typeof answer.body.refresh_token).toBe('string');
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(header.alg).toBe('HS256');
    const claims = decode(token);
    expect(claims).toMatchObject({
      username: 'chain@example.com',
      roles: ['ROLE_RESTAURANT'],
      managed_companies: [],
      managed_restaurants: [
        { iri: '/api/v1/restaurants/2', id: 2 },
        { iri: '/api/v1/restaurants/3', id: 3 },
      ],
      id: 4,
      custom_export_edit_enabled: false,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('refuses a wrong password with the platform message', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const answer = await sandbox.call('POST', '/api/v1/auth', {
      as: null,
      body: { email: 'admin@example.com', password: 'wrong' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: 'Invalid credentials.' });
  });

  it('answers 401 without a token, with a tampered token and with an expired token', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    expect((await sandbox.call('GET', '/api/v1/orders', { as: null })).body).toEqual({
      code: 401,
      message: 'JWT Token not found',
    });
    const { token } = await sandbox.login('admin@example.com');
    const tampered = `${token.slice(0, -2)}xx`;
    const bad = await sandbox.call('GET', '/api/v1/orders', { token: tampered });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid JWT Token');
    sandbox.clock.now = new Date(sandbox.clock.now.getTime() + 3601_000);
    const expired = await sandbox.call('GET', '/api/v1/orders', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Expired JWT Token');
  });

  it('rotates the refresh token: the new one works once, the old one is refused and ends the session', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const first = await sandbox.login('company@example.com');
    const refreshed = await sandbox.call('POST', '/api/v1/auth/refresh', {
      as: null,
      body: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    expect(decode(String(refreshed.body.token)).username).toBe('company@example.com');
    const again = await sandbox.call('POST', '/api/v1/auth/refresh', {
      as: null,
      body: { refresh_token: first.refresh_token },
    });
    expect(again.status).toBe(401);
    // The old token came back: it was copied, so the newer one of the same sign-in is revoked too.
    const next = await sandbox.call('POST', '/api/v1/auth/refresh', {
      as: null,
      body: { refresh_token: refreshed.body.refresh_token },
    });
    expect(next.status).toBe(401);
  });

  it('resets a password end to end through the link written to the log', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const request = await sandbox.call('POST', '/api/v1/reset_password/request?lang=en', {
      as: null,
      body: { email: 'billing@example.com' },
    });
    expect(request.status).toBe(200);
    const line = sandbox.logs.find((entry) => entry.includes('/password-reset/')) ?? '';
    const token = /\/password-reset\/([0-9a-f]+)/.exec(line)?.[1] ?? '';
    expect(token).not.toBe('');
    const short = await sandbox.call('POST', '/api/v1/reset_password', {
      as: null,
      body: { token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.violations).toEqual([expect.objectContaining({ propertyPath: 'password' })]);
    const set = await sandbox.call('POST', '/api/v1/reset_password', {
      as: null,
      body: { token, password: 'New-pass-99' },
    });
    expect(set.status).toBe(200);
    const old = await sandbox.call('POST', '/api/v1/auth', {
      as: null,
      body: { email: 'billing@example.com', password: 'Demo-1234' },
    });
    expect(old.status).toBe(401);
    const fresh = await sandbox.call('POST', '/api/v1/auth', {
      as: null,
      body: { email: 'billing@example.com', password: 'New-pass-99' },
    });
    expect(fresh.status).toBe(200);
    const reused = await sandbox.call('POST', '/api/v1/reset_password', {
      as: null,
      body: { token, password: 'Other-pass-1' },
    });
    expect(reused.status).toBe(400);
  });

  it('serves the config and the translations without a token', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const config = await sandbox.call('GET', '/api/v1/configs', { as: null });
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({
      currencyCode: 'HUF',
      currencyLocale: 'hu-HU',
      defaultLocale: 'en',
      country: 'HU',
    });
    const hu = await sandbox.call('GET', '/api/v1/public/translations/hu/backoffice', { as: null });
    expect(hu.status).toBe(200);
    expect((hu.body.orders as Record<string, string>).title).toBe('Rendelések');
    expect(
      (await sandbox.call('GET', '/api/v1/public/translations/de/backoffice', { as: null })).status,
    ).toBe(404);
  });
});
