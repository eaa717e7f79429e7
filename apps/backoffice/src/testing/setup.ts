import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { cache, SWRGlobalState } from 'swr/_internal';
import { afterEach } from 'vitest';

// How long findBy* and waitFor wait for their condition before failing: an upper bound, never a wait in itself
// (they return as soon as the condition holds). The default 1 s is a race on a busy machine, so no test sets its
// own; vitest's testTimeout (vitest.config.ts) stays above it, so a stuck wait fails with the query's message.
configure({ asyncUtilTimeout: 45_000 });

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

afterEach(() => cleanup());

// The app's data cache (SWR's default) is one per process, and each test runs its own sandbox: after a test's app
// has unmounted, forget the data it read and the reads it has in flight, so the next test's screens read their own
// sandbox. Otherwise an edit screen opened within SWR's deduping interval shows the previous sandbox's entity, and
// its save names that entity's version, which the new sandbox refuses with 412 (issue #19 item 5).
afterEach(() => {
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
