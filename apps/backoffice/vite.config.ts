import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

import { appVersion } from './build/appVersion';
import { contentSecurityPolicyMeta } from './build/contentSecurityPolicyMeta';

// The platform the app talks to: the embedded sandbox by default, a real platform by setting PLATFORM_URL.
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), appVersion(), contentSecurityPolicyMeta()],
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      output: {
        // Everything the entry needs statically goes into one chunk: left to itself the bundler splits the
        // shell into many small shared chunks (each another request and its own gzip overhead on /login).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
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
