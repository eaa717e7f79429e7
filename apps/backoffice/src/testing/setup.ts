import '@testing-library/jest-dom/vitest';

import { preloadKitOverlays } from '@backoffice/ui';
import { cleanup, configure } from '@testing-library/react';
import { cache, SWRGlobalState } from 'swr/_internal';
import { afterEach, beforeAll } from 'vitest';

// How long findBy* and waitFor wait for their condition before failing: an upper bound, never a wait in itself
// (they return as soon as the condition holds). The default 1 s is a race on a busy machine, so no test sets its
// own; vitest's testTimeout (vitest.config.ts) stays above it, so a stuck wait fails with the query's message.
configure({ asyncUtilTimeout: 45_000 });

// The kit's overlays load on first use (packages/ui/src/private/lazyParts.tsx); the app loads them once the user
// moves the pointer or types. Loaded before each file's tests, a menu or dialog opens in the same tick as it did
// before they were lazy; the first-use path is the kit's own tests' and the end-to-end tests' subject.
beforeAll(() => preloadKitOverlays());

// jsdom has no matchMedia; the kit's shell asks it for the mobile breakpoint. A desktop-wide window here.
if (typeof window !== 'undefined' && !('matchMedia' in window && typeof window.matchMedia === 'function')) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Between tests, in this order (one hook, because vitest runs a file's after-hooks before the setup file's):
 * 1. unmount the test's app;
 * 2. forget what it stored: only after the unmount, because an action settling as a test ends still writes (the
 *    incoming carousel records a handled order), and the next test's sandbox hands out the same order ids;
 * 3. forget the data it read and the reads it has in flight. The app's data cache (SWR's default) is one per
 *    process, and each test runs its own sandbox: otherwise an edit screen opened within SWR's deduping interval
 *    shows the previous sandbox's entity, and its save names that entity's version, which the new sandbox refuses
 *    with 412 (issue #19 item 5).
 */
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  const state = SWRGlobalState.get(cache);
  if (state) {
    const [, mutations, fetches, preloads] = state;
    for (const record of [mutations, fetches, preloads])
      for (const key of Object.keys(record)) delete record[key];
  }
  for (const key of [...cache.keys()]) cache.delete(key);
});

// jsdom has no ResizeObserver; the kit's Page measures which actions fit with one. Nothing resizes here.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
