import type { ComponentType, ReactNode } from 'react';
import { lazy, useEffect, useState } from 'react';

import { ChunkLoadError } from './chunkLoadError';
import { loadOnce } from './loadOnce';

/** What a preloadable component shows while its code loads, instead of suspending. */
export interface LoadingFallback {
  /**
   * Shown until the code is in; the code's arrival then re-renders the component as an ordinary update. Without
   * it the component suspends, and the nearest Suspense boundary shows its own fallback.
   */
  fallback?: ReactNode;
}

/** A component loaded on first use that can also be loaded ahead of need. */
export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when its code is in, else its `fallback`, or suspending, until it is. */
  Component: ComponentType<P & LoadingFallback>;
  /**
   * Loads the code once. A failed load, or none within the chunk timeout, rejects with a ChunkLoadError (which the
   * screen boundary offers to reload) and is forgotten, so the next call tries again.
   */
  preload: () => Promise<ComponentType<P>>;
}

type Shown<P> = { Component: ComponentType<P> } | { error: unknown } | 'loading';

/**
 * Like React's `lazy`, for a screen the app loads ahead of need (a hovered row, an idle moment, the boot). React's
 * `lazy` suspends on its first render even when the code is already in, and React holds the reveal of a suspended
 * boundary back until 300 ms after the last fallback it showed (a "retry" is throttled, an ordinary update is
 * not); once this one's code is in, it renders in the same frame as the navigation. Given a `fallback`, it does
 * not suspend at all: it shows the fallback and re-renders when the code arrives, which is how the boot's layers
 * (the screen layer, the shell's layout, the first screen) reveal the rows without that wait.
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
  function Preloadable({ fallback, ...props }: P & LoadingFallback) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [shown, setShown] = useState<Shown<P>>(() => {
      if (once.current) return { Component: once.current };
      return fallback === undefined ? { Component: Suspending } : 'loading';
    });
    const loading = shown === 'loading';
    useEffect(() => {
      if (!loading) return;
      let mounted = true;
      once.load().then(
        (Component) => mounted && setShown({ Component }),
        (error: unknown) => mounted && setShown({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [loading]);
    if (shown === 'loading') return fallback;
    // A failed load reaches the nearest error boundary, as React's lazy's does.
    if ('error' in shown) throw shown.error;
    const { Component } = shown;
    return <Component {...(props as P)} />;
  }
  return { Component: Preloadable, preload: once.load };
}
