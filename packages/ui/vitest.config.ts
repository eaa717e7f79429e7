import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { CHROMIUM_ARGS, requireChromium } from '../../e2e/tools/chromium.mjs';
import { screenshotExpect } from '../../.storybook/screenshotExpect';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  test: {
    // Upper bounds, not waits: a passing test finishes long before them. Generous, because a busy 2-core machine
    // (turbo runs every package's checks at once) can take many seconds for what takes one when quiet. Testing
    // Library's own bound (asyncUtilTimeout) is set in each project's setup file, below these.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          setupFiles: [fileURLToPath(new URL('./vitest.unit.setup.ts', import.meta.url))],
        },
      },
      {
        extends: true,
        // vanilla-extract comes from viteFinal in .storybook/main.ts: no second plugin here.
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime'] },
        test: {
          name: 'storybook',
          // main.ts also lists the apps' stories; this package tests only the kit's own. Relative to the repo root,
          // which Storybook's Vite config makes the project root ('../../apps/**' matched nothing).
          exclude: ['apps/**', '**/node_modules/**'],
          setupFiles: [fileURLToPath(new URL('./vitest.storybook.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            // An upper bound: the first connection waits for Vite to pre-bundle the dependencies, which took over
            // the default 60 s while other test suites shared the machine's two cores.
            connectTimeout: 300_000,
            provider: playwright({
              launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            expect: screenshotExpect,
          },
        },
      },
    ],
  },
});
