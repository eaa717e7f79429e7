import type { Infer, Struct } from 'superstruct';
import { array, number, optional, refine, type } from 'superstruct';

/** A page of a list: the items and the total count over all pages. */
export interface ListResult<T> {
  items: T[];
  total: number;
}

/**
 * The struct of a hydra collection whose members match `item`. The platform may send the prefixed
 * (`hydra:member`, `hydra:totalItems`) or the unprefixed (`member`, `totalItems`) keys; one member list must be there.
 */
export function hydraCollection<T, S>(item: Struct<T, S>) {
  return refine(
    type({
      'hydra:member': optional(array(item)),
      member: optional(array(item)),
      'hydra:totalItems': optional(number()),
      totalItems: optional(number()),
    }),
    'HydraCollection',
    (value) =>
      value['hydra:member'] !== undefined || value.member !== undefined || 'Expected hydra:member or member',
  );
}

/** A checked hydra collection. */
export type HydraCollection<T> = Infer<ReturnType<typeof hydraCollection<T, unknown>>>;

/**
 * `{ items, total }` of a checked hydra collection; a missing total is the number of items.
 * @example toListResult({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 7 }) // { items: [{ id: 1 }], total: 7 }
 */
export function toListResult<T>(collection: {
  'hydra:member'?: T[] | undefined;
  member?: T[] | undefined;
  'hydra:totalItems'?: number | undefined;
  totalItems?: number | undefined;
}): ListResult<T> {
  const items = collection['hydra:member'] ?? collection.member ?? [];
  return { items, total: collection['hydra:totalItems'] ?? collection.totalItems ?? items.length };
}
