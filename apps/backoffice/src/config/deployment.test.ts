import { describe, expect, it, vi } from 'vitest';

import {
  deploymentEnv,
  deploymentProblem,
  isDsn,
  loadDeployment,
  mergeSettings,
  readRuntimeConfig,
  SAME_ORIGIN_SETTINGS,
  SANDBOX_SETTINGS,
} from './deployment';

/** A fetch that answers config.json with a body and content type (or fails). */
function serving(body: string | null, type = 'application/json', status = 200): typeof fetch {
  return vi.fn(async () =>
    body === null
      ? new Response('not found', { status: 404 })
      : new Response(body, { status, headers: { 'content-type': type } }),
  ) as unknown as typeof fetch;
}

const production = { DEV: false, PROD: true, BASE_URL: '/' };
const complete = {
  apiBaseUrl: 'https://api.example/api/v1',
  frontendApiUrl: 'https://api.example/frontend-api',
  realtimeUrl: 'wss://rt.example/app/live-key',
};

describe('mergeSettings', () => {
  it('lays config.json over the build variables, by its keys (nested firebase, list of origins)', () => {
    const merged = mergeSettings(
      {
        VITE_API_BASE_URL: '/api/v1',
        VITE_FIREBASE_API_KEY: 'build-key',
        VITE_PRINT_APP_URL: 'https://p.example',
      },
      {
        apiBaseUrl: 'https://api.example/api/v1',
        firebase: { apiKey: 'run-key', databaseURL: 'https://db.example' },
        frameParentOrigins: ['https://a.example', 'https://b.example'],
        mapsApiKey: '  maps  ',
        printAppUrl: '',
      },
    );
    expect(merged).toMatchObject({
      VITE_API_BASE_URL: 'https://api.example/api/v1',
      VITE_FIREBASE_API_KEY: 'run-key',
      VITE_FIREBASE_DATABASE_URL: 'https://db.example',
      VITE_FRAME_PARENT_ORIGINS: 'https://a.example,https://b.example',
      VITE_GOOGLE_MAPS_API_KEY: 'maps',
      // An empty run-time value does not erase the build's.
      VITE_PRINT_APP_URL: 'https://p.example',
    });
  });

  it('gives the sandbox’s addresses to development only, and a build the platform on its own origin', () => {
    expect(mergeSettings({ DEV: true }, null)).toMatchObject(SANDBOX_SETTINGS);
    const build = mergeSettings({ DEV: false }, null);
    expect(build).toMatchObject(SAME_ORIGIN_SETTINGS);
    expect(build.VITE_REALTIME_URL).toBeUndefined();
    expect(build.VITE_PRINT_APP_URL).toBeUndefined();
  });
});

describe('deploymentProblem', () => {
  it('lets a build start with nothing set', () => {
    expect(deploymentProblem({})).toBeNull();
  });

  it('names the settings that are not addresses', () => {
    expect(
      deploymentProblem({
        VITE_API_BASE_URL: '//evil.example/api',
        VITE_FRONTEND_API_URL: '/frontend-api',
        VITE_REALTIME_URL: 'https://rt.example/app/k',
        VITE_ERROR_REPORTING_DSN: 'not a dsn',
      }),
    ).toEqual({ invalid: ['apiBaseUrl', 'realtimeUrl', 'errorReportingDsn'], badFile: false });
  });

  it('accepts paths on the app’s own origin and absolute addresses', () => {
    expect(
      deploymentProblem({
        VITE_API_BASE_URL: '/api/v1',
        VITE_FRONTEND_API_URL: 'https://api.example/frontend-api',
        VITE_REALTIME_URL: 'wss://rt.example:6001/app/key',
      }),
    ).toBeNull();
  });
});

describe('readRuntimeConfig', () => {
  it('reads a JSON object, ignores a missing file or a page served in its place, and flags other JSON', async () => {
    expect(await readRuntimeConfig(serving('{"apiBaseUrl":"/x"}'), '/config.json')).toEqual({
      apiBaseUrl: '/x',
    });
    expect(await readRuntimeConfig(serving(null), '/config.json')).toBeNull();
    expect(await readRuntimeConfig(serving('<!doctype html>', 'text/html'), '/config.json')).toBeNull();
    expect(await readRuntimeConfig(serving('[1]'), '/config.json')).toBe('bad');
    expect(await readRuntimeConfig(serving('{oops'), '/config.json')).toBe('bad');
    const failing = vi.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await readRuntimeConfig(failing, '/config.json')).toBeNull();
  });
});

describe('loadDeployment', () => {
  it('makes config.json’s settings the app’s (run time wins over build time), from next to index.html', async () => {
    const fetcher = serving(JSON.stringify({ ...complete, mapsApiKey: 'run' }));
    const problem = await loadDeployment(
      {
        ...production,
        BASE_URL: '/office/',
        VITE_GOOGLE_MAPS_API_KEY: 'build',
        VITE_API_BASE_URL: '/api/v1',
      },
      fetcher,
      null,
    );
    expect(problem).toBeNull();
    expect(fetcher).toHaveBeenCalledWith('/office/config.json', expect.anything());
    expect(deploymentEnv()).toMatchObject({
      VITE_API_BASE_URL: 'https://api.example/api/v1',
      VITE_GOOGLE_MAPS_API_KEY: 'run',
    });
  });

  it('starts a build with nothing configured on its own origin without realtime, never on the sandbox', async () => {
    const problem = await loadDeployment(production, serving(null), null);
    expect(problem).toBeNull();
    expect(deploymentEnv()).toMatchObject(SAME_ORIGIN_SETTINGS);
    expect(deploymentEnv().VITE_REALTIME_URL).toBeUndefined();
  });

  it('is a configuration problem when config.json is not an object', async () => {
    expect(await loadDeployment(production, serving('[1]'), null)).toEqual({ invalid: [], badFile: true });
  });

  it('takes the realtime endpoint from the hosting page’s older meta tag', async () => {
    const doc = {
      querySelector: (selector: string) =>
        selector === 'meta[name="backoffice-realtime-url"]'
          ? ({ getAttribute: () => 'wss://rt.example/app/k' } as unknown as Element)
          : null,
    };
    const { realtimeUrl: _, ...withoutRealtime } = complete;
    expect(await loadDeployment(production, serving(JSON.stringify(withoutRealtime)), doc)).toBeNull();
    expect(deploymentEnv().VITE_REALTIME_URL).toBe('wss://rt.example/app/k');
  });

  it('flags a config.json that is not an object', async () => {
    expect((await loadDeployment(production, serving('"text"'), null))?.badFile).toBe(true);
  });
});

describe('the error-reporting DSN', () => {
  it('is a Sentry DSN: an http(s) address with a public key and a project number', () => {
    expect(isDsn('https://abc@o1.ingest.example.io/42')).toBe(true);
    expect(isDsn('https://abc@errors.example/sub/path/7')).toBe(true);
    expect(isDsn('https://o1.ingest.example.io/42')).toBe(false);
    expect(isDsn('ftp://abc@errors.example/7')).toBe(false);
    expect(isDsn('https://abc@errors.example/project')).toBe(false);
    expect(isDsn('nonsense')).toBe(false);
  });
});
