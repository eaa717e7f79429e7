#!/usr/bin/env node
// Benchmark (not a test): what an app pays for the kit when it imports only Button.
// Builds (production, Vite) three variants into temp dirs and prints JS, CSS and other asset bytes, raw and gzip:
//   1. app: index.html + `import { Button } from '@backoffice/ui'`, React included
//   2. kit via barrel: the same entry as a library with React external (the kit's own share)
//   3. kit via Button module: `import { Button } from '../../src/Button'`, React external (the lower bound)
// Usage: npm run bench:size
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

import { benchConfig } from './viteConfig.mjs';

const root = fileURLToPath(new URL('./size/', import.meta.url));
const reactExternal = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function measure(dir) {
  const totals = {
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    fonts: { raw: 0, gzip: 0, count: 0 },
    hasTheme: false,
  };
  for (const path of files(dir)) {
    const ext = extname(path);
    const bytes = readFileSync(path);
    const kind = ext === '.js' ? 'js' : ext === '.css' ? 'css' : /\.(woff2?|ttf)$/.test(ext) ? 'fonts' : null;
    if (!kind) continue;
    totals[kind].raw += bytes.length;
    totals[kind].gzip += gzipSync(bytes, { level: 9 }).length;
    if (kind === 'fonts') totals.fonts.count += 1;
    // The theme's variables are declared once on :root; without them every kit style resolves to nothing.
    if (kind === 'css' && bytes.toString('utf8').includes('--bo-color-bg-surface:')) totals.hasTheme = true;
  }
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function variant(name, config) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  try {
    await build({ ...benchConfig(root, outDir), ...config(outDir) });
    const { js, css, fonts, hasTheme } = measure(outDir);
    console.log(
      `${name.padEnd(44)} JS ${kb(js.raw).padStart(9)} (gzip ${kb(js.gzip).padStart(8)})   CSS ${kb(
        css.raw,
      ).padStart(
        8,
      )} (gzip ${kb(css.gzip).padStart(7)})   fonts ${fonts.count} files ${kb(fonts.raw)}   theme CSS ${
        hasTheme ? 'included' : 'MISSING'
      }`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const library = (entry) => (outDir) => ({
  build: {
    ...benchConfig(root, outDir).build,
    lib: { entry: join(root, entry), formats: ['es'], fileName: 'kit' },
    rollupOptions: { external: reactExternal },
  },
});

console.log('Kit size when an app imports only Button (production build, minified)');
await variant('1. app, Button via @backoffice/ui, with React', () => ({}));
await variant('2. kit via the barrel (React external)', library('main.tsx'));
await variant('3. kit via the Button module (React external)', library('buttonOnly.tsx'));
