/**
 * The sandbox's data on disk: a snapshot (`sandbox.json`) and a write-ahead log (`sandbox.{generation}.wal`).
 *
 * Every change is appended to the log and fsynced before the request that made it is answered; changes that come
 * in while a write is under way are written together in the next one (group commit). On start the log is replayed
 * onto the snapshot; when it grows past a limit (and on start, flush and close) it is compacted into a new snapshot,
 * written through a temporary file and a rename. A crash at any moment loses no acknowledged write: a torn last
 * line of the log is an unacknowledged one and is dropped on replay.
 */
import {
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

import { publicToken } from '../lib/crypto.js';
import { createSeedStore } from '../seed.js';
import { Store, parseStoreData } from '../store.js';
import type { IssuedToken, StoreData, StoredRecord } from '../store.js';

/** The snapshot inside the data folder. */
export const DATA_FILE = 'sandbox.json';
/** The log of a generation: sandbox.{generation}.wal. */
const LOG_PATTERN = /^sandbox\.(\d+)\.wal$/;
const logName = (generation: number) => `sandbox.${generation}.wal`;
/** The log is compacted into the snapshot when it grows past this. */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;

/** Makes a directory entry (a created or renamed file) durable. */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to fsync a directory; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes a file atomically and durably: the text goes to a temporary file in the same folder, is fsynced, and the
 * file is renamed over the target, so a crash mid-write leaves the previous file whole.
 */
export function writeFileAtomic(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { flush: true });
  renameSync(temporary, path);
  fsyncDirectory(join(path, '..'));
}

/** A store kept on disk. */
export interface FileStore {
  store: Store;
  /** Whether the data was seeded now (not read from disk). */
  seeded: boolean;
  /** Writes of the log replayed on start (0 after a clean stop). */
  replayed: number;
  /** Resolves once every change made so far is on disk; rejects when it could not be written. */
  commit(): Promise<void>;
  /** Writes everything into a new snapshot now and empties the log. */
  flush(): void;
  /** Writes what is pending, compacts, and stops watching for changes. */
  close(): Promise<void>;
}

/** Options of {@link openFileStore}. */
export interface FileStoreOptions {
  dir: string;
  reset?: boolean;
  seed?: number;
  now: Date;
  orderCount?: number;
  /** Where persistence failures are reported. @default console.error */
  log?: (line: string) => void;
  /** @deprecated Writes are no longer debounced; ignored. */
  delayMs?: number;
}

/** One entry of a log line: a record written or deleted, a token issued or revoked, a meta part written whole. */
type LogOp =
  | ['put', string, StoredRecord]
  | ['del', string, string]
  | ['tok', 'refreshTokens' | 'resetTokens', string, IssuedToken | null]
  | ['seq', Record<string, number>]
  | ['acc', StoreData['accounts']];

const recordKey = (collection: string, id: string | number) => `${collection}\u0000${String(id)}`;

/** Applies one log line to the data; answers false when the line is not a whole entry. */
function applyLine(store: Store, line: string): boolean {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return false;
  }
  const ops = (entry as { ops?: unknown } | null)?.ops;
  if (!Array.isArray(ops)) return false;
  for (const op of ops as LogOp[]) {
    if (op[0] === 'put') store.restore(op[1], op[2]);
    else if (op[0] === 'del') store.forget(op[1], op[2]);
    else if (op[0] === 'tok') {
      if (op[3]) store.data[op[1]][op[2]] = op[3];
      else delete store.data[op[1]][op[2]];
    } else if (op[0] === 'seq') Object.assign(store.data.sequences, op[1]);
    else if (op[0] === 'acc') store.data.accounts.splice(0, store.data.accounts.length, ...op[1]);
  }
  return true;
}

/**
 * Data folders seeded before the tokens were random hold guessable ones (`order-token-{id}`, `cc-token-{id}`,
 * `export-token-{n}`): they are replaced by random ones, the orders' copies of their canteen's token with them.
 */
