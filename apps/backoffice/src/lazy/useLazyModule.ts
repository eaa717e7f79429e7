import { useCallback, useState } from 'react';

import { useErrorHandler } from '../errors/useErrorHandler';
import type { LazyModule } from './lazyModule';

/** A lazily loaded module as a component sees it. */
export interface LazyModuleState<M> {
  /** The module once loaded (render its components), else null. */
  module: M | null;
  /**
   * Loads the module (at once when it already has): resolves with it, or with null after a failed load, which
   * shows the request-error notice of the error catalogue; calling again tries again.
   */
  load: () => Promise<M | null>;
}

/** Loads a {@link LazyModule} for a component, with the error catalogue's notice when its chunk fails to load. */
export function useLazyModule<M>(lazy: LazyModule<M>): LazyModuleState<M> {
  const handleError = useErrorHandler();
  const [module, setModule] = useState<M | null>(() => lazy.current);
  const load = useCallback(async () => {
    try {
      const loaded = await lazy.load();
      setModule(() => loaded);
      return loaded;
    } catch (error) {
      handleError(error, 'request');
      return null;
    }
  }, [lazy, handleError]);
  return { module: module ?? lazy.current, load };
}
