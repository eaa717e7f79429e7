import type { ComponentType } from 'react';
import { lazy, useState } from 'react';

import { ChunkLoadError } from './chunkLoadError';
import { loadOnce } from './loadOnce';

/** A component loaded on first use that can also be loaded ahead of need. */
export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when its code is in, else suspending until it is. */
  Component: ComponentType<P>;
  /**
   * Loads the code once. A failed load, or none within the chunk timeout, rejects with a ChunkLoadError (which the
   * screen boundary offers to reload) and is forgotten, so the next call tries again.
   */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Like React's `lazy`, for a screen the app loads ahead of need (a hovered row, an idle moment). React's `lazy`
 * suspends on its first render even when the code is already in, and React then holds the suspended screen back
 * for up to 300 ms before it reveals it; once this one's code is in, it renders in the same frame as the
 * navigation.
 * @example const edit = preloadableLazy(() => import('./OrderEditScreen').then((m) => m.OrderEditScreen));
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs?: number,
): PreloadableLazy<P> {
  const once = loadOnce(
    load,
    (cause) => new ChunkLoadError(cause instanceof Error ? cause.message : 'Loading chunk failed'),
    timeoutMs,
  );
  const Suspending = lazy(() => once.load().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => once.current ?? Suspending);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload: once.load };
}
