import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    // One browser at a time on a 2-core machine: files run one after another, each with its own stack.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
