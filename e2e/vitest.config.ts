import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { STEP_TIMEOUT_MS } from './support/bounds';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  test: {
    include: ['tests/**/*.e2e.test.ts', 'tools/**/*.test.ts', 'support/**/*.test.ts'],
    environment: 'node',
    // One browser at a time on a 2-core machine: files run one after another, each with its own stack.
    fileParallelism: false,
    // Upper bounds, not waits: a passing test finishes long before them. Generous, because a busy 2-core machine
    // (turbo runs every package's checks at once) can take many seconds for what takes one when quiet. Each
    // Playwright step has its own bound (STEP_TIMEOUT_MS in support/stack.ts), below these.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: STEP_TIMEOUT_MS } },
  },
});
