// The Vite config both benchmarks build with: production mode, React, vanilla-extract, and the in-repo
// '@backoffice/source' condition so that @backoffice/domain and @backoffice/ui resolve to their sources.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

/**
 * @param {string} root - the folder holding index.html (or the library entry)
 * @param {string} outDir - where to write the build (a temp dir)
 * @returns {import('vite').InlineConfig}
 */
export function benchConfig(root, outDir) {
  return {
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  };
}

/** @param {number[]} values @param {number} p - 0..100 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}
