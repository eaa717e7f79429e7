import { afterEach, describe, expect, it } from 'vitest';

import type { MemoryCookieStore } from './cookies.js';
import { createTestApiClient, jsonResponse } from '../../testing/createTestApiClient.js';
import { buildToken } from '../../testing/tokens.js';
import { NetworkError, UnauthorizedError } from '../errors.js';
import { createMemoryCookieStore } from './cookies.js';
import type { RefreshLock } from './refreshLock.js';
import { REFRESH_LOCK_NAME, createRefreshLock } from './refreshLock.js';

const NOW = new Date('2024-05-01T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);
/** A token that is still valid but inside the 600 s refresh window. */
const expiringToken = buildToken({ exp: nowSeconds + 300 }, NOW);

/**
 * The platform's refresh: each refresh token works once and rotates; a used one that comes back revokes the whole
 * session (as the sandbox and token-reuse detection do).
 */
function rotatingPlatform() {
  let generation = 0;
  const valid = new Set(['r0']);
  let revoked = false;
  return {
    refreshCalls: 0,
    logouts: [] as unknown[],
    route(body: unknown) {
      this.refreshCalls += 1;
      const presented = (body as { refresh_token?: string }).refresh_token ?? '';
      if (revoked || !valid.has(presented)) {
        revoked = true;
        return jsonResponse({ code: 401, message: 'Invalid JWT Refresh Token' }, 401);
      }
      valid.delete(presented);
      generation += 1;
      const next = `r${generation}`;
      valid.add(next);
      return { token: buildToken({ exp: nowSeconds + 3600, id: generation }, NOW), refresh_token: next };
    },
  };
}

type Platform = ReturnType<typeof rotatingPlatform>;

function tab(platform: Platform, cookies: MemoryCookieStore, refreshLock: RefreshLock) {
  return createTestApiClient(
    {
      'POST /auth/refresh': ({ body }) => platform.route(body),
      'POST /auth/logout': ({ body }) => {
        platform.logouts.push(body);
        return { success: true };
      },
    },
    { now: () => NOW, secureCookies: false, cookies, refreshLock },
  );
}

function signedInCookies(): MemoryCookieStore {
  const cookies = createMemoryCookieStore();
  const attributes = { sameSite: 'Lax', secure: false, path: '/' } as const;
  cookies.set('jwt', expiringToken, attributes);
  cookies.set('refresh', 'r0', attributes);
  return cookies;
}

/** Web Locks as the browser gives them: one holder at a time, in order. */
function fakeLockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * One cookie jar and the pages' views of it, as Chromium gives them: a page reads `document.cookie` from a copy of
 * its own, which another page's writes do not reach here at all, and its writes reach the shared jar only after
 * `landsAfterReads` round trips to it (`readShared`, the Cookie Store API).
 */
function browserCookies(initial: Record<string, string>, landsAfterReads = 0) {
  const jar = new Map(Object.entries(initial));
  let inFlight: Array<{ name: string; value: string | undefined; reads: number }> = [];
  const land = () => {
    for (const write of inFlight) {
      if (write.reads > 0) continue;
      if (write.value === undefined) jar.delete(write.name);
      else jar.set(write.name, write.value);
    }
    inFlight = inFlight.filter((write) => write.reads > 0);
  };
  const write = (name: string, value: string | undefined) => {
    inFlight.push({ name, value, reads: landsAfterReads });
    land();
  };
  const page = (): MemoryCookieStore => {
    const copy = createMemoryCookieStore(Object.fromEntries(jar));
    return {
      entries: copy.entries,
      get: copy.get,
      set: (name, value, attributes) => {
        copy.set(name, value, attributes);
        write(name, value);
      },
      remove: (name, attributes) => {
        copy.remove(name, attributes);
        write(name, undefined);
      },
      readShared: async (name) => {
        await Promise.resolve();
        for (const pending of inFlight) pending.reads -= 1;
        land();
        return jar.get(name);
      },
    };
  };
  return { jar, page };
}

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});
const trackedChannel = (name: string) => {
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  return channel;
};

