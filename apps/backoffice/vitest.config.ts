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
    // Upper bounds, not waits: a passing test finishes long before them. They are generous because a busy 2-core
    // machine (turbo runs every package's checks at once) can take many seconds for what takes one when quiet.
    // Testing Library's own bound (asyncUtilTimeout) is set in each project's setup file, below these.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        plugins: [vanillaExtractPlugin()],
        ssr: { resolve: { conditions: ['@backoffice/source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        extends: true,
        // vanilla-extract comes from viteFinal in .storybook/main.ts: no second plugin here.
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        // Prebundled up front: a dependency found in the middle of a run reloads the browser page under the tests
        // (the screens load lazily, so their dependencies would be found late).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@ariakit/react',
            '@date-fns/tz',
            '@googlemaps/js-api-loader',
            '@internationalized/date',
            '@sentry/browser',
            '@tiptap/react',
            '@tiptap/starter-kit',
            'date-fns',
            'dompurify',
            'final-form',
            'firebase/app',
            'firebase/auth',
            'firebase/database',
            'firebase/messaging',
            'hono',
            'hono/cors',
            'jwt-decode',
            'libphonenumber-js/max',
            'pdf-lib',
            'qs-esm',
            're2js',
            'react-aria-components',
            'react-final-form',
            'regexparam',
            'superstruct',
            'swr',
            'swr/_internal',
            'swr/mutation',
            'typesafe-i18n',
            'typesafe-i18n/detectors',
            'typesafe-i18n/utils',
            'wouter',
            'wouter/memory-location',
          ],
        },
        test: {
          name: 'storybook',
          // main.ts lists the kit's stories and every app's (the plugin ignores `include`): this app tests only its
          // own. The patterns are relative to the repo root, which Storybook's Vite config makes the project root.
          exclude: ['packages/**', 'apps/print/**', '**/node_modules/**'],
          setupFiles: [fileURLToPath(new URL('./vitest.storybook.setup.ts', import.meta.url))],
          browser: {
            enabled: true,
            headless: true,
            // An upper bound: the first connection waits for Vite to pre-bundle the dependencies, which took over
            // the default 60 s while other test suites shared the machine's two cores.
            connectTimeout: 300_000,
            provider: playwright({
              launchOptions: {
                executablePath: requireChromium(),
                // The live screen's alert plays without a gesture: whether the browser blocked it (a notice on
                // the incoming-order dialog) would otherwise depend on whether an earlier story clicked.
                args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
              },
              // The screens show times in the browser's zone: the platform's, on every machine.
              contextOptions: { timezoneId: 'Europe/Budapest' },
            }),
            instances: [{ browser: 'chromium' }],
            expect: screenshotExpect,
          },
        },
      },
    ],
  },
});
