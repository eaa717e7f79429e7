import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';

import type { KitRouter } from '../private/RouterContext';
import { RouterContext } from '../private/RouterContext';

/** Props of {@link RouterProvider}. */
export interface RouterProviderProps {
  /** Shows `path` in place: the app's client-side navigation (e.g. wouter's `navigate`, through a leave guard). */
  navigate: (path: string) => void;
  /** The screens whose links navigate in place. */
  children: ReactNode;
}

/**
 * Client-side navigation for the kit's links. A plain left click on a {@link Link} or a {@link Breadcrumbs} step
 * (native `<a href>`) calls `navigate(href)` instead of loading the page; a modified or middle click, a link with a
 * `target` or to another origin, is the browser's. It also gives the same `navigate` to React Aria's own
 * `RouterProvider`, so that React Aria parts with an `href` (a menu item, a button) navigate the same way.
 *
 * **When to use:** Once, around an app's screens, with the app router's navigate.
 *
 * **When not to use:** Without it, links are ordinary links (each click loads the page), which is right for pages
 * outside an app.
 */
export function RouterProvider({ navigate, children }: RouterProviderProps) {
  // One router for the provider's life, which calls the latest `navigate`: an app that passes a new function on
  // every render does not re-render every link under it.
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  const [router] = useState<KitRouter>(() => ({ navigate: (path) => latest.current(path) }));
  return (
    <RouterContext.Provider value={router}>
      <AriaRouterProvider navigate={router.navigate}>{children}</AriaRouterProvider>
    </RouterContext.Provider>
  );
}
