import { describe, expect, it, vi } from 'vitest';

import { createLiveRefresh, isLiveRefreshKey, isNewAppVersion } from './liveRefresh';

const answer = (ok: boolean, body: unknown) => () =>
  Promise.resolve({ ok, json: () => Promise.resolve(body) });

describe('createLiveRefresh', () => {
  function setUp({ fresh = false, idle = true } = {}) {
    const calls = {
      refreshData: vi.fn(),
      isNewVersion: vi.fn(() => Promise.resolve(fresh)),
      mayReload: vi.fn(() => idle),
      reloadPage: vi.fn(),
    };
    return { calls, tick: createLiveRefresh(calls) };
  }

  it('refreshes the data on every tick and does not reload the page while the app is current', async () => {
    const { calls, tick } = setUp();
    await tick();
    await tick();
    expect(calls.refreshData).toHaveBeenCalledTimes(2);
    expect(calls.reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page once a new version is deployed and no incoming order waits', async () => {
    const { calls, tick } = setUp({ fresh: true });
    await tick();
    expect(calls.refreshData).toHaveBeenCalledTimes(1);
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
    await tick();
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('waits with the reload while an incoming order waits, and reloads on a later tick when none does', async () => {
    let idle = false;
    const reloadPage = vi.fn();
    const tick = createLiveRefresh({
      refreshData: () => undefined,
      isNewVersion: () => Promise.resolve(true),
      mayReload: () => idle,
      reloadPage,
    });
    await tick();
    expect(reloadPage).not.toHaveBeenCalled();
    idle = true;
    await tick();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('takes a failed version check for no new version', async () => {
    const reloadPage = vi.fn();
    const tick = createLiveRefresh({
      refreshData: () => undefined,
      isNewVersion: () => Promise.reject(new Error('offline')),
      mayReload: () => true,
      reloadPage,
    });
    await tick();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('isNewAppVersion', () => {
  it('compares the deployed version.json with the running version, without the HTTP cache', async () => {
    const fetchFile = vi.fn(answer(true, { version: 'b' }));
    await expect(isNewAppVersion('a', fetchFile, '/app/')).resolves.toBe(true);
    expect(fetchFile).toHaveBeenCalledWith('/app/version.json', { cache: 'no-store' });
    await expect(isNewAppVersion('b', fetchFile, '/')).resolves.toBe(false);
  });

  it('is false without a running version (dev server, tests) or a readable file', async () => {
    const fetchFile = vi.fn(answer(true, { version: 'b' }));
    await expect(isNewAppVersion(undefined, fetchFile, '/')).resolves.toBe(false);
    expect(fetchFile).not.toHaveBeenCalled();
    await expect(isNewAppVersion('a', answer(false, { version: 'b' }), '/')).resolves.toBe(false);
    await expect(isNewAppVersion('a', answer(true, '<html>'), '/')).resolves.toBe(false);
    await expect(isNewAppVersion('a', answer(true, { version: '' }), '/')).resolves.toBe(false);
    await expect(isNewAppVersion('a', () => Promise.reject(new Error('offline')), '/')).resolves.toBe(false);
  });
});

describe('isLiveRefreshKey', () => {
  it('names the order lists and orders, and the restaurants’ data', () => {
    expect(isLiveRefreshKey(['orders', 'list', 'active', {}])).toBe(true);
    expect(isLiveRefreshKey(['orders', 'detail', '1'])).toBe(true);
    expect(isLiveRefreshKey(['managed-restaurants', 1])).toBe(true);
    expect(isLiveRefreshKey(['restaurants', 'detail', '1'])).toBe(true);
    expect(isLiveRefreshKey(['users', 'list', {}])).toBe(false);
    expect(isLiveRefreshKey('orders')).toBe(false);
  });
});
