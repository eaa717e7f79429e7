import type { Infer } from 'superstruct';
import { array, number, optional, refine, Struct, type, validate } from 'superstruct';

import { describeStruct, uncheckableValue } from './fastRead.js';

/**
 * One member of a list answer that does not have the shape the client reads. The list is checked per item: the
 * other members are read as usual and this one is reported instead of failing the whole list.
 */
export interface UnreadableItem {
  /** The member's position in the page as sent (0-based). */
  index: number;
  /** The member's id when it can be read (`id`, else the last segment of `@id`); null when it cannot. */
  id: string | number | null;
  /** The dotted path of the first failing field inside the member ('' when the member itself is wrong). */
  field: string;
  /** What the check expected ('Expected a number, but received: "x"'). */
  message: string;
}

/** A page of a list: the items and the total count over all pages. */
export interface ListResult<T> {
  items: T[];
  total: number;
  /**
   * The members that could not be read, in page order; present only when there is at least one. `items` holds the
   * readable members only, so a page can hold fewer items than were sent.
   */
  unreadable?: UnreadableItem[];
}

/** A member that failed its check, as the collection struct leaves it for `toListResult` to pick out. */
export class UnreadableMember implements UnreadableItem {
  constructor(
    readonly index: number,
    readonly id: string | number | null,
    readonly field: string,
    readonly message: string,
  ) {}
}

const readableId = (value: unknown): string | number | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { id, '@id': iri } = value as { id?: unknown; '@id'?: unknown };
  if ((typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')) return id;
  if (typeof iri === 'string') return iri.split('/').filter(Boolean).pop() ?? null;
  return null;
};

/**
 * The struct of one list member that is checked on its own: when read with coercion (`mask`, `create`, which
 * `client.request` uses), a member that fails `item` becomes an `UnreadableMember` instead of failing the list.
 * Read without coercion (`is`, `assert`), a bad member fails as with `item` itself.
 */
export function listMember<T, S>(item: Struct<T, S>): Struct<T | UnreadableMember, null> {
  const read = new WeakSet<object>();
  const settled = (value: unknown) =>
    value instanceof UnreadableMember || (typeof value === 'object' && value !== null && read.has(value));
  const member = new Struct<T | UnreadableMember, null>({
    type: `listMember<${item.type}>`,
    schema: null,
    coercer: (value, context) => {
      const at = context.path[context.path.length - 1];
      const index = typeof at === 'number' ? at : Number(at);
      let checked: ReturnType<typeof validate<T, S>>;
      try {
        checked = validate(value, item, { coerce: true, mask: context.mask });
      } catch (thrown) {
        // Superstruct's own message can throw for some values (it prints them); the member is unreadable all the same.
        return new UnreadableMember(index, readableId(value), '', uncheckableValue(value, thrown).message);
      }
      const [error, member] = checked;
      if (error) {
        const failure = error.failures()[0] ?? error;
        return new UnreadableMember(index, readableId(value), error.path.join('.'), failure.message);
      }
      if (typeof member === 'object' && member !== null) read.add(member);
      return member;
    },
    // A member the coercer has read (or reported as unreadable) is not checked again; any other value is checked
    // as `item` checks it.
    validator: (value, context) => (settled(value) ? [] : item.validator(value, context)),
    entries: (value, context) => (settled(value) ? [] : item.entries(value, context)),
    refiner: (value, context) => (settled(value) ? [] : item.refiner(value as T, context)),
  });
  return describeStruct(member, { kind: 'listMember', item });
}

/**
 * The struct of a hydra collection whose members match `item`. The platform may send the prefixed
 * (`hydra:member`, `hydra:totalItems`) or the unprefixed (`member`, `totalItems`) keys; one member list must be there.
 * Each member is checked on its own (`listMember`): `toListResult` keeps the readable ones and reports the others.
 */
export function hydraCollection<T, S>(item: Struct<T, S>) {
  const member = listMember(item);
  return refine(
    type({
      'hydra:member': optional(array(member)),
      member: optional(array(member)),
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
 * `{ items, total }` of a checked hydra collection, plus `unreadable` when some members failed their check; a
 * missing total is the number of members sent.
 * @example toListResult({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 7 }) // { items: [{ id: 1 }], total: 7 }
 */
export function toListResult<T>(collection: {
  'hydra:member'?: Array<T | UnreadableMember> | undefined;
  member?: Array<T | UnreadableMember> | undefined;
  'hydra:totalItems'?: number | undefined;
  totalItems?: number | undefined;
}): ListResult<T> {
  const members = collection['hydra:member'] ?? collection.member ?? [];
  const items: T[] = [];
  const unreadable: UnreadableItem[] = [];
  for (const member of members) {
    if (member instanceof UnreadableMember) {
      const { index, id, field, message } = member;
      unreadable.push({ index, id, field, message });
    } else items.push(member);
  }
  const total = collection['hydra:totalItems'] ?? collection.totalItems ?? members.length;
  return unreadable.length > 0 ? { items, total, unreadable } : { items, total };
}
