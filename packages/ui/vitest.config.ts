import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: true },
});
