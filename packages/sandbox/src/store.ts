import type { DeliveryJob, Order } from '@backoffice/domain';

import { ApiProblem } from './hydra.js';

/** Any stored record: JSON with an id. */
export type StoredRecord = Record<string, unknown> & { id: string | number };

/** An order as the store keeps it: the wire shape plus the id of its delivery job. */
export interface StoredOrder extends Omit<Order, 'deliveryJob'> {
  deliveryJobId?: number | null;
}

/** A delivery job as the store keeps it. */
export type StoredDeliveryJob = Omit<DeliveryJob, 'orders'> & {
  id: number;
  orders: string[];
  preCreatedFor?: string | null;
};

/** A sign-in account: credentials and what the token claims. */
export interface Account {
  id: number;
  /** The user profile this account belongs to. */
  userId: number;
  email: string;
  /** The password hash is sha256 of `salt:password`, hex. */
  passwordSalt: string;
  passwordHash: string;
  roles: string[];
  managedCompanies: number[];
  managedRestaurants: number[];
  customExportEditEnabled: boolean;
}

/** A refresh or reset token: which account it belongs to and when it expires (ms since epoch). */
export interface IssuedToken {
  accountId: number;
  expiresAt: number;
  /** Refresh tokens: the sign-in they descend from; a reused token revokes all of them. */
  family?: string;
  /** Refresh tokens: when it was exchanged for a new one (kept until it expires, to notice a reuse). */
  rotatedAt?: number;
}

/** Everything the sandbox holds, as one JSON document (what the Node server writes to disk). */
export interface StoreData {
  version: 1;
  seed: number;
  /** The day the seed was laid out around (ISO). */
  seededAt: string;
  collections: Record<string, StoredRecord[]>;
  sequences: Record<string, number>;
  accounts: Account[];
  refreshTokens: Record<string, IssuedToken>;
  resetTokens: Record<string, IssuedToken>;
  /** The first write-ahead log generation not yet in this snapshot (the Node server's data file). */
  walGeneration?: number;
}

/** Listener of store changes. */
export type StoreListener = () => void;

/** The token maps of the store. */
export type TokenKind = 'refreshTokens' | 'resetTokens';

/** Parts of the store besides the collections and the tokens, written whole when they change. */
export type MetaKey = 'accounts' | 'sequences';

/**
 * What changed since the last {@link Store.takeChanges}: records by collection and id (present: written, absent:
 * deleted), tokens, meta parts, and whether anything changed that was not named (then all of it must be written).
 */
export interface StoreChanges {
  records: Array<{ collection: string; id: string }>;
  tokens: Array<{ kind: TokenKind; token: string }>;
  meta: MetaKey[];
  unnamed: boolean;
}

const KEY_SEPARATOR = '\u0000';

/**
 * The in-memory database of the sandbox: named collections of JSON records with id sequences. Every mutation
 * names what it changed (so that the Node server can write just that, before it answers) and notifies listeners.
 */
export class Store {
  readonly data: StoreData;
  private readonly indexes = new Map<string, Map<string, StoredRecord>>();
  private readonly listeners = new Set<StoreListener>();
  private changedRecords = new Set<string>();
  private changedTokens = new Set<string>();
  private changedMeta = new Set<MetaKey>();
  private unnamed = false;

  constructor(data: StoreData) {
    this.data = data;
  }

