import type { ComponentType } from 'react';
import { lazy, useState } from 'react';

/**
 * A part of the kit whose code loads on first use: the overlays (a modal's and a dialog's frame, a menu's popover,
 * a tooltip, the mobile navigation drawer, a list's page-size select) and what they bring of React Aria (focus scopes, positioning, collections)
 * are about 40 KiB gzip that a list screen would otherwise load before its rows, for overlays nobody has opened
 * yet (issue #22).
 */
export interface LazyPart<M> {
  /** Starts loading the part's module, once; resolves with it. */
  load: () => Promise<M>;
  /** The module once it has loaded. */
  loaded: () => M | undefined;
}

/**
 * Makes a lazy part whose module `importer` loads. A failed load is forgotten, so that the next `load` tries again.
 * The kit's own parts are below; tests make parts of their own.
 */
export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () => {
      promise ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // A failed chunk (a dropped network) may load on the next try.
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => module,
  };
}

export const dialogPart = /* @__PURE__ */ lazyPart(() => import('../Dialog/DialogParts'));
export const menuPart = /* @__PURE__ */ lazyPart(() => import('../Menu/MenuPopover'));
export const tooltipPart = /* @__PURE__ */ lazyPart(() => import('../Tooltip/TooltipParts'));
export const drawerPart = /* @__PURE__ */ lazyPart(() => import('../AppShell/NavigationDrawer'));
export const selectPart = /* @__PURE__ */ lazyPart(() => import('../DataList/PageSizeSelectParts'));

const parts: readonly LazyPart<unknown>[] = [dialogPart, menuPart, tooltipPart, drawerPart, selectPart];

/**
 * Loads every overlay of the kit that loads on first use. An app calls it once the user shows intent (moves the
 * pointer, presses a key), so that the first menu or dialog opens without waiting for its code; tests and
 * Storybook call it before rendering, so that overlays open in the same tick as before.
 * @example
 * window.addEventListener('pointermove', () => void preloadKitOverlays(), { once: true });
 */
export function preloadKitOverlays(): Promise<void> {
  return Promise.all(parts.map((part) => part.load())).then(() => undefined);
}

/**
 * A component of a lazy part. It renders the loaded component directly once its module is in, and suspends with
 * React's `lazy` before that; each instance keeps the form it started with, so that a later render never swaps the
 * element type (which would remount what it holds). Callers put a `Suspense` boundary around it.
 */
export function partComponent<M, P extends object>(
  part: LazyPart<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => part.load().then((module) => ({ default: pick(module) })));
  function PartComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const module = part.loaded();
      return module ? pick(module) : Lazy;
    });
    return <Component {...props} />;
  }
  return PartComponent;
}
