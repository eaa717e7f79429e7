import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocket, WebSocketServer } from 'ws';

import { tokenMatches } from '../lib/crypto.js';
import { DEFAULT_ALLOWED_ORIGINS, isAllowedSocketOrigin } from '../origins.js';
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

/** Options of {@link attachPusherServer}. */
export interface PusherServerOptions {
  /** Secret of the private channel signatures. */
  secret: string;
  /** Where failures are reported. @default console.error */
  log?: (line: string) => void;
  /** Browser origins whose pages may open a socket (see isAllowedSocketOrigin). @default DEFAULT_ALLOWED_ORIGINS */
  allowedOrigins?: readonly string[];
  /** Channels one connection may subscribe to at once. @default 100 */
  maxSubscriptions?: number;
  /** Largest frame a client may send, in bytes; a larger one closes the connection (1009). @default 16384 */
  maxFrameBytes?: number;
}

const ACTIVITY_TIMEOUT_SECONDS = 120;
/** Channels one connection may hold: a restaurant admin's screens use a handful. */
export const MAX_SUBSCRIPTIONS = 100;
/** Channel names as Pusher allows them. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
/** Largest frame a client may send: a subscribe frame is well under 1 KiB. */
export const MAX_FRAME_BYTES = 16 * 1024;

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a frame from the wire: a JSON object with a string `event`, an optional string `channel`, and `data` as an
 * object or as the JSON text of one. Answers the frame, or why it is refused.
 */
function parseFrame(text: string): Frame | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'Malformed frame: not JSON';
  }
  if (!isRecord(value)) return 'Malformed frame: not a JSON object';
  if (typeof value.event !== 'string' || value.event === '')
    return 'Malformed frame: event must be a non-empty string';
  if (value.channel !== undefined && typeof value.channel !== 'string')
    return 'Malformed frame: channel must be a string';
  let data: unknown = value.data;
  if (typeof data === 'string') {
    try {
      data = data === '' ? {} : JSON.parse(data);
    } catch {
      return 'Malformed frame: data is not JSON';
    }
  }
  if (data !== undefined && data !== null && !isRecord(data))
    return 'Malformed frame: data must be an object';
  return { event: value.event, channel: value.channel, data: data ?? {} };
}

/**
 * Serves the Pusher protocol (version 7) on ws://host:port/app/{key}, sharing the HTTP server's port, so that the
 * unmodified pusher-js client connects: connection established, ping/pong, public and private subscriptions
 * (private ones checked against the HMAC of "socket_id:channel"), and the hub's events on subscribed channels.
 * A malformed frame is answered with pusher:error; the connection stays open.
 */
export function attachPusherServer(
  server: Server,
  hub: RealtimeHub,
  options: PusherServerOptions,
): PusherServer {
  const { secret } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;
  const maxSubscriptions = options.maxSubscriptions ?? MAX_SUBSCRIPTIONS;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes ?? MAX_FRAME_BYTES });
  const subscriptions = new Map<WebSocket, Set<string>>();
  let sequence = 0;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    const match = /^\/app\/([^/]+)$/.exec(path);
    if (!match) {
      socket.destroy();
      return;
    }
    // A page of another site must not open a socket with the user's cookies (cross-site WebSocket hijacking).
    if (!isAllowedSocketOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
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

  const handleFrame = (ws: WebSocket, channels: Set<string>, socketId: string, frame: Frame) => {
    const data = frame.data as Record<string, unknown>;
    if (frame.event === 'pusher:ping') {
      send(ws, { event: 'pusher:pong', data: {} });
    } else if (frame.event === 'pusher:subscribe') {
      const channel = typeof data.channel === 'string' ? data.channel : '';
      subscribe(ws, channels, socketId, channel, typeof data.auth === 'string' ? data.auth : '').catch(
        (error: unknown) => {
          send(ws, {
            event: 'pusher:subscription_error',
            channel,
            data: { type: 'ServerError', error: 'The subscription failed', status: 500 },
          });
          log(`[sandbox] realtime subscription failed: ${String(error)}`);
        },
      );
    } else if (frame.event === 'pusher:unsubscribe') {
      if (typeof data.channel === 'string') channels.delete(data.channel);
    } else if (frame.event.startsWith('client-')) {
      send(ws, { event: 'pusher:error', data: { code: null, message: 'Client events are not enabled' } });
    }
  };

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
      // A frame from the network is untrusted: whatever it holds, answer it and keep the connection and the
      // process up (an exception thrown here would escape to the socket's emitter and end the process).
      try {
        const frame = parseFrame(String(raw));
        if (typeof frame === 'string') {
          send(ws, { event: 'pusher:error', data: { code: null, message: frame } });
          return;
        }
        handleFrame(ws, channels, socketId, frame);
      } catch (error) {
        send(ws, { event: 'pusher:error', data: { code: null, message: 'The frame could not be handled' } });
        log(`[sandbox] realtime frame failed: ${error instanceof Error ? error.message : String(error)}`);
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
    if (!CHANNEL_NAME.test(channel)) {
      send(ws, {
        event: 'pusher:subscription_error',
        channel: channel.slice(0, 200),
        data: { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 },
      });
      return;
    }
    if (channel.startsWith('private-') || channel.startsWith('presence-')) {
      const expected = await channelAuth(secret, socketId, channel);
      if (!tokenMatches(auth, expected)) {
        send(ws, {
          event: 'pusher:subscription_error',
          channel,
          data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
        });
        return;
      }
    }
    if (!channels.has(channel) && channels.size >= maxSubscriptions) {
      send(ws, {
        event: 'pusher:subscription_error',
        channel,
        data: {
          type: 'LimitReached',
          error: `A connection may subscribe to at most ${maxSubscriptions} channels`,
          status: 429,
        },
      });
      return;
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
