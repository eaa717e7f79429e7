import { describe, expect, it } from 'vitest';

import {
  authorizeRealtimeChannel,
  getPlatformConfig,
  requestPasswordReset,
  resetPassword,
} from '../auth/auth.js';
import { loadTranslations } from '../translations/translations.js';
import { ForbiddenError, UnauthorizedError, ViolationsError } from '../client/errors.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';
import { registerDeviceToken, sendTestPush } from '../notifications/notifications.js';
import { clientFor, createContractSandbox, DEMO, signedIn } from './sandboxClient.js';

const sandbox = createContractSandbox();

describe('contract: auth and platform calls against the sandbox', () => {
  it.each([
    [DEMO.admin, ['ROLE_ADMIN'], [], []],
    [DEMO.company, ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT', 'ROLE_USER_PROFILE_CREATE'], [1], []],
    [DEMO.restaurant, ['ROLE_RESTAURANT'], [], [1]],
    [DEMO.chain, ['ROLE_RESTAURANT'], [], [2, 3]],
    [DEMO.billing, ['ROLE_EXTRA_BILLING_ACCESS'], [], []],
  ])('signs in as %s and reads its claims', async (email, roles, companies, restaurants) => {
    const client = await signedIn(sandbox, email);
    const claims = client.session.claims();
    expect(claims).toMatchObject({ username: email });
    expect([...(claims?.roles ?? [])].sort()).toEqual([...roles].sort());
    expect(claims?.managed_companies?.map((entry) => Number(entry.id))).toEqual(companies);
    expect(claims?.managed_restaurants?.map((entry) => Number(entry.id))).toEqual(restaurants);
    expect(claims?.managed_restaurants?.map((entry) => entry.iri)).toEqual(
      restaurants.map((id) => `/api/v1/restaurants/${id}`),
    );
  });

  it('refuses a wrong password with UnauthorizedError and stays signed out', async () => {
    const client = clientFor(sandbox);
    const error = await client.session
      .signIn({ email: DEMO.admin, password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(client.session.claims()).toBeNull();
  });

  it('rotates the refresh token: the new one works, the old one is refused', async () => {
    const cookies = createMemoryCookieStore();
    const client = clientFor(sandbox, cookies);
    await client.session.signIn({ email: DEMO.restaurant, password: 'Demo-1234' });
    const firstRefresh = cookies.get('refresh');
    await client.session.refresh();
    const secondRefresh = cookies.get('refresh');
    expect(secondRefresh).toBeTruthy();
    expect(secondRefresh).not.toBe(firstRefresh);
    expect(client.session.claims()).toMatchObject({ username: DEMO.restaurant });

    await expect(clientFor(sandbox).session.signInWithRefreshToken(secondRefresh)).resolves.toBeDefined();
    // Last: a rotated token coming back also revokes the newer tokens of its sign-in (reuse detection).
    const stale = clientFor(sandbox);
    await expect(stale.session.signInWithRefreshToken(firstRefresh)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('reads the platform config and the translations without a session', async () => {
    const client = clientFor(sandbox);
    await expect(getPlatformConfig(client)).resolves.toMatchObject({
      currencyCode: 'HUF',
      currencyLocale: 'hu-HU',
      defaultLocale: 'en',
      availableLocales: [{ code: 'en' }, { code: 'hu' }],
    });
    const translations = await loadTranslations(client, 'en', 'backoffice');
    expect(Object.keys(translations).length).toBeGreaterThan(0);
  });

  it('requests a password reset and sets a new password with the e-mailed token', async () => {
    const client = clientFor(sandbox);
    await expect(requestPasswordReset(client, '', 'en')).rejects.toBeInstanceOf(ViolationsError);
    await requestPasswordReset(client, DEMO.billing, 'hu');
    const link = sandbox.logs.find((line) => line.includes(DEMO.billing)) ?? '';
    const token = /\/password-reset\/(\S+)/.exec(link)?.[1] ?? '';
    expect(token).not.toBe('');
    await resetPassword(client, { token, password: 'New-password-1' });
    await expect(
      client.session.signIn({ email: DEMO.billing, password: 'New-password-1' }),
    ).resolves.toBeDefined();
  });

  it('signs private realtime channels only for restaurants the user manages', async () => {
    const restaurant = await signedIn(sandbox, DEMO.restaurant);
    const own = await authorizeRealtimeChannel(restaurant, {
      socketId: '123.456',
      channelName: 'private-orders-1',
    });
    expect(own.auth).toMatch(/^backoffice-sandbox:[0-9a-f]{64}$/);
    await expect(
      authorizeRealtimeChannel(restaurant, { socketId: '123.456', channelName: 'private-orders-2' }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('registers a push device token and sends the test pushes', async () => {
    const admin = await signedIn(sandbox, DEMO.admin);
    await expect(registerDeviceToken(admin, 'device-token')).resolves.toMatchObject({ success: true });
    for (const target of [
      { kind: 'new-order' },
      { kind: 'order-accepted' },
      { kind: 'send' },
      { kind: 'send-to-user' },
      { kind: 'user', id: 1 },
      { kind: 'restaurant', id: 1 },
    ] as const) {
      await expect(sendTestPush(admin, target)).resolves.toMatchObject({ success: true });
    }
  });
});