describe('token refresh across tabs', () => {
  it('refreshes once when two tabs need a new token at the same moment (Web Locks)', async () => {
    const platform = rotatingPlatform();
    const cookies = signedInCookies();
    // Both tabs share the browser's lock manager.
    const lock = createRefreshLock({ locks: fakeLockManager() });
    const first = tab(platform, cookies, lock);
    const second = tab(platform, cookies, lock);

    const [a, b] = await Promise.all([first.session.validToken(), second.session.validToken()]);

    expect(platform.refreshCalls).toBe(1);
    expect(a).toBe(b);
    expect(first.session.claims()?.id).toBe(1);
    expect(second.session.claims()?.id).toBe(1);
    expect(cookies.get('refresh')).toBe('r1');
  });

  it('makes a tab wait for the refresh another tab announced (the BroadcastChannel fallback)', async () => {
    const platform = rotatingPlatform();
    const cookies = signedInCookies();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowPlatform = {
      ...platform,
      route: async (body: unknown) => {
        await held;
        return platform.route(body);
      },
    };
    const first = tab(
      slowPlatform as unknown as Platform,
      cookies,
      createRefreshLock({ locks: undefined, channel: trackedChannel }),
    );
    const second = tab(platform, cookies, createRefreshLock({ locks: undefined, channel: trackedChannel }));
    const observer = trackedChannel(REFRESH_LOCK_NAME);
    const announced = new Promise((resolve) => observer.addEventListener('message', resolve, { once: true }));

    const firstToken = first.session.validToken();
    await announced;
    // The observer and the second tab got the announcement in the same delivery round.
    await new Promise((resolve) => setImmediate(resolve));
    const secondToken = second.session.validToken();
    release();

    const [a, b] = await Promise.all([firstToken, secondToken]);
    expect(platform.refreshCalls).toBe(1);
    expect(a).toBe(b);
    expect(cookies.get('refresh')).toBe('r1');
  });

  it("takes the other tab's new tokens from the shared jar when its own copy of the cookies lags", async () => {
    const platform = rotatingPlatform();
    const browser = browserCookies({ jwt: expiringToken, refresh: 'r0' });
    const lock = createRefreshLock({ locks: fakeLockManager() });
    const first = tab(platform, browser.page(), lock);
    const second = tab(platform, browser.page(), lock);

    const [a, b] = await Promise.all([first.session.validToken(), second.session.validToken()]);

    expect(platform.refreshCalls).toBe(1);
    expect(a).toBe(b);
    expect(browser.jar.get('refresh')).toBe('r1');
    expect(browser.jar.get('jwt')).toBe(a);
  });

  it('holds the lock until its new refresh token is in the shared jar', async () => {
    const platform = rotatingPlatform();
    const browser = browserCookies({ jwt: expiringToken, refresh: 'r0' }, 3);
    const lock = createRefreshLock({ locks: fakeLockManager() });
    const first = tab(platform, browser.page(), lock);
    const second = tab(platform, browser.page(), lock);

    const [a, b] = await Promise.all([first.session.validToken(), second.session.validToken()]);

    expect(platform.refreshCalls).toBe(1);
    expect(a).toBe(b);
    expect(browser.jar.get('refresh')).toBe('r1');
  });

  it('signs both tabs out without a lock, which is the bug the lock prevents', async () => {
    const platform = rotatingPlatform();
    const cookies = signedInCookies();
    const unlocked: RefreshLock = (task) => task();
    const first = tab(platform, cookies, unlocked);
    const second = tab(platform, cookies, unlocked);
    await Promise.allSettled([first.session.refresh(), second.session.refresh()]);
    expect(platform.refreshCalls).toBe(2);
    expect(first.session.token()).toBeNull();
  });
});

describe('a failing refresh', () => {
  const lock: RefreshLock = (task) => task();

  it('keeps the session on a network error, sends the still-valid token, and retries on the next call', async () => {
    const cookies = signedInCookies();
    let online = false;
    const platform = rotatingPlatform();
    const client = createTestApiClient(
      {
        'POST /auth/refresh': ({ body }) => {
          if (!online) throw new TypeError('Failed to fetch');
          return platform.route(body);
        },
      },
      { now: () => NOW, secureCookies: false, cookies, refreshLock: lock },
    );

    await expect(client.session.refresh()).rejects.toBeInstanceOf(NetworkError);
    expect(cookies.get('refresh')).toBe('r0');
    expect(client.session.token()).toBe(expiringToken);
    // The token is still good for 300 s: calls go on with it while the network is down.
    await expect(client.session.validToken()).resolves.toBe(expiringToken);

    online = true;
    const token = await client.session.validToken();
    expect(token).not.toBe(expiringToken);
    expect(cookies.get('refresh')).toBe('r1');
  });

  it('keeps the session on a server error', async () => {
    const cookies = signedInCookies();
    const client = createTestApiClient(
      { 'POST /auth/refresh': () => jsonResponse({ message: 'boom' }, 503) },
      { now: () => NOW, secureCookies: false, cookies, refreshLock: lock },
    );
    await expect(client.session.refresh()).rejects.toThrow();
    expect(client.session.token()).toBe(expiringToken);
  });

  it('ends the session on a 401', async () => {
    const cookies = signedInCookies();
    cookies.set('refresh', 'stolen', { sameSite: 'Lax', secure: false, path: '/' });
    const platform = rotatingPlatform();
    const client = tab(platform, cookies, lock);
    const reasons: unknown[] = [];
    client.session.subscribe((_claims, reason) => reasons.push(reason));
    await expect(client.session.validToken()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(client.session.token()).toBeNull();
    expect(cookies.get('refresh')).toBeUndefined();
    expect(reasons).toEqual(['refresh-failed']);
  });
});

describe('signing out', () => {
  it('revokes the refresh token on the platform when the user signs out, and not when a refresh failed', async () => {
    const platform = rotatingPlatform();
    const cookies = signedInCookies();
    const client = tab(platform, cookies, (task) => task());
    client.session.signOut();
    await expect.poll(() => platform.logouts).toEqual([{ refresh_token: 'r0' }]);
    expect(client.session.token()).toBeNull();

    const again = signedInCookies();
    const other = tab(platform, again, (task) => task());
    other.session.signOut('refresh-failed');
    expect(other.session.token()).toBeNull();
    expect(other.requests.filter((request) => request.path === '/auth/logout')).toEqual([]);
  });
});
