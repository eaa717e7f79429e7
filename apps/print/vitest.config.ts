import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { CHROMIUM_ARGS, requireChromium } from '../../e2e/tools/chromium.mjs';
import { screenshotExpect } from '../../.storybook/screenshotExpect';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  test: {
    // Upper bounds, not waits: a passing test finishes long before them. Generous, because a busy 2-core machine
    // (turbo runs every package's checks at once) can take many seconds for what takes one when quiet: the first
    // story test of a run (it waits for Vite to transform the stories and their modules) took 51 s in a passing CI
    // run, and over 60 s in one that shared the machine with a browser benchmark. As the back-office's. Testing
    // Library's own bound (asyncUtilTimeout) is set in each project's setup file, below these.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        // vanilla-extract comes from viteFinal in .storybook/main.ts: no second plugin here.
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        // Prebundled up front: a dependency found in the middle of a run reloads the browser page under the tests.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react/jsx-runtime',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/recipes/createRuntimeFn',
          ],
        },
        test: {
          name: 'storybook',
          // main.ts lists the kit's stories and the apps' (the plugin ignores `include`): this app tests only its
          // own. The patterns are relative to the repo root, which Storybook's Vite config makes the project root.
          exclude: ['packages/**', 'apps/backoffice/**', '**/node_modules/**'],
          setupFiles: [fileURLToPath(new URL('./vitest.storybook.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            // An upper bound: the first connection waits for Vite to pre-bundle the dependencies, which took over
            // the default 60 s while other test suites shared the machine's two cores.
            connectTimeout: 300_000,
            provider: playwright({
              launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
              contextOptions: {
                // The pages show cutoff times in the browser's zone: the platform's, on every machine.
                timezoneId: 'Europe/Budapest',
                // The browser window holds the whole test frame (1200 × 900), unscaled: with Playwright's default
                // 720 px, a screenshot was blank below that.
                viewport: { width: 1280, height: 1000 },
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: screenshotExpect,
          },
        },
      },
    ],
  },
});
