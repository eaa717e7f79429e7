import type { Infer, Struct } from 'superstruct';
import { define, dynamic, nullable, number, optional, string, unknown, type } from 'superstruct';

import type { ValueKind } from './fastRead.js';
import { describeStruct, kindOf } from './fastRead.js';

/**
 * True when a struct's output fits a domain type and names every key of it: a drift between the
 * struct and `@backoffice/domain` becomes a type error at `Assert<Conforms<...>>`.
 */
export type Conforms<S, T> = [S] extends [T]
  ? [Exclude<KnownKeys<T>, keyof S>] extends [never]
    ? true
    : false
  : false;

/** The named keys of a type, without its index signature. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** Fails to compile unless given `true`. */
export type Assert<T extends true> = T;

/** An optional field that may also be null. */
export function maybe<T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> {
  return describeStruct(optional(nullable(struct)), { kind: 'maybe', inner: struct });
}

/**
 * Any struct: superstruct's Struct is invariant in its types (its own `union` takes `Struct<any, any>` too).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/** A value in a failure message, as superstruct prints it. */
const printed = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

/**
 * A union of structs that each take a different kind of value (a string or an object, an array or a string): the
 * value is checked against the branch of its own kind only. Superstruct's `union` tries its branches in turn and
 * builds a StructError, with its stack trace, for each branch that does not match; for the ids and references of a
 * 100-order page that was about a third of the time the page took to read (`npm run bench:read -w @backoffice/api`).
 * A value of no listed kind fails as `union` fails.
 * @example byKind({ number: number(), string: string() }) // an id
 */
export function byKind<B extends Partial<Record<ValueKind, AnyStruct>>>(
  branches: B,
): Struct<Infer<Extract<B[keyof B], AnyStruct>>, null> {
  const description = Object.values(branches)
    .map((branch) => branch.type)
    .join(' | ');
  const mismatch: AnyStruct = define<unknown>(
    'union',
    (value) => `Expected the value to satisfy a union of \`${description}\`, but received: ${printed(value)}`,
  );
  const union = dynamic<Infer<Extract<B[keyof B], AnyStruct>>>((value) => {
    const kind = kindOf(value);
    return (kind === null ? undefined : branches[kind]) ?? mismatch;
  });
  return describeStruct(union, { kind: 'byKind', branches });
}

/** An id as the platform sends it: a number, or a string ('100234-1' for a sub-order). */
export const IdStruct = byKind({ number: number(), string: string() });

/** A shape the spec calls "not shown": must be an object with an id; every other field is kept as sent. */
export const LooseEntityStruct = type({ id: IdStruct });

/** An answer the spec calls "not shown" and the app only passes on. */
export const AnyAnswer = unknown();

/** `{ success: true }` style acknowledgements; other fields kept. */
export const SuccessStruct = type({ success: optional(unknown()) });
