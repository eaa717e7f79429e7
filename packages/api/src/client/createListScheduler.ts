import { LIMITS } from '@backoffice/domain';

import { AbortedError } from './errors.js';

/** Runs a list fetch after a quiet period; a newer fetch of the same list aborts the earlier one. */
export type ListScheduler = <T>(listKey: string, run: (signal: AbortSignal) => Promise<T>) => Promise<T>;

/**
 * List fetches wait 100 ms (section 9); a later request for the same list aborts the earlier one, whether it
 * is still waiting or already on the wire. The superseded promise rejects with AbortedError, which the UI ignores.
 * @example
 * const schedule = createListScheduler();
 * schedule('restaurants', (signal) => resources.restaurants.list(client, query, { signal }));
 */
export function createListScheduler(delayMs: number = LIMITS.listDebounceMs): ListScheduler {
  const current = new Map<string, { controller: AbortController; cancel: () => void }>();
  return <T>(listKey: string, run: (signal: AbortSignal) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      current.get(listKey)?.cancel();
      const controller = new AbortController();
      const timer = setTimeout(() => {
        run(controller.signal)
          .then(resolve, reject)
          .finally(() => {
            if (current.get(listKey)?.controller === controller) current.delete(listKey);
          });
      }, delayMs);
      current.set(listKey, {
        controller,
        cancel: () => {
          clearTimeout(timer);
          controller.abort();
          reject(new AbortedError({ call: listKey }));
        },
      });
    });
}
