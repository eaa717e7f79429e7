import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocket, WebSocketServer } from 'ws';

import type { RealtimeHub } from '../realtime.js';
import { REALTIME_KEY, channelAuth } from '../routes/platform.js';

/** Pusher protocol 7 frames: every frame is JSON with event, optional channel, and data as a JSON string. */
interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A running Pusher-protocol endpoint. */
export interface PusherServer {
  /** Open connections. */
  connections(): number;
  close(): Promise<void>;
}

const ACTIVITY_TIMEOUT_SECONDS = 120;

function send(socket: WebSocket, frame: Frame): void {
  if (socket.readyState === WebSocket.OPEN) {
    socket.send(
      JSON.stringify({
        ...frame,
        data: typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? {}),
      }),
    );
  }
}

/**
 * Serves the Pusher protocol (version 7) on ws://host:port/app/{key}, sharing the HTTP server's port, so that the
 * unmodified pusher-js client connects: connection established, ping/pong, public and private subscriptions
 * (private ones checked against the HMAC of "socket_id:channel"), and the hub's events on subscribed channels.
 */
export function attachPusherServer(server: Server, hub: RealtimeHub, secret: string): PusherServer {
  const wss = new WebSocketServer({ noServer: true });
  const subscriptions = new Map<WebSocket, Set<string>>();
  let sequence = 0;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const match = /^\/app\/([^/]+)$/.exec(path);
    if (!match) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (match[1] !== REALTIME_KEY) {
        // 4001: application does not exist.
        send(ws, {
          event: 'pusher:error',
          data: { code: 4001, message: `Application ${match[1] ?? ''} does not exist` },
        });
        ws.close(4001, 'Application does not exist');
        return;
      }
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket) => {
    sequence += 1;
    const socketId = `${1000 + sequence}.${Math.floor(Math.random() * 1_000_000)}`;
    const channels = new Set<string>();
    subscriptions.set(ws, channels);
    send(ws, {
      event: 'pusher:connection_established',
      data: { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS },
    });

    ws.on('message', (raw) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(raw)) as Frame;
      } catch {
        send(ws, { event: 'pusher:error', data: { code: null, message: 'Malformed frame' } });
        return;
      }
      const data = (typeof frame.data === 'string' ? safeParse(frame.data) : frame.data) as
        Record<string, unknown> | undefined;
      if (frame.event === 'pusher:ping') {
        send(ws, { event: 'pusher:pong', data: {} });
      } else if (frame.event === 'pusher:subscribe') {
        const channel = typeof data?.channel === 'string' ? data.channel : '';
        void subscribe(ws, channels, socketId, channel, typeof data?.auth === 'string' ? data.auth : '');
      } else if (frame.event === 'pusher:unsubscribe') {
        if (typeof data?.channel === 'string') channels.delete(data.channel);
      } else if (frame.event.startsWith('client-')) {
        send(ws, { event: 'pusher:error', data: { code: null, message: 'Client events are not enabled' } });
      }
    });
    ws.on('close', () => subscriptions.delete(ws));
    ws.on('error', () => subscriptions.delete(ws));
  });

  async function subscribe(
    ws: WebSocket,
    channels: Set<string>,
    socketId: string,
    channel: string,
    auth: string,
  ) {
    if (!channel) return;
    if (channel.startsWith('private-') || channel.startsWith('presence-')) {
      const expected = await channelAuth(secret, socketId, channel);
      if (auth !== expected) {
        send(ws, {
          event: 'pusher:subscription_error',
          channel,
          data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
        });
        return;
      }
    }
    channels.add(channel);
    send(ws, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  }

  const unsubscribe = hub.subscribe((message) => {
    for (const [ws, channels] of subscriptions) {
      if (channels.has(message.channel))
        send(ws, { event: message.event, channel: message.channel, data: message.data });
    }
  });

  return {
    connections: () => subscriptions.size,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        server.off('upgrade', onUpgrade);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
