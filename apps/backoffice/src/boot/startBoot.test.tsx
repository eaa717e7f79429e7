import { getPlatformConfig } from '@backoffice/api';
import type { PlatformConfig } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { createToastQueue } from '@backoffice/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { App } from '../App';
import { sandboxClient } from '../testing/sandboxApp';
import { readCached, staleWhileRevalidate, writeCached } from './bootCache';
import { realtimeGate } from './realtimeGate';
import type { BootOptions } from './startBoot';
import { startBoot } from './startBoot';

const sandbox = createSandbox({ orderCount: 12, log: () => undefined });

/** A signed-in client whose requests are recorded (`GET /path?query`) and answered only when `release` is called. */
async function heldClient(email: string) {
  const requests: string[] = [];
  let recording = false;
  let held = false;
  const waiting: Array<() => void> = [];
  const client = await sandboxClient(sandbox, email, {
    respond: async (request, answer) => {
      const url = new URL(request.url);
      if (recording) requests.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)}`);
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return answer();
    },
  });
  // The sign-in above is not part of the boot.
  recording = true;
  return {
    client,
    requests,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

const bootAt = (
  client: BootOptions['client'],
  path: string,
  {
    cacheVersion = 'v1',
    locale = 'en',
    defer,
  }: Partial<Pick<BootOptions, 'cacheVersion' | 'locale' | 'defer'>> = {},
) => {
  const [pathname = '/', search = ''] = path.split('?');
  return startBoot({
    client,
    location: { pathname, search },
    locale,
    inFrame: false,
    cacheVersion,
    storage: localStorage,
    ...(defer ? { defer } : {}),
  });
};

describe('the parallel boot', () => {
  it('starts the config, the translations, the user and the orders list together, and holds the socket', async () => {
    const platform = await heldClient('admin@example.com');
    platform.hold();
    bootAt(platform.client, '/orders?itemsPerPage=100');
    let socketMayOpen = false;
    void realtimeGate().then(() => {
      socketMayOpen = true;
    });

    // Every request is on its way while none of them is answered.
    await waitFor(() =>
      expect(platform.requests).toEqual(
        expect.arrayContaining([
          'GET /api/v1/configs',
          'GET /api/v1/public/translations/en/backoffice',
          expect.stringMatching(/^GET \/api\/v1\/users\/\d+$/),
          expect.stringMatching(/^GET \/api\/v1\/orders\?.*itemsPerPage=100/),
          expect.stringMatching(/^GET \/api\/v1\/companies\?itemsPerPage=100/),
        ]),
      ),
    );
    expect(socketMayOpen).toBe(false);
    platform.release();
    await realtimeGate();
    expect(socketMayOpen).toBe(true);
  });

  it('says when the data requests of the first screen are out, before any of them is answered', async () => {
    const platform = await heldClient('admin@example.com');
    platform.hold();
    const boot = bootAt(platform.client, '/orders?itemsPerPage=100');
    await boot.requestsOut;
    // main.tsx renders only now; these requests left before.
    expect(platform.requests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/v1\/users\/\d+$/),
        expect.stringMatching(/^GET \/api\/v1\/orders\?.*itemsPerPage=100/),
      ]),
    );
    platform.release();
  });

  it('says at once that the screen of a signed-out visitor has no data requests', async () => {
    const platform = await heldClient('admin@example.com');
    platform.client.session.signOut('refresh-failed');
    platform.hold();
    await bootAt(platform.client, '/orders').requestsOut;
    expect(platform.requests.some((request) => /\/users\/|\/orders\?/.test(request))).toBe(false);
    platform.release();
  });

  it('starts no user record and no table for a restaurant admin, whose /orders is the live view', async () => {
    const platform = await heldClient('restaurant@example.com');
    bootAt(platform.client, '/orders');
    await realtimeGate();
    expect(platform.requests.some((request) => /\/users\/|\/orders\?/.test(request))).toBe(false);
    expect(platform.requests).toContain('GET /api/v1/configs');
  });

  it('starts nothing of a screen for a signed-out visitor', async () => {
    const platform = await heldClient('admin@example.com');
    platform.client.session.signOut('refresh-failed');
    bootAt(platform.client, '/orders');
    await realtimeGate();
    expect(platform.requests.filter((request) => !request.includes('/auth/logout'))).toEqual([
      'GET /api/v1/configs',
      'GET /api/v1/public/translations/en/backoffice',
    ]);
  });

  it('gives the first screen the list it started, so the table sends no request of its own', async () => {
    const platform = await heldClient('admin@example.com');
    const boot = bootAt(platform.client, '/orders?itemsPerPage=100');
    const location = memoryLocation({ path: '/orders', searchPath: 'itemsPerPage=100' });
    render(
      <App
        services={{
          client: platform.client,
          toasts: createToastQueue(),
          env: { frameParentOrigins: [], publicFrontendUrl: null },
          inFrame: false,
        }}
        initialLocale="en"
        configRequest={boot.configRequest}
        configUpdate={boot.configUpdate}
        loadRemoteTexts={boot.loadRemoteTexts}
        router={{ hook: location.hook, searchHook: location.searchHook }}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const lists = platform.requests.filter((request) => request.startsWith('GET /api/v1/orders?'));
    expect(lists).toHaveLength(1);
    expect(platform.requests.filter((request) => request === 'GET /api/v1/configs')).toHaveLength(1);
    expect(
      platform.requests.filter((request) => request === 'GET /api/v1/public/translations/en/backoffice'),
    ).toHaveLength(1);
  });
});

describe('the number formatting', () => {
  /** Boots /orders on a platform whose config (the last visit's copy) names this money, with every answer held. */
  async function bootWithMoney(currencyCode: string, currencyLocale: string) {
    const platform = await heldClient('admin@example.com');
    const config = await sandboxClient(sandbox, 'admin@example.com').then((client) =>
      getPlatformConfig(client),
    );
    writeCached(localStorage, 'config', 'v1', { ...config, currencyCode, currencyLocale });
    platform.hold();
    const deferred: Array<() => void> = [];
    const boot = bootAt(platform.client, '/orders?itemsPerPage=100', {
      defer: (task) => deferred.push(task),
    });
    await boot.requestsOut;
    await boot.configRequest;
    return { platform, deferred };
  }

  /** The arguments of every number formatter made while `run` runs. */
  function formattersMadeBy(run: () => void): unknown[][] {
    const NumberFormat = Intl.NumberFormat;
    const made: unknown[][] = [];
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
        made.push(args);
        return new target(...args);
      },
    });
    try {
      run();
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
    return made;
  }

  it('starts in a task of its own before any answer, for money the domain leaves to Intl', async () => {
    const { platform, deferred } = await bootWithMoney('CHF', 'de-CH');
    await waitFor(() => expect(deferred).toHaveLength(1));
    expect(platform.requests).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/orders\?/));
    expect(formattersMadeBy(() => deferred[0]?.())).toEqual([['de-CH']]);
    platform.release();
  });

  it('does not start for money the domain writes itself (forints in Hungarian)', async () => {
    const { platform, deferred } = await bootWithMoney('HUF', 'hu-HU');
    platform.release();
    // Settles once every answer of the boot is in: long after the config's.
    await realtimeGate();
    expect(deferred).toHaveLength(0);
  });

  it('does not start for a signed-out visitor, whose first screen is the sign-in form', async () => {
    const platform = await heldClient('admin@example.com');
    platform.client.session.signOut('refresh-failed');
    const deferred: Array<() => void> = [];
    bootAt(platform.client, '/orders', { defer: (task) => deferred.push(task) });
    await realtimeGate();
    expect(deferred).toHaveLength(0);
  });
});

describe('the copies of the last visit', () => {
  it('start a returning user from the stored config and translations, and revalidate them', async () => {
    const first = await heldClient('admin@example.com');
    const firstBoot = bootAt(first.client, '/login');
    const config = await firstBoot.configRequest;
    expect(firstBoot.configUpdate).toBeUndefined();
    await firstBoot.loadRemoteTexts('en');
    await waitFor(() => expect(readCached(localStorage, 'translations.en', 'v1')).toBeDefined());
    await waitFor(() => expect(readCached(localStorage, 'config', 'v1')).toEqual(config));

    // The platform does not answer this time: the app starts from the copies all the same.
    const again = await heldClient('admin@example.com');
    again.hold();
    const boot = bootAt(again.client, '/login');
    expect(await boot.configRequest).toEqual(config);
    expect(await boot.loadRemoteTexts('en')).toEqual(readCached(localStorage, 'translations.en', 'v1'));
    // ...and asks the platform beside them, for the next visit.
    await waitFor(() =>
      expect(again.requests).toEqual([
        'GET /api/v1/configs',
        'GET /api/v1/public/translations/en/backoffice',
      ]),
    );
    again.release();
    expect(await boot.configUpdate).toEqual(config);
  });

  it('are not used by another build or platform (another version)', async () => {
    const platform = await heldClient('admin@example.com');
    await bootAt(platform.client, '/login', { cacheVersion: 'v1' }).configRequest;
    const boot = bootAt(platform.client, '/login', { cacheVersion: 'v2' });
    expect(boot.configUpdate).toBeUndefined();
    await boot.configRequest;
    expect(platform.requests.filter((request) => request === 'GET /api/v1/configs')).toHaveLength(2);
  });

  it('survive a storage that refuses or holds something unreadable', async () => {
    const refusing = {
      getItem: () => '{not json',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const config = { currencyCode: 'HUF' } as PlatformConfig;
    const served = staleWhileRevalidate(refusing, 'config', 'v1', () => Promise.resolve(config));
    expect(served.fromCache).toBe(false);
    expect(await served.value).toBe(config);
    expect(readCached(null, 'config', 'v1')).toBeUndefined();
  });
});
