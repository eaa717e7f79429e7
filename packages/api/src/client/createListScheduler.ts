import { LIMITS } from '@backoffice/domain';

import { AbortedError } from './errors.js';

/**
 * Runs a list fetch after a quiet period; a newer fetch of the same list aborts the earlier one. `requestKey` names
 * what is asked (the query): a newer fetch of the very same request takes the earlier one's place instead, and the
 * earlier caller gets its answer.
 */
export type ListScheduler = <T>(
  listKey: string,
  run: (signal: AbortSignal) => Promise<T>,
  requestKey?: string,
) => Promise<T>;

interface Scheduled {
  controller: AbortController;
  requestKey: string | undefined;
  /** Stops this fetch; the caller then gets `next`'s answer, or an AbortedError without one. */
  cancel: (next?: Promise<unknown>) => void;
}

/**
 * List fetches wait 100 ms (section 9); a later request for the same list aborts the earlier one, whether it
 * is still waiting or already on the wire. A superseded request for something else rejects with AbortedError,
 * which the UI ignores; a superseded request for the same thing (a reload while it was on its way) settles with
 * the newer answer, so a screen never shows "aborted" for the data it is waiting for.
 * @example
 * const schedule = createListScheduler();
 * schedule('restaurants', (signal) => resources.restaurants.list(client, query, { signal }), 'page=1');
 */
export function createListScheduler(delayMs: number = LIMITS.listDebounceMs): ListScheduler {
  const current = new Map<string, Scheduled>();
  return <T>(listKey: string, run: (signal: AbortSignal) => Promise<T>, requestKey?: string) => {
    const previous = current.get(listKey);
    const controller = new AbortController();
    let cancel: Scheduled['cancel'] = () => undefined;
    const promise = new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        run(controller.signal)
          .then(resolve, reject)
          .finally(() => {
            if (current.get(listKey)?.controller === controller) current.delete(listKey);
          });
      }, delayMs);
      cancel = (next) => {
        clearTimeout(timer);
        controller.abort();
        if (next) next.then((value) => resolve(value as T), reject);
        else reject(new AbortedError({ call: listKey }));
      };
    });
    current.set(listKey, { controller, requestKey, cancel });
    if (previous) {
      const same = requestKey !== undefined && previous.requestKey === requestKey;
      previous.cancel(same ? promise : undefined);
    }
    return promise;
  };
}
