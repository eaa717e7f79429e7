import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

import { contentSecurityPolicyMeta } from '../backoffice/build/contentSecurityPolicyMeta';

// The platform the app talks to: the embedded sandbox by default, a real platform by setting PLATFORM_URL.
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), contentSecurityPolicyMeta('print')],
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: platform, changeOrigin: true },
      '/frontend-api': { target: platform, changeOrigin: true },
    },
  },
});
