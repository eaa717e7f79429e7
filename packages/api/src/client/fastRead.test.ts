import { createSandbox, DEMO_PASSWORD } from '@backoffice/sandbox';
import fc from 'fast-check';
import type { Struct } from 'superstruct';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  mask,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  size,
  string,
  StructError,
  type,
  unknown,
} from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';

import { OrderStruct } from '../orders/order.struct.js';
import { isFastReadable, readAs } from './fastRead.js';
import { hydraCollection, toListResult } from './hydra.js';
import { byKind, IdStruct, maybe } from './structs.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

type Outcome = { value: unknown } | { error: string };

/** What a read answers, or the kind and message of what it throws. */
function outcome(read: () => unknown): Outcome {
  try {
    return { value: read() };
  } catch (error) {
    const kind =
      error instanceof StructError ? 'StructError' : error instanceof Error ? error.name : 'thrown';
    return { error: `${kind}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
/**
 * What readAs promises: mask's answer or StructError, and a StructError for a value whose check throws instead
 * (superstruct throws a TypeError printing some values into its message).
 */
function maskOutcome(value: unknown, struct: AnyStruct): Outcome {
  const masked = outcome(() => mask(value, struct));
  if (!('error' in masked) || masked.error.startsWith('StructError: ')) return masked;
  return { error: masked.error.replace(/^[^:]*: /, 'StructError: The value could not be checked: ') };
}
const readOutcome = (value: unknown, struct: AnyStruct) => outcome(() => readAs(value, struct));

const Labelled = refine(string(), 'Labelled', (value) => value.startsWith('#') || 'Expected a label');
const structs: Record<string, AnyStruct> = {
  string: string(),
  number: number(),
  integer: integer(),
  boolean: boolean(),
  literal: literal('new'),
  enums: enums(['new', 'approved']),
  numberEnums: enums([1, 2, 3]),
  unknown: unknown(),
  optional: optional(number()),
  nullable: nullable(string()),
  maybe: maybe(string()),
  array: array(number()),
  record: record(string(), number()),
  type: type({ id: IdStruct, name: optional(string()) }),
  object: object({ id: number(), tags: optional(array(string())) }),
  refined: Labelled,
  sized: size(array(unknown()), 1, 2),
  optionalById: optional(IdStruct),
  byKind: byKind({ string: string(), object: type({ id: IdStruct }) }),
  nested: type({ lines: maybe(array(type({ quantity: integer(), label: optional(Labelled) }))) }),
  collection: hydraCollection(type({ id: IdStruct })),
};

describe('readAs', () => {
  it('knows every struct the client reads its answers with', () => {
    for (const [name, struct] of Object.entries(structs))
      expect([name, isFastReadable(struct)]).toEqual([name, true]);
    expect(isFastReadable(OrderStruct)).toBe(true);
    expect(isFastReadable(hydraCollection(OrderStruct))).toBe(true);
  });

  it('answers a value that fits as it is', () => {
    const value = { id: 3, name: 'Sushi Spot', extra: { kept: true } };
    expect(readAs(value, structs.type as AnyStruct)).toBe(value);
  });

  it('drops what an object() does not name, as mask does', () => {
    const value = { id: 1, tags: ['a'], unknownKey: 2 };
    expect(readAs(value, structs.object as AnyStruct)).toEqual({ id: 1, tags: ['a'] });
  });

  it('throws superstruct’s own error for a value that does not fit', () => {
    expect(() => readAs({ lines: [{ quantity: 1.5 }] }, structs.nested as AnyStruct)).toThrow(StructError);
    expect(readOutcome({ lines: [{ quantity: 1, label: 'x' }] }, structs.nested as AnyStruct)).toEqual(
      maskOutcome({ lines: [{ quantity: 1, label: 'x' }] }, structs.nested as AnyStruct),
    );
  });

  it('reports an unreadable list member as mask does', () => {
    const collection = hydraCollection(type({ id: IdStruct }));
    const answer = { 'hydra:member': [{ id: 1 }, { id: true }, { id: '3' }], 'hydra:totalItems': 3 };
    expect(toListResult(readAs(answer, collection))).toEqual({
      items: [{ id: 1 }, { id: '3' }],
      total: 3,
      unreadable: [expect.objectContaining({ index: 1, field: 'id' })],
    });
  });

  it('agrees with mask on any JSON value, for every struct', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(structs)), fc.jsonValue(), (name, value) => {
        const struct = structs[name] as AnyStruct;
        expect(readOutcome(value, struct)).toEqual(maskOutcome(value, struct));
      }),
      { numRuns: 2000 },
    );
  });

  describe('orders as the platform sends them', () => {
    let orders: Record<string, unknown>[];
    beforeAll(async () => {
      const sandbox = createSandbox({
        orderCount: 60,
        log: () => undefined,
        now: () => new Date('2025-01-15T10:30:00Z'),
      });
      const signIn = await sandbox.fetch(
        new Request('http://sandbox.local/api/v1/auth', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
        }),
      );
      const { token } = (await signIn.json()) as { token: string };
      const list = await sandbox.fetch(
        new Request('http://sandbox.local/api/v1/orders?itemsPerPage=60', {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      orders = ((await list.json()) as { 'hydra:member': Record<string, unknown>[] })['hydra:member'];
    });

    it('reads a page of them the fast way, the same as mask', () => {
      const page = { 'hydra:member': orders, 'hydra:totalItems': orders.length };
      const collection = hydraCollection(OrderStruct);
      const read = readAs(structuredClone(page), collection);
      expect(read).toEqual(mask(structuredClone(page), collection));
      expect(toListResult(read).unreadable).toBeUndefined();
    });

    it('agrees with mask on an order with any one field, at any depth, replaced', () => {
      const paths = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
        typeof value === 'object' && value !== null
          ? [
              at,
              ...Object.entries(value).flatMap(([key, inner]) =>
                paths(inner, [...at, Array.isArray(value) ? Number(key) : key]),
              ),
            ]
          : [at];
      fc.assert(
        fc.property(
          fc.nat({ max: 59 }),
          fc.nat(),
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
          (orderIndex, pathIndex, replacement) => {
            const order = structuredClone(orders[orderIndex % orders.length]) as Record<string, unknown>;
            const all = paths(order).filter((path) => path.length > 0);
            const path = all[pathIndex % all.length] as (string | number)[];
            let parent: Record<string | number, unknown> = order;
            for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
            parent[path[path.length - 1] as string | number] = replacement;
            expect(readOutcome(structuredClone(order), OrderStruct)).toEqual(
              maskOutcome(structuredClone(order), OrderStruct),
            );
          },
        ),
        { numRuns: 1500 },
      );
    });
  });
});
