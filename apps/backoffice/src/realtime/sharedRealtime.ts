import type { ApiClient, PusherRealtimeConfig, Realtime } from '@backoffice/api';
import { createPusherRealtime } from '@backoffice/api';

import { realtimeGate } from '../boot/realtimeGate';
import { deploymentEnv } from '../config/deployment';

/** The meta tag through which a hosting page names the realtime endpoint without a rebuild. */
export const REALTIME_URL_META = 'backoffice-realtime-url';

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
 * Where the realtime service is: the deployment's `realtimeUrl` (config.json or VITE_REALTIME_URL, see
 * config/deployment.ts), else the hosting page's meta tag; null when neither names it (there is no default: a
 * build without it shows the configuration error page, development gets the sandbox's from the settings).
 */
export function realtimeUrl(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'>,
): string | null {
  const fromEnv = typeof env.VITE_REALTIME_URL === 'string' ? env.VITE_REALTIME_URL.trim() : '';
  if (fromEnv) return fromEnv;
  const fromMeta = doc.querySelector(`meta[name="${REALTIME_URL_META}"]`)?.getAttribute('content')?.trim();
  return fromMeta || null;
}

const connections = new WeakMap<ApiClient, Promise<Realtime | null>>();

/**
 * The one realtime connection of the app for a client (the live screen, the incoming-order prompt and the
 * orders table share it); null when no endpoint is configured or pusher-js cannot load.
 */
export function sharedRealtime(client: ApiClient): Promise<Realtime | null> {
  let connection = connections.get(client);
  if (!connection) {
    const url = realtimeUrl(deploymentEnv(), document);
    const config = url ? toRealtimeConfig(url) : null;
    // The socket (and its chunk) waits for the first screen's rows: the boot holds it until they are painted.
    connection = config
      ? realtimeGate()
          .then(() => createPusherRealtime(client, config))
          .catch((error: unknown) => {
            console.warn(error);
            return null;
          })
      : Promise.resolve(null);
    connections.set(client, connection);
  }
  return connection;
}
