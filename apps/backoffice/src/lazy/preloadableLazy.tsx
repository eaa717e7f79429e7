import type { ComponentType } from 'react';
import { lazy, useState } from 'react';

/** A component loaded on first use that can also be loaded ahead of need. */
export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when its code is in, else suspending until it is. */
  Component: ComponentType<P>;
  /** Loads the code (once; a failed load is forgotten, so the next call tries again). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Like React's `lazy`, for a screen the app loads ahead of need (a hovered row, an idle moment). React's `lazy`
 * suspends on its first render even when the code is already in, and React then holds the suspended screen back
 * for up to 300 ms before it reveals it; once this one's code is in, it renders in the same frame as the
 * navigation.
 * @example const edit = preloadableLazy(() => import('./OrderEditScreen').then((m) => m.OrderEditScreen));
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
