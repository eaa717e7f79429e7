import { createContext } from 'react';

/** The app's client-side router, as the kit's native links use it. */
export interface KitRouter {
  /** Shows `path` in place (the app's router, through its unsaved-changes guard). */
  navigate: (path: string) => void;
}

/**
 * The router of the kit's native links (Link, Breadcrumbs), set by the kit's `RouterProvider`. Without one, a
 * link is an ordinary link: its click loads the page.
 */
export const RouterContext = /* @__PURE__ */ createContext<KitRouter | null>(null);