export function replacePredictableTokens(store: Store): void {
  const predictable = (token: unknown) =>
    typeof token === 'string' && /^(order-token|cc-token|export-token)-\d+$/.test(token);
  const canteenTokens = new Map<string, string>();
  for (const canteen of store.list('cloud-canteens')) {
    if (!predictable(canteen.token)) continue;
    const token = publicToken();
    canteen.token = token;
    canteenTokens.set(String(canteen.id), token);
    store.changed('cloud-canteens', canteen.id);
  }
  for (const entry of store.list('custom-export')) {
    if (!predictable(entry.token)) continue;
    entry.token = publicToken();
    store.changed('custom-export', entry.id);
  }
  for (const order of store.orders()) {
    const canteen = order.cloudcanteen;
    const replaced = canteen ? canteenTokens.get(String(canteen.id)) : undefined;
    if (canteen && (replaced || predictable(canteen.token))) {
      order.cloudcanteen = { ...canteen, token: replaced ?? publicToken() };
      store.changed('orders', order.id);
    }
    if (predictable(order.token)) {
      order.token = publicToken();
      store.changed('orders', order.id);
    }
  }
}

/** Opens (or seeds) the data folder: reads the snapshot, replays the log, and compacts. */
export function openFileStore(options: FileStoreOptions): FileStore {
  const { dir } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DATA_FILE);
  const logs = () =>
    readdirSync(dir)
      .map((name) => ({ name, generation: Number(LOG_PATTERN.exec(name)?.[1] ?? Number.NaN) }))
      .filter((entry) => Number.isInteger(entry.generation))
      .sort((a, b) => a.generation - b.generation);
  if (options.reset) {
    rmSync(file, { force: true });
    for (const entry of logs()) rmSync(join(dir, entry.name), { force: true });
  }

  let store: Store;
  let seeded = false;
  if (existsSync(file)) {
    store = new Store(parseStoreData(readFileSync(file, 'utf8')));
  } else {
    store = createSeedStore(options.seed ?? 1, options.now, options.orderCount);
    seeded = true;
  }
  let replayed = 0;
  const from = store.data.walGeneration ?? 0;
  for (const entry of logs()) {
    if (entry.generation < from) continue;
    const lines = readFileSync(join(dir, entry.name), 'utf8').split('\n');
    // The last element is '' after a whole last line, or a torn line (an unacknowledged write) after a crash.
    lines.pop();
    for (const line of lines) {
      if (applyLine(store, line)) replayed += 1;
      else log(`[sandbox] skipped an unreadable line of ${entry.name}`);
    }
  }
  store.takeChanges();

  // The last written text of every record: the snapshot is put together from these, so that it holds exactly what
  // the log acknowledged, and a record that cannot be written goes back to its last written state.
  const written = new Map<string, string>();
  for (const [collection, records] of Object.entries(store.data.collections)) {
    for (const record of records) written.set(recordKey(collection, record.id), JSON.stringify(record));
  }

  let generation = Math.max(from, ...logs().map((entry) => entry.generation)) + 1;
  let handle: FileHandle | undefined;
  let handleGeneration = -1;
  let logBytes = 0;
  let lineNumber = 0;

  const snapshotText = (): string => {
    const { collections, ...rest } = store.data;
    const parts = Object.entries(collections).map(([collection, records]) => {
      const texts = records
        .map((record) => written.get(recordKey(collection, record.id)))
        .filter((text): text is string => text !== undefined);
      return `${JSON.stringify(collection)}:[${texts.join(',')}]`;
    });
    const head = JSON.stringify({ ...rest, walGeneration: generation });
    return `${head.slice(0, -1)},"collections":{${parts.join(',')}}}`;
  };

  /** Writes the snapshot and starts a new log generation; older logs are deleted once the snapshot is down. */
  const compactSync = () => {
    generation += 1;
    const text = snapshotText();
    writeFileAtomic(file, text);
    for (const entry of logs()) {
      if (entry.generation < generation) rmSync(join(dir, entry.name), { force: true });
    }
  };

  /** Turns the changes into one log line; records that cannot be written go back to their last written state. */
  const takeLine = (): string | undefined => {
    const changes = store.takeChanges();
    if (changes.unnamed) {
      // Something changed without saying what: every record is written again.
      for (const [collection, records] of Object.entries(store.data.collections)) {
        for (const record of records) changes.records.push({ collection, id: String(record.id) });
      }
      changes.meta.push('accounts', 'sequences');
    }
    const ops: string[] = [];
    for (const { collection, id } of changes.records) {
      const key = recordKey(collection, id);
      const record = store.get(collection, id);
      if (!record) {
        if (written.delete(key)) ops.push(JSON.stringify(['del', collection, id]));
        continue;
      }
      let text: string;
      try {
        text = JSON.stringify(record);
      } catch (error) {
        const previous = written.get(key);
        if (previous === undefined) store.forget(collection, id);
        else store.restore(collection, JSON.parse(previous) as StoredRecord);
        log(
          `[sandbox] ${collection}/${id} cannot be stored (${error instanceof Error ? error.message : String(error)}): ` +
            (previous === undefined ? 'removed' : 'put back to its last stored state'),
        );
        continue;
      }
      if (written.get(key) === text) continue;
      written.set(key, text);
      ops.push(`["put",${JSON.stringify(collection)},${text}]`);
    }
    for (const { kind, token } of changes.tokens) {
      ops.push(JSON.stringify(['tok', kind, token, store.data[kind][token] ?? null]));
    }
    if (changes.meta.includes('sequences')) ops.push(JSON.stringify(['seq', store.data.sequences]));
    if (changes.meta.includes('accounts')) ops.push(JSON.stringify(['acc', store.data.accounts]));
    if (ops.length === 0) return undefined;
    lineNumber += 1;
    return `{"n":${lineNumber},"ops":[${ops.join(',')}]}\n`;
  };

  const append = async (line: string) => {
    if (!handle || handleGeneration !== generation) {
      await handle?.close();
      // O_DSYNC: each write returns once its data is on the disk, in one call (no separate fdatasync).
      handle = await open(
        join(dir, logName(generation)),
        constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC,
      );
      handleGeneration = generation;
      logBytes = 0;
      fsyncDirectory(dir);
    }
    await handle.write(line);
    logBytes += Buffer.byteLength(line);
  };

  // Group commit: one write at a time; the callers that arrive meanwhile share the next one.
  interface Batch {
    promise: Promise<void>;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  const newBatch = (): Batch => {
    let resolve: () => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<void>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    // A batch nobody awaits (a change made outside a request) must not become an unhandled rejection.
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  };
  let inFlight: Batch | undefined;
  let waiting: Batch | undefined;
  let running = false;
  let failed = false;

  const write = async () => {
    if (failed) {
      // After a failed write the log may end in a torn line: put everything into a fresh snapshot instead.
      takeLine();
      compactSync();
      failed = false;
      return;
    }
    const line = takeLine();
    if (line) await append(line);
    if (logBytes <= COMPACT_AT_BYTES) return;
    try {
      compactSync();
    } catch (error) {
      // The log still holds everything: compaction is tried again after the next write.
      log(`[sandbox] could not compact the data: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const run = async () => {
    running = true;
    while (waiting) {
      const batch = waiting;
      waiting = undefined;
      inFlight = batch;
      try {
        await write();
        batch.resolve();
      } catch (error) {
        failed = true;
        log(
          `[sandbox] could not write the data: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        batch.reject(error);
      }
      inFlight = undefined;
    }
    running = false;
  };

  const commit = (): Promise<void> => {
    // Nothing new: wait only for the write that may hold the caller's changes.
    if (!store.hasChanges()) return inFlight?.promise ?? Promise.resolve();
    waiting ??= newBatch();
    const { promise } = waiting;
    if (!running) void run();
    return promise;
  };

  // Changes made outside a request (the simulator) are written soon after, too.
  let scheduled = false;
  const stop = store.onChange(() => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      commit().catch(() => undefined);
    });
  });

  const flush = () => {
    takeLine();
    compactSync();
  };

  replacePredictableTokens(store);
  // Start from a compacted state: the replayed log is now in the snapshot.
  flush();

  return {
    store,
    seeded,
    replayed,
    commit,
    flush,
    close: async () => {
      stop();
      await commit().catch(() => undefined);
      await inFlight?.promise.catch(() => undefined);
      flush();
      await handle?.close();
      handle = undefined;
    },
  };
}
