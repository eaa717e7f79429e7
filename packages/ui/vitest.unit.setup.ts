/**
 * Set-up of the kit's jsdom unit tests. How long findBy* and waitFor wait for their condition is an upper bound,
 * never a wait in itself (they return as soon as it holds); the default 1 s is a race on a busy machine, so no
 * test sets its own. vitest's testTimeout (vitest.config.ts) stays above it.
 */
import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

import { preloadKitOverlays } from './src/private/lazyParts';

configure({ asyncUtilTimeout: 20_000 });

// The kit's overlays load on first use (src/private/lazyParts.tsx). Loaded before each file's tests, a modal or
// menu opens in the same tick as it did before they were lazy; firstUse.test.tsx covers the path before the load.
beforeAll(() => preloadKitOverlays());
