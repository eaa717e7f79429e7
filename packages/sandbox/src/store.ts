import type { DeliveryJob, Order } from '@backoffice/domain';

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
}

/** Listener of store changes. */
export type StoreListener = () => void;

/**
 * The in-memory database of the sandbox: named collections of JSON records with id sequences. Every mutation
 * notifies listeners (the Node server persists on change).
 */
export class Store {
  readonly data: StoreData;
  private readonly indexes = new Map<string, Map<string, StoredRecord>>();
  private readonly listeners = new Set<StoreListener>();

  constructor(data: StoreData) {
    this.data = data;
  }

  /** Subscribes to changes; answers the unsubscribe function. */
  onChange(listener: StoreListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells listeners that the data changed (call after mutating a record in place). */
  touch(): void {
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
    return next;
  }

  /** Adds a record; it must carry its id. */
  insert<T extends StoredRecord>(collection: string, record: T): T {
    this.list(collection).push(record);
    this.index(collection).set(String(record.id), record);
    const numeric = Number(record.id);
    if (Number.isInteger(numeric) && numeric > (this.data.sequences[collection] ?? 0)) {
      this.data.sequences[collection] = numeric;
    }
    this.touch();
    return record;
  }

  /** Merges fields into a record; answers it, or undefined when it does not exist. */
  update(collection: string, id: string | number, patch: Record<string, unknown>): StoredRecord | undefined {
    const record = this.get(collection, id);
    if (!record) return undefined;
    Object.assign(record, patch, { id: record.id });
    this.touch();
    return record;
  }

  /** Removes a record; answers whether it existed. */
  remove(collection: string, id: string | number): boolean {
    const records = this.list(collection);
    const position = records.findIndex((record) => String(record.id) === String(id));
    if (position < 0) return false;
    records.splice(position, 1);
    this.index(collection).delete(String(id));
    this.touch();
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
