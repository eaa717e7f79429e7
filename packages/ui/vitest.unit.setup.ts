/**
 * Set-up of the kit's jsdom unit tests. How long findBy* and waitFor wait for their condition is an upper bound,
 * never a wait in itself (they return as soon as it holds); the default 1 s is a race on a busy machine, so no
 * test sets its own. vitest's testTimeout (vitest.config.ts) stays above it.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
