import type { Struct } from 'superstruct';
import { nullable, number, optional, string, union, unknown, type } from 'superstruct';

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
  return optional(nullable(struct));
}

/** An id as the platform sends it: a number, or a string ('100234-1' for a sub-order). */
export const IdStruct = union([number(), string()]);

/** A shape the spec calls "not shown": must be an object with an id; every other field is kept as sent. */
export const LooseEntityStruct = type({ id: IdStruct });

/** An answer the spec calls "not shown" and the app only passes on. */
export const AnyAnswer = unknown();

/** `{ success: true }` style acknowledgements; other fields kept. */
export const SuccessStruct = type({ success: optional(unknown()) });
