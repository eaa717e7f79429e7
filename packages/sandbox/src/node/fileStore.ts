import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createSeedStore } from '../seed.js';
import { Store, parseStoreData } from '../store.js';

/** The data file inside the data folder. */
export const DATA_FILE = 'sandbox.json';

/**
 * Writes a file atomically: the text goes to a temporary file in the same folder, which is then renamed over
 * the target, so a crash mid-write leaves the previous file whole.
 */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { flush: true });
  renameSync(temporary, path);
}

/** A store kept on disk: read at start (or seeded), written after each change (debounced) and on flush. */
export interface FileStore {
  store: Store;
  /** Whether the data was seeded now (not read from disk). */
  seeded: boolean;
  /** Writes pending changes now. */
  flush(): void;
  /** Stops watching for changes (after a final flush). */
  close(): void;
}

/** Options of {@link openFileStore}. */
export interface FileStoreOptions {
  dir: string;
  reset?: boolean;
  seed?: number;
  now: Date;
  /** Debounce of the writes. @default 250 */
  delayMs?: number;
  orderCount?: number;
}

/** Opens (or seeds) the data folder. */
export function openFileStore(options: FileStoreOptions): FileStore {
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, DATA_FILE);
  if (options.reset) rmSync(file, { force: true });
  let store: Store;
  let seeded = false;
  if (existsSync(file)) {
    store = new Store(parseStoreData(readFileSync(file, 'utf8')));
  } else {
    store = createSeedStore(options.seed ?? 1, options.now, options.orderCount);
    seeded = true;
    writeFileAtomic(file, store.serialize());
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    writeFileAtomic(file, store.serialize());
  };
  const stop = store.onChange(() => {
    dirty = true;
    timer ??= setTimeout(flush, options.delayMs ?? 250);
  });
  return {
    store,
    seeded,
    flush,
    close: () => {
      flush();
      stop();
    },
  };
}
