import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    passWithNoTests: true,
    // Upper bounds, not waits: a passing test finishes long before them. Generous, because a busy 2-core machine
    // (turbo runs every package's checks at once) can take many seconds for what takes one when quiet.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
