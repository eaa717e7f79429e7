import { LIMITS } from '@backoffice/domain';

import { throttleLatest } from './throttleLatest.js';
import type { TabletDatabase } from './types.js';

/** An in-memory tablet database, with the whole tree readable for tests. */
export interface LocalTablets extends TabletDatabase {
  /** The value at a path now (null when none), unthrottled. */
  read(path: string): unknown;
}

/** Options of {@link createLocalTablets}. */
export interface LocalTabletsOptions {
  /** The tree to start from. @default {} */
  initial?: Record<string, unknown>;
}

const segments = (path: string) => path.split('/').filter((part) => part !== '');

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAt(tree: unknown, parts: readonly string[]): unknown {
  let node = tree;
  for (const part of parts) {
    if (!isTree(node)) return null;
    node = node[part];
  }
  return node ?? null;
}

/** A copy of `tree` with `value` at `parts` (removed when null), dropping branches left empty. */
function writeAt(tree: unknown, parts: readonly string[], value: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return value ?? null;
  const node: Record<string, unknown> = isTree(tree) ? { ...tree } : {};
  const child = writeAt(node[head], rest, value);
  if (child === null || (isTree(child) && Object.keys(child).length === 0)) delete node[head];
  else node[head] = child;
  return node;
}

/** True when a change at `changed` may change the value at `watched` (one is a prefix of the other). */
const related = (changed: readonly string[], watched: readonly string[]) =>
  changed.every((part, index) => index >= watched.length || watched[index] === part);

/**
 * The tablet database in memory, so the app runs without Firebase. Subscriptions are throttled like the real
 * one (3 s, latest value delivered); `null` means no value.
 * @example
 * const tablets = createLocalTablets({ initial: { clients: { 1: { status: 'online' } } } });
 * tablets.subscribe('clients/1/status', console.log); // 'online'
 */
export function createLocalTablets({ initial = {} }: LocalTabletsOptions = {}): LocalTablets {
  let tree: unknown = structuredClone(initial);
  const watchers = new Set<{ parts: string[]; push: (value: unknown) => void }>();

  const write = (path: string, value: unknown) => {
    const parts = segments(path);
    tree = writeAt(tree, parts, value === undefined ? null : structuredClone(value));
    for (const watcher of [...watchers]) {
      if (related(parts, watcher.parts)) watcher.push(structuredClone(readAt(tree, watcher.parts)));
    }
    return Promise.resolve();
  };

  return {
    set: write,
    remove: (path) => write(path, null),
    read: (path) => structuredClone(readAt(tree, segments(path))),
    subscribe(path, listener) {
      const throttled = throttleLatest(listener, LIMITS.tabletThrottleMs);
      const watcher = { parts: segments(path), push: throttled.push };
      watchers.add(watcher);
      throttled.push(structuredClone(readAt(tree, watcher.parts)));
      return () => {
        watchers.delete(watcher);
        throttled.cancel();
      };
    },
  };
}
