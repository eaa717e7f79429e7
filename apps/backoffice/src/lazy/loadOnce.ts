import { LIMITS } from '@backoffice/domain';

/** Code loaded once, on first use or ahead of it. */
export interface LoadOnce<M> {
  /** The module once it has loaded, else null. */
  readonly current: M | null;
  /** Loads it once; a failed load is forgotten, so the next call tries again. */
  load: () => Promise<M>;
}

/**
 * Loads `loader`'s module (a dynamic `import()`) once, shared by every caller. A load that fails, or does not
 * answer within `timeoutMs` (the chunk timeout), rejects with `toError(cause)` and is forgotten.
 * @example const dialog = loadOnce(() => import('./Dialog'), (cause) => new NetworkError({ call: 'loadDialog', cause }));
 */
export function loadOnce<M>(
  loader: () => Promise<M>,
  toError: (cause: unknown) => Error,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): LoadOnce<M> {
  let current: M | null = null;
  let pending: Promise<M> | null = null;
  const attempt = () =>
    new Promise<M>((resolve, reject) => {
      const fail = (cause: unknown) => {
        pending = null;
        reject(toError(cause));
      };
      const timer = setTimeout(
        () => fail(new Error(`Loading chunk timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      loader().then(
        (module) => {
          clearTimeout(timer);
          current = module;
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          fail(error);
        },
      );
    });
  return {
    get current() {
      return current;
    },
    load: () => (pending ??= attempt()),
  };
}
