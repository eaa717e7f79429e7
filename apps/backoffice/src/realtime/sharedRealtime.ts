import type { ApiClient, PusherRealtimeConfig, Realtime } from '@backoffice/api';
import { createPusherRealtime } from '@backoffice/api';

/** The meta tag through which a hosting page names the realtime endpoint without a rebuild. */
export const REALTIME_URL_META = 'backoffice-realtime-url';

/** The sandbox's realtime endpoint, the development default (the dev server proxies HTTP only). */
const DEV_REALTIME_URL = 'ws://127.0.0.1:8787/app/backoffice-sandbox';

/**
 * Reads a Pusher endpoint URL (`ws[s]://host[:port]/app/{key}`) into the client's realtime config; null when it
 * is not one.
 * @example toRealtimeConfig('wss://rt.example.com/app/abc') // { key: 'abc', host: 'rt.example.com', port: 443, tls: true }
 */
export function toRealtimeConfig(url: string): PusherRealtimeConfig | null {
  try {
    const parsed = new URL(url);
    const tls = parsed.protocol === 'wss:';
    if (!tls && parsed.protocol !== 'ws:') return null;
    const key = parsed.pathname.match(/\/app\/([^/]+)\/?$/)?.[1];
    if (!key) return null;
    const port = parsed.port ? Number(parsed.port) : tls ? 443 : 80;
    return { key: decodeURIComponent(key), host: parsed.hostname, port, tls };
  } catch {
    return null;
  }
}

/**
 * Where the realtime service is: VITE_REALTIME_URL, else the hosting page's meta tag, else the app's own origin
 * (a deployment proxies /app to the service) in a build and the local sandbox in development.
 */
export function realtimeUrl(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'>,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const fromEnv = typeof env.VITE_REALTIME_URL === 'string' ? env.VITE_REALTIME_URL.trim() : '';
  if (fromEnv) return fromEnv;
  const fromMeta = doc.querySelector(`meta[name="${REALTIME_URL_META}"]`)?.getAttribute('content')?.trim();
  if (fromMeta) return fromMeta;
  if (env.DEV === true) return DEV_REALTIME_URL;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/app/backoffice-sandbox`;
}

const connections = new WeakMap<ApiClient, Promise<Realtime | null>>();

/**
 * The one realtime connection of the app for a client (the live screen, the incoming-order prompt and the
 * orders table share it); null when no endpoint is configured or pusher-js cannot load.
 */
export function sharedRealtime(client: ApiClient): Promise<Realtime | null> {
  let connection = connections.get(client);
  if (!connection) {
    const config = toRealtimeConfig(realtimeUrl(import.meta.env, document, window.location));
    connection = config
      ? createPusherRealtime(client, config).catch((error: unknown) => {
          console.warn(error);
          return null;
        })
      : Promise.resolve(null);
    connections.set(client, connection);
  }
  return connection;
}
