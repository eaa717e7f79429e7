/**
 * Test helpers that talk to a real sandbox server over the network: raw HTTP calls and a raw Pusher-protocol
 * WebSocket whose frames can be awaited by condition (no timers), for tests that send what a well-behaved client
 * never would.
 */
import { WebSocket } from 'ws';

/** A JSON (or text) answer of the server. */
export interface WireAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** Calls the server; a body that is not a string is sent as JSON. */
export async function wireCall(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<WireAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = {};
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Signs a demo account in (password Demo-1234) and answers the token pair. */
export async function wireLogin(
  url: string,
  email: string,
): Promise<{ token: string; refresh_token: string }> {
  const answer = await wireCall(url, 'POST', '/api/v1/auth', { body: { email, password: 'Demo-1234' } });
  if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status}`);
  return answer.body as unknown as { token: string; refresh_token: string };
}

/** A frame the server sent, with its data decoded. */
export interface ReceivedFrame {
  event: string;
  channel?: string;
  data: Record<string, unknown>;
}

/** A raw WebSocket to the Pusher endpoint. */
export interface RawSocket {
  socket: WebSocket;
  /** Every frame received so far. */
  frames: ReceivedFrame[];
  /** Waits for the next frame (after those already taken) that matches. */
  next(match?: (frame: ReceivedFrame) => boolean): Promise<ReceivedFrame>;
  /** Resolves with the close code when the server closes the socket. */
  closed: Promise<number>;
  send(text: string | Buffer): void;
  close(): void;
}

/** Opens a raw socket and waits for pusher:connection_established (or for the close, when refused). */
export async function openRawSocket(
  url: string,
  options: { key?: string; origin?: string; host?: string } = {},
): Promise<RawSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/app/${options.key ?? 'backoffice-sandbox'}`, {
    headers: {
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
  });
  const frames: ReceivedFrame[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  socket.on('message', (raw: Buffer) => {
    const frame = JSON.parse(String(raw)) as { event: string; channel?: string; data?: string };
    frames.push({
      event: frame.event,
      channel: frame.channel,
      data: (frame.data ? JSON.parse(frame.data) : {}) as Record<string, unknown>,
    });
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', (code: number) => {
      resolve(code);
      for (const wake of waiters.splice(0)) wake();
    });
    socket.on('error', () => resolve(-1));
  });
  const next = async (match: (frame: ReceivedFrame) => boolean = () => true): Promise<ReceivedFrame> => {
    for (;;) {
      while (taken < frames.length) {
        const frame = frames[taken] as ReceivedFrame;
        taken += 1;
        if (match(frame)) return frame;
      }
      if (socket.readyState === WebSocket.CLOSED) throw new Error('The socket is closed');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const raw: RawSocket = {
    socket,
    frames,
    next,
    closed,
    send: (text) => socket.send(text),
    close: () => socket.close(),
  };
  await Promise.race([
    new Promise<void>((resolve) => socket.once('open', () => resolve())),
    closed.then(() => undefined),
  ]);
  return raw;
}
