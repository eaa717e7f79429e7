#!/usr/bin/env node
// Benchmark (not a test): the DataList with 100 order rows in headless Chromium, production build.
// Prints the median and p95 of N runs of: time to first render (mount to the first painted frame after the
// commit) and time to re-render after a sort click (click to the painted frame after the commit).
// Usage: npm run bench:list [-- --runs 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

import { CHROMIUM_ARGS, requireChromium } from '../../../e2e/tools/chromium.mjs';
import { benchConfig, percentile } from './viteConfig.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20;
const variantArg = process.argv.indexOf('--variant');
const variant = variantArg > 0 ? `?${process.argv[variantArg + 1]}` : '';
const root = fileURLToPath(new URL('./list/', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'bench-list-'));

let server;
let browser;
try {
  await build(benchConfig(root, outDir));
  server = await preview({
    ...benchConfig(root, outDir),
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no URL');
  browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });

  const first = [];
  const sortAsc = [];
  const sortDesc = [];
  // One warm-up load so that the first measured run does not pay for the HTTP cache and font decoding alone.
  for (let run = -1; run < runs; run += 1) {
    const page = await context.newPage();
    await page.goto(url + variant);
    await page.waitForFunction(() => 'bench' in window);
    const mount = await page.evaluate(() => window.bench.firstRender);
    const rows = await page.getByRole('row').count();
    if (rows !== 101) throw new Error(`expected 100 rows plus the header, saw ${rows}`);
    const asc = await page.evaluate(() => window.bench.sort('Total'));
    const desc = await page.evaluate(() => window.bench.sort('Total'));
    const sorted = await page.locator('th[aria-sort="descending"]').textContent();
    if (!sorted?.includes('Total')) throw new Error('the sort click did not sort by Total');
    await page.close();
    if (run < 0) continue;
    first.push(mount);
    sortAsc.push(asc);
    sortDesc.push(desc);
  }

  const line = (name, values) =>
    `${name.padEnd(34)} median ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(1)
      .padStart(7)} ms`;
  console.log(
    `DataList, 100 order rows (selection + row actions${variant ? `, variant ${variant}` : ''}), production build, Chromium, N=${runs}`,
  );
  console.log(line('first render (mount → painted)', first));
  console.log(line('re-render after sort click (asc)', sortAsc));
  console.log(line('re-render after sort click (desc)', sortDesc));
} finally {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
