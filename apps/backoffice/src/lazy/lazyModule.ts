import { NetworkError } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';

import { loadOnce } from './loadOnce';

/** A module loaded on first use (a dialog's chunk), shared by every screen that opens it. */
export interface LazyModule<M> {
  /** A name for the failure (the error's `call`), e.g. `loadCancelDialog`. */
  readonly name: string;
  /** The module once it has loaded, else null. */
  readonly current: M | null;
  /**
   * Loads the module once. A failed load (network drop, a new deployment, or no answer within the chunk timeout)
   * rejects with a NetworkError, the error catalogue's request error, and is forgotten, so the next call tries again.
   */
  load: () => Promise<M>;
}

/**
 * A module loaded on first use through `loader` (a dynamic `import()`), so its code stays out of the screen's
 * chunk until someone needs it.
 * @example const cancelDialog = lazyModule('loadCancelDialog', () => import('./OrderCancelDialog'));
 */
export function lazyModule<M>(
  name: string,
  loader: () => Promise<M>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): LazyModule<M> {
  const once = loadOnce(loader, (cause) => new NetworkError({ call: name, cause }), timeoutMs);
  return {
    name,
    get current() {
      return once.current;
    },
    load: once.load,
  };
}
