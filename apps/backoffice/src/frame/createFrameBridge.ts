/** Messages the back-office sends to its parent frame. */
export type OutgoingFrameMessage =
  | { type: 'NAVIGATED'; path: string }
  | { type: 'LOGGED_IN' }
  | { type: 'PROXY_READY' }
  | { type: 'LOGIN_FAILED'; message: string };

/** Messages the parent frame may send. */
export type IncomingFrameMessage =
  { type: 'HISTORY_BACK' } | { type: 'HISTORY_FORWARD' } | { type: 'LOGIN'; refreshToken?: string | null };

/** Delay of the LOGGED_IN and PROXY_READY announcements after the event (orders-auth-routes section 2). */
export const FRAME_ANNOUNCE_DELAY_MS = 200;

/** The window parts the bridge uses (a test passes a fake). */
export interface FrameWindow {
  parent: { postMessage: (message: unknown, targetOrigin: string) => void };
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** Options of {@link createFrameBridge}. */
export interface FrameBridgeOptions {
  window: FrameWindow;
  /** The only origins messages are accepted from and sent to. */
  allowedOrigins: readonly string[];
  onMessage: (message: IncomingFrameMessage) => void;
}

/** The app's side of the parent-frame conversation. */
export interface FrameBridge {
  /** Sends a message now, to every allowed origin (the browser delivers it only where the parent's origin matches). */
  send: (message: OutgoingFrameMessage) => void;
  /** Sends LOGGED_IN or PROXY_READY 200 ms from now. */
  announce: (type: 'LOGGED_IN' | 'PROXY_READY') => void;
  dispose: () => void;
}

/** Reads a parent message; anything else (other shapes, unknown types) is null. */
export function toIncomingMessage(data: unknown): IncomingFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type } = data as { type?: unknown };
  if (type === 'HISTORY_BACK' || type === 'HISTORY_FORWARD') return { type };
  if (type === 'LOGIN') {
    const token = (data as { refreshToken?: unknown }).refreshToken;
    return { type, refreshToken: typeof token === 'string' ? token : null };
  }
  return null;
}

/**
 * Connects the app to its parent frame: messages from origins outside `allowedOrigins` are ignored, and messages
 * go out only to those origins (never to '*').
 */
export function createFrameBridge({
  window: win,
  allowedOrigins,
  onMessage,
}: FrameBridgeOptions): FrameBridge {
  const timers = new Set<unknown>();
  const listener = (event: MessageEvent) => {
    if (!allowedOrigins.includes(event.origin)) return;
    const message = toIncomingMessage(event.data);
    if (message) onMessage(message);
  };
  win.addEventListener('message', listener);
  const send = (message: OutgoingFrameMessage) => {
    for (const origin of allowedOrigins) win.parent.postMessage(message, origin);
  };
  return {
    send,
    announce: (type) => {
      const handle = win.setTimeout(() => {
        timers.delete(handle);
        send({ type });
      }, FRAME_ANNOUNCE_DELAY_MS);
      timers.add(handle);
    },
    dispose: () => {
      win.removeEventListener('message', listener);
      for (const handle of timers) win.clearTimeout(handle as never);
      timers.clear();
    },
  };
}
