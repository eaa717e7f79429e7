/**
 * Runs a token refresh while no other tab of this origin runs one. The refresh token rotates and a used one that
 * comes back ends the whole session on the platform, so two tabs refreshing at once would sign each other out.
 */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/** The name of the lock and of the fallback channel. */
export const REFRESH_LOCK_NAME = 'backoffice-session-refresh';

/** How long the fallback waits for a tab that announced a refresh and went quiet (closed mid-refresh). */
const FALLBACK_WAIT_MS = 15_000;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

type ChannelMessage = { type: 'start' | 'end'; tab: string };

/** Runs the task at once: one tab, or a runtime with neither Web Locks nor BroadcastChannel (Node, tests). */
export const noRefreshLock: RefreshLock = (task) => task();

/**
 * The cross-tab lock: Web Locks where the browser has them; otherwise a BroadcastChannel on which each tab
 * announces the start and end of its refresh, and a tab waits while another has one under way; otherwise none.
 * @example const lock = createRefreshLock(); await lock(() => exchangeTokens());
 */
export function createRefreshLock(
  options: {
    locks?: LockManagerLike | undefined;
    channel?: (name: string) => BroadcastChannel | undefined;
  } = {},
): RefreshLock {
  const locks =
    'locks' in options
      ? options.locks
      : (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    return (task) => locks.request(REFRESH_LOCK_NAME, task);
  }
  const open =
    options.channel ??
    ((name: string) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined));
  const channel = open(REFRESH_LOCK_NAME);
  // Node's channel would keep a script alive.
  (channel as (BroadcastChannel & { unref?: () => void }) | undefined)?.unref?.();
  return channel ? broadcastLock(channel) : noRefreshLock;
}

/** The fallback: announce-and-wait over a BroadcastChannel. */
function broadcastLock(channel: BroadcastChannel): RefreshLock {
  const tab = Math.random().toString(36).slice(2);
  const busy = new Set<string>();
  let waiters: Array<() => void> = [];
  const wake = () => {
    if (busy.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (typeof message !== 'object' || message === null || typeof message.tab !== 'string') return;
    if (message.type === 'start') busy.add(message.tab);
    if (message.type === 'end') {
      busy.delete(message.tab);
      wake();
    }
  });
  const othersDone = () =>
    busy.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            // A tab that closed mid-refresh never says it ended.
            busy.clear();
            wake();
          }, FALLBACK_WAIT_MS);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
  return async (task) => {
    await othersDone();
    channel.postMessage({ type: 'start', tab } satisfies ChannelMessage);
    try {
      return await task();
    } finally {
      channel.postMessage({ type: 'end', tab } satisfies ChannelMessage);
    }
  };
}
