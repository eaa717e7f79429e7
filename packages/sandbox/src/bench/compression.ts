/**
 * `npm run bench:compression -w @backoffice/sandbox`: the size of the admin's 100-order list page as sent, and the
 * time to answer it, plain, gzip and brotli (medians of 20 requests each, over HTTP on a random port).
 * `BENCH_QUERY` sets the list's query, e.g. `BENCH_QUERY='itemsPerPage=100&search=Sushi'` for the orders table's
 * search.
 */
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

import { benchServer, percentile, token } from './shared.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const QUERY = process.env.BENCH_QUERY ?? 'itemsPerPage=100';
const server = await benchServer();
const bearer = await token(server.url, 'admin@example.com');

function get(acceptEncoding: string | null): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const request = httpRequest(`${server.url}/api/v1/orders?${QUERY}`, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on('end', () => resolve({ bytes, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end();
  });
}

const rows: string[] = [];
for (const [label, accept] of [
  ['identity', null],
  ['gzip', 'gzip'],
  ['br', 'br, gzip'],
] as const) {
  const runs: Array<{ bytes: number; ms: number }> = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await get(accept));
  const bytes = runs[0]?.bytes ?? 0;
  rows.push(
    `${label.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB  median ${percentile(
      runs.map((run) => run.ms),
      50,
    ).toFixed(1)} ms`,
  );
}
console.log(`GET /api/v1/orders?${QUERY} as admin@, ${RUNS} runs each:\n${rows.join('\n')}`);
await server.close();
rmSync(server.dataDir, { recursive: true, force: true });
