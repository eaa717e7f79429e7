import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Rolldown, UserConfig } from 'vite';
import { build, defaultClientConditions, defineConfig, mergeConfig } from 'vite';

import { appVersion } from './build/appVersion';
import { contentSecurityPolicyMeta } from './build/contentSecurityPolicyMeta';
import type { FirstScreenModules } from './build/firstScreenChunks';
import { firstScreenModules } from './build/firstScreenChunks';
import { locales } from './src/i18n/i18n-util';

// The platform the app talks to: the embedded sandbox by default, a real platform by setting PLATFORM_URL.
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The app's configuration; a build also gets `firstScreen`'s groups (`build/firstScreenChunks.ts`). */
const appConfig = (firstScreen?: FirstScreenModules): UserConfig => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    appVersion(),
    contentSecurityPolicyMeta(),
    // React Aria ships its built-in texts (a list box's "selected", a dialog's "Dismiss", …) in 34 languages;
    // only the app's own languages are kept, the others resolve to an empty module.
    optimizeLocales.vite({ locales }),
  ],
  resolve: {
    conditions: ['@backoffice/source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/vendor/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Every browser the app supports preloads modules itself; the polyfill only cost /login 0.4 KiB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Files named by their content's hash alone: the entry lists every lazy chunk's file name for its
        // preloading, and the names beside the hashes (about 130 of them) cost /login 0.6 KiB gzip.
        entryFileNames: 'assets/[hash].js',
        // But for the realtime client's chunk (pusher-js), which loads after the first screen's rows: the budget
        // test (e2e/tests/budget.e2e.test.ts) tells it from what the rows needed by its name.
        chunkFileNames: (chunk) =>
          chunk.name === 'realtime' ? 'assets/realtime-[hash].js' : 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry needs statically goes into one chunk: left to itself the bundler splits the
        // shell into many small shared chunks (each another request and its own gzip overhead on /login).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // What the sign-in screens share with the screen layer below (writing query strings, error reactions,
            // the landing path, safe redirects, the kit's plain-click check and icon), in a chunk of its own: left in
            // the layer's, it would bring the whole layer to /login, and split, four tiny chunks each cost a request
            // and a gzip header there. Reading query strings (qs's parse) is the screens' alone.
            {
              name: 'signin-shared',
              test: /[\\/](domain[\\/]src[\\/](query[\\/]stringifyQuery|roles|routing)|api[\\/]src[\\/]client[\\/]errorReaction|backoffice[\\/]src[\\/](errors[\\/]useNotify|routing[\\/]landingPath|navigation[\\/]safeRedirect)|ui[\\/]src[\\/](Icon[\\/]Icon|private[\\/]isPlainClick))[\\/.]/,
              priority: 1,
            },
            // What every signed-in screen loads first, in one request: the screen layer (its hooks' provider and
            // the kit's router) and the module that starts the first screen's data, with what they need.
            { name: 'screen-layer', test: /[\\/]src[\\/](shell[\\/]ScreenLayer|boot[\\/]routeData)\.tsx?$/ },
            ...(firstScreen ? firstScreenGroups(firstScreen) : []),
            // pusher-js, imported only by the realtime connection (packages/api createPusherRealtime), named.
            { name: 'realtime', test: /[\\/]node_modules[\\/]pusher-js[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: platform, changeOrigin: true },
      '/frontend-api': { target: platform, changeOrigin: true },
    },
  },
});

// The admins' first screen, /orders (the orders group), with the shell's layout; the sign-in group and the screen
// layer load before it and keep their chunks.
const FIRST_SCREEN = {
  screen: source('screens/groups/orders.ts'),
  shared: [source('shell/ShellLayout.tsx')],
  before: [source('screens/groups/auth.ts'), source('shell/ScreenLayer.tsx')],
  screenFolder: source('screens/orders/'),
};

const firstScreenGroups = ({ shared, screen }: FirstScreenModules): Rolldown.CodeSplittingGroup[] => [
  { debugName: 'signed-in', name: (id) => (shared.has(id) ? 'signed-in' : null) },
  { debugName: 'orders-screen', name: (id) => (screen.has(id) ? 'orders-screen' : null) },
];

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return appConfig();
  // The first build, not written, tells which modules the first screen loads at start (build/firstScreenChunks.ts).
  const first = await build(
    mergeConfig(appConfig(), {
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      logLevel: 'warn',
      build: { write: false },
    }),
  );
  const outputs = Array.isArray(first) ? first : [first];
  return appConfig(
    firstScreenModules(
      outputs.flatMap((result) => ('output' in result ? result.output : [])),
      FIRST_SCREEN,
    ),
  );
});
