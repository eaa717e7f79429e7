import { ApiProvider } from '@backoffice/api';
import { RouterProvider } from '@backoffice/ui/base';
import { preloadKitOverlays } from '@backoffice/ui/overlays';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';

import { preloadListFilters } from '../entities/lazyListFilters';
import { useErrorHandler } from '../errors/useErrorHandler';
import { useGuardedNavigate } from '../navigation/LeaveGuard';
import { whenIdle } from '../lazy/whenIdle';
import { useServices } from './services';

/**
 * What every screen but the sign-in screens stands on: the API hooks' provider (SWR), whose every failed load goes
 * through the error catalogue, and the client-side navigation of the kit's links through the unsaved-changes
 * guard. A chunk of its own (screenLayer.ts), so that the sign-in screens, built on plain elements and calling
 * the client directly, load neither SWR nor React Aria's router.
 */
export function ScreenLayer({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const handle = useErrorHandler();
  const navigate = useGuardedNavigate();
  const swr = useMemo(() => ({ onError: (error: unknown) => void handle(error, 'load') }), [handle]);
  usePreloadOnIntent();
  return (
    <RouterProvider navigate={navigate}>
      <ApiProvider client={client} swr={swr}>
        {children}
      </ApiProvider>
    </RouterProvider>
  );
}

/** What shows that the user is about to use the screen: then its menus, dialogs and tooltips load. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Loads the kit's overlays (menus, dialogs, tooltips, the page-size select: about 40 KiB gzip) and the lists'
 * filter panel and dialog once the user moves the pointer, touches or types, so that the first one opens without
 * waiting for its code, yet a screen's first load carries only what draws its rows (issue #22).
 */
function usePreloadOnIntent() {
  useEffect(() => {
    let cancelPreload = () => undefined as void;
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
    };
    function preload() {
      // A failed load (a dropped network) is tried again by the overlay that needs it.
      preloadKitOverlays().catch(() => undefined);
      preloadListFilters().catch(() => undefined);
    }
    function onIntent() {
      stop();
      // The intent may be the first click itself: what it opens goes first, the overlays' code after it (issue #22:
      // preloading in the click's own task held back the order screen it opened).
      cancelPreload = whenIdle(preload, 1000);
    }
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      stop();
      cancelPreload();
    };
  }, []);
}
