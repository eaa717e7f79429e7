import { describe, expect, it } from 'vitest';

import { realtimeUrl, REALTIME_URL_META, toRealtimeConfig } from './sharedRealtime';

const page = (content?: string) => ({
  querySelector: (selector: string) =>
    content !== undefined && selector === `meta[name="${REALTIME_URL_META}"]`
      ? ({ getAttribute: () => content } as unknown as Element)
      : null,
});

describe('toRealtimeConfig', () => {
  it('reads a secure endpoint with the default port 443', () => {
    expect(toRealtimeConfig('wss://rt.example.com/app/abc')).toEqual({
      key: 'abc',
      host: 'rt.example.com',
      port: 443,
      tls: true,
    });
  });

  it('reads a plain endpoint with its port', () => {
    expect(toRealtimeConfig('ws://127.0.0.1:8787/app/backoffice-sandbox')).toEqual({
      key: 'backoffice-sandbox',
      host: '127.0.0.1',
      port: 8787,
      tls: false,
    });
  });

  it('refuses what is not a Pusher endpoint', () => {
    expect(toRealtimeConfig('https://rt.example.com/app/abc')).toBeNull();
    expect(toRealtimeConfig('wss://rt.example.com/other')).toBeNull();
    expect(toRealtimeConfig('not a url')).toBeNull();
  });
});

describe('realtimeUrl', () => {
  it('prefers the deployment’s setting, then the page’s meta tag', () => {
    expect(realtimeUrl({ VITE_REALTIME_URL: ' wss://a.example/app/k ' }, page('wss://b.example/app/k'))).toBe(
      'wss://a.example/app/k',
    );
    expect(realtimeUrl({}, page('wss://b.example/app/k'))).toBe('wss://b.example/app/k');
  });

  it('has no default: neither the sandbox nor the app’s own origin', () => {
    expect(realtimeUrl({ DEV: true }, page())).toBeNull();
    expect(realtimeUrl({ DEV: false }, page())).toBeNull();
  });
});
