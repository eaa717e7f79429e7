import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    passWithNoTests: true,
    setupFiles: ['./vitest.setup.ts'],
    // Upper bounds, not waits: a passing test finishes long before them. Generous, because a busy 2-core machine
    // (turbo runs every package's checks at once) can take many seconds for what takes one when quiet.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 20_000 } },
  },
});
