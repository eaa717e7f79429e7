import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
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

// jsdom has no ResizeObserver; the kit's Page measures which actions fit with one. Nothing resizes here.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
