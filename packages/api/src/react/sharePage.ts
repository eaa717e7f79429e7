// The lite build: pages are parsed JSON (objects, arrays, strings, numbers), with nothing the full build's Map, Set
// and typed-array support would compare; SWR brings the lite build to the first screen already.
import { dequal } from 'dequal/lite';

import type { ListResult } from '../client/hydra.js';

/** The identity of a list member: its `id`, else its `@id`, else none (then it is matched by position). */
function identityOf(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, '@id': iri } = item as { id?: unknown; '@id'?: unknown };
  return id ?? iri;
}

/**
 * A newly fetched page that keeps the previous page's objects wherever they are equal: every member equal to the
 * member of the same identity on the previous page is that member, and a page equal to the previous one in all is
 * the previous page. A list memoises its rows by object, so after a filter, a page change or a realtime
 * revalidation only the rows that changed render again.
 */
export function sharePage<T>(previous: ListResult<T> | undefined, next: ListResult<T>): ListResult<T> {
  if (previous === undefined || previous.items.length === 0) return next;
  const byIdentity = new Map<unknown, T>();
  previous.items.forEach((item, index) => byIdentity.set(identityOf(item) ?? `#${index}`, item));
  let reused = 0;
  const items = next.items.map((item, index) => {
    const earlier = byIdentity.get(identityOf(item) ?? `#${index}`);
    if (earlier === undefined || !dequal(earlier, item)) return item;
    reused += 1;
    return earlier;
  });
  const samePage =
    items.length === previous.items.length &&
    items.every((item, index) => item === previous.items[index]) &&
    next.total === previous.total &&
    dequal(next.unreadable, previous.unreadable);
  if (samePage) return previous;
  return reused === 0 ? next : { ...next, items };
}
