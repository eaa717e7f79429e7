/**
 * What the boot keeps between visits (the platform configuration, the remote translations): stale while it
 * revalidates. A returning user starts from the copy of the last visit while the fresh answer is fetched beside it
 * and stored for the next one. Each copy carries a version (the build's version and the platform's address), so a
 * new deployment or another platform never starts from an old copy.
 */

/** The part of `localStorage` the cache uses. */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or null where it cannot be used (a private window that refuses it, no DOM). */
export function pageStorage(): CacheStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Names every key of the cache, so that the app's keys stay apart from anything else on the origin. */
export const CACHE_PREFIX = 'backoffice.boot.';

interface Entry {
  version: string;
  value: unknown;
}

/** The stored value of a key when it has this version; undefined otherwise (none, another version, unreadable). */
export function readCached(storage: CacheStorage | null, key: string, version: string): unknown {
  try {
    const text = storage?.getItem(CACHE_PREFIX + key);
    if (!text) return undefined;
    const entry = JSON.parse(text) as Partial<Entry> | null;
    return entry && entry.version === version ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value under a key with its version; a full or refusing storage only means no copy next time. */
export function writeCached(
  storage: CacheStorage | null,
  key: string,
  version: string,
  value: unknown,
): void {
  try {
    storage?.setItem(CACHE_PREFIX + key, JSON.stringify({ version, value } satisfies Entry));
  } catch {
    try {
      storage?.removeItem(CACHE_PREFIX + key);
    } catch {
      // Nothing more to do: the next visit loads from the network.
    }
  }
}

/** A value served from the cache when there is one, with its revalidation. */
export interface Revalidated<T> {
  /** The cached copy when there is one, else the network's answer. */
  value: Promise<T>;
  /** True when `value` is the cached copy. */
  fromCache: boolean;
  /** The network's answer (stored for the next visit once it is in). */
  fresh: Promise<T>;
}

/**
 * Serves a value stale while it revalidates: starts `load` at once, answers with the cached copy of the same
 * version when there is one (else with `load`'s answer), and stores `load`'s answer for the next time.
 * @example staleWhileRevalidate(localStorage, 'config', 'v42|/api/v1', () => getPlatformConfig(client)).value
 */
export function staleWhileRevalidate<T>(
  storage: CacheStorage | null,
  key: string,
  version: string,
  load: () => Promise<T>,
): Revalidated<T> {
  const cached = readCached(storage, key, version);
  const fresh = load();
  fresh.then(
    (value) => writeCached(storage, key, version, value),
    () => undefined,
  );
  return cached === undefined
    ? { value: fresh, fromCache: false, fresh }
    : { value: Promise.resolve(cached as T), fromCache: true, fresh };
}