  /** Subscribes to changes; answers the unsubscribe function. */
  onChange(listener: StoreListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Tells listeners that the data changed without naming what: the next write is the whole store. Prefer
   * {@link changed}, {@link tokenChanged} and {@link metaChanged}.
   */
  touch(): void {
    this.unnamed = true;
    this.notify();
  }

  /** Records that a record was changed in place (or deleted, when it is gone). */
  changed(collection: string, id: string | number): void {
    this.changedRecords.add(`${collection}${KEY_SEPARATOR}${String(id)}`);
    this.notify();
  }

  /** Records that a token was issued or revoked. */
  tokenChanged(kind: TokenKind, token: string): void {
    this.changedTokens.add(`${kind}${KEY_SEPARATOR}${token}`);
    this.notify();
  }

  /** Records that the accounts or the sequences changed. */
  metaChanged(key: MetaKey): void {
    this.changedMeta.add(key);
    this.notify();
  }

  /** Whether anything changed since the last {@link takeChanges}. */
  hasChanges(): boolean {
    return (
      this.unnamed || this.changedRecords.size > 0 || this.changedTokens.size > 0 || this.changedMeta.size > 0
    );
  }

  /** Answers what changed since the last call and starts over. */
  takeChanges(): StoreChanges {
    const split = (key: string): [string, string] => {
      const at = key.indexOf(KEY_SEPARATOR);
      return [key.slice(0, at), key.slice(at + 1)];
    };
    const changes: StoreChanges = {
      records: [...this.changedRecords].map((key) => {
        const [collection, id] = split(key);
        return { collection, id };
      }),
      tokens: [...this.changedTokens].map((key) => {
        const [kind, token] = split(key);
        return { kind: kind as TokenKind, token };
      }),
      meta: [...this.changedMeta],
      unnamed: this.unnamed,
    };
    this.changedRecords = new Set();
    this.changedTokens = new Set();
    this.changedMeta = new Set();
    this.unnamed = false;
    return changes;
  }

  /** Puts a record as it was written (replay of the write-ahead log): replaces it or appends it. */
  restore(collection: string, record: StoredRecord): void {
    const records = this.list(collection);
    const existing = this.get(collection, record.id);
    if (existing) records[records.indexOf(existing)] = record;
    else records.push(record);
    this.index(collection).set(String(record.id), record);
  }

  /** Drops a record without recording a change (replay of the write-ahead log). */
  forget(collection: string, id: string | number): void {
    const existing = this.get(collection, id);
    if (!existing) return;
    const records = this.list(collection);
    records.splice(records.indexOf(existing), 1);
    this.index(collection).delete(String(id));
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** The records of a collection (created empty when unknown). */
  list(collection: string): StoredRecord[] {
    let records = this.data.collections[collection];
    if (!records) {
      records = [];
      this.data.collections[collection] = records;
    }
    return records;
  }

  /** One record by id, or undefined. */
  get(collection: string, id: string | number): StoredRecord | undefined {
    return this.index(collection).get(String(id));
  }

  /** The next id of a collection's sequence. */
  nextId(collection: string, start = 1): number {
    const next = Math.max(this.data.sequences[collection] ?? start - 1, start - 1) + 1;
    this.data.sequences[collection] = next;
    this.metaChanged('sequences');
    return next;
  }

  /** Adds a record; it must carry its id. Throws 400 (and adds nothing) when the record cannot be stored. */
  insert<T extends StoredRecord>(collection: string, record: T): T {
    assertStorable(record);
    this.list(collection).push(record);
    this.index(collection).set(String(record.id), record);
    const numeric = Number(record.id);
    if (Number.isInteger(numeric) && numeric > (this.data.sequences[collection] ?? 0)) {
      this.data.sequences[collection] = numeric;
      this.metaChanged('sequences');
    }
    this.changed(collection, record.id);
    return record;
  }

  /**
   * Merges fields into a record; answers it, or undefined when it does not exist. Throws 400 (and changes nothing)
   * when the merged record cannot be stored.
   */
  update(collection: string, id: string | number, patch: Record<string, unknown>): StoredRecord | undefined {
    const record = this.get(collection, id);
    if (!record) return undefined;
    assertStorable({ ...record, ...patch });
    Object.assign(record, patch, { id: record.id });
    this.changed(collection, record.id);
    return record;
  }

  /** Removes a record; answers whether it existed. */
  remove(collection: string, id: string | number): boolean {
    const records = this.list(collection);
    const position = records.findIndex((record) => String(record.id) === String(id));
    if (position < 0) return false;
    records.splice(position, 1);
    this.index(collection).delete(String(id));
    this.changed(collection, id);
    return true;
  }

  /** Orders, typed. */
  orders(): StoredOrder[] {
    return this.list('orders') as unknown as StoredOrder[];
  }

  order(id: string): StoredOrder | undefined {
    return this.get('orders', id) as unknown as StoredOrder | undefined;
  }

  deliveryJob(id: number | string): StoredDeliveryJob | undefined {
    return this.get('delivery-jobs', id) as unknown as StoredDeliveryJob | undefined;
  }

  /** A snapshot as JSON text. */
  serialize(): string {
    return JSON.stringify(this.data);
  }

  private index(collection: string): Map<string, StoredRecord> {
    let index = this.indexes.get(collection);
    if (!index) {
      index = new Map(this.list(collection).map((record) => [String(record.id), record]));
      this.indexes.set(collection, index);
    }
    return index;
  }
}

/**
 * Throws 400 unless the value can be written as JSON (a write that cannot be stored must not enter the store: it
 * would fail every later save).
 */
export function assertStorable(value: unknown): void {
  try {
    JSON.stringify(value);
  } catch {
    throw new ApiProblem(400, 'The record cannot be stored: it is not serializable.');
  }
}

/** Reads a store back from its JSON text; throws when the text is not a store of this version. */
export function parseStoreData(text: string): StoreData {
  const value: unknown = JSON.parse(text);
  if (
    typeof value !== 'object' ||
    value === null ||
    (value as { version?: unknown }).version !== 1 ||
    typeof (value as { collections?: unknown }).collections !== 'object'
  ) {
    throw new Error('Not a sandbox data file of version 1');
  }
  return value as StoreData;
}
