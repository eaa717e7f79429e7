import { LIMITS } from '@backoffice/domain';

import { authorizeRealtimeChannel } from '../auth/auth.js';
import type { ApiClient } from '../client/createApiClient.js';
import type { Realtime, RealtimeState } from './types.js';

/** Where the realtime service is: the sandbox (ws, its port) or a hosted service (wss, 443). */
export interface PusherRealtimeConfig {
  key: string;
  host: string;
  /** @default 443 */
  port?: number;
  /** @default true */
  tls?: boolean;
  /** Logs 'Over limit' on error code 4004. @default console.warn */
  log?: (message: string) => void;
}

function toState(pusherState: string): RealtimeState {
  if (pusherState === 'connected') return 'connected';
  if (pusherState === 'initialized' || pusherState === 'connecting') return 'connecting';
  return 'unavailable';
}

/**
 * The realtime service on pusher-js, loaded lazily. Private channels are authorised through
 * POST /api/v1/broadcasting/auth with the bearer token (and its refresh rule).
 */
export async function createPusherRealtime(
  client: ApiClient,
  config: PusherRealtimeConfig,
): Promise<Realtime> {
  const { default: Pusher } = await import('pusher-js');
  const tls = config.tls ?? true;
  const port = config.port ?? LIMITS.realtimePort;
  const log = config.log ?? ((message: string) => console.warn(message));
  const pusher = new Pusher(config.key, {
    cluster: '',
    wsHost: config.host,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: tls ? ['wss'] : ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${client.apiBaseUrl}/broadcasting/auth`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorizeRealtimeChannel(client, { socketId, channelName }).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
      },
    },
  });
  pusher.connection.bind('error', (error: { error?: { data?: { code?: number } } }) => {
    if (error.error?.data?.code === LIMITS.realtimeOverLimitCode) log('Over limit');
  });
  const channelOf = (name: string) => pusher.channel(name) ?? pusher.subscribe(name);
  return {
    bind: (channel, event, handler) => {
      const subscription = channelOf(channel);
      subscription.bind(event, handler);
      return () => subscription.unbind(event, handler);
    },
    onSubscribed: (channel, handler) => {
      const subscription = channelOf(channel);
      subscription.bind('pusher:subscription_succeeded', handler);
      if (subscription.subscribed) queueMicrotask(handler);
      return () => subscription.unbind('pusher:subscription_succeeded', handler);
    },
    state: () => toState(pusher.connection.state),
    onStateChange: (handler) => {
      const listener = ({ current }: { current: string }) => handler(toState(current));
      pusher.connection.bind('state_change', listener);
      return () => pusher.connection.unbind('state_change', listener);
    },
    disconnect: () => pusher.disconnect(),
  };
}
