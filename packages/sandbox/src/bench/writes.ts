/**
 * `npm run bench:writes -w @backoffice/sandbox`: write throughput. BENCH_CLIENTS concurrent clients (default 20)
 * for BENCH_SECONDS (default 10) create and rename brands as the super admin against a server on a free port with a
 * fresh data folder. Prints the writes per second and the latency percentiles of the acknowledged writes. Every
 * write is answered once it is on disk (the write-ahead log, opened O_DSYNC, with group commit).
 */
import { rmSync } from 'node:fs';

import { benchServer, percentile, token } from './shared.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const server = await benchServer();
const bearer = await token(server.url, 'admin@example.com');
const latencies: number[] = [];
let failed = 0;

async function write(method: string, path: string, body: unknown): Promise<{ id?: number } | undefined> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id?: number };
  if (!response.ok) {
    failed += 1;
    return undefined;
  }
  latencies.push(performance.now() - started);
  return answer;
}

const deadline = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    for (let index = 0; performance.now() < deadline; index += 1) {
      const created = await write('POST', '/api/v1/brands', { name: `bench ${client} ${index}` });
      if (created?.id !== undefined)
        await write('PUT', `/api/v1/brands/${created.id}`, { name: `bench ${client} ${index} renamed` });
    }
  }),
);
await server.close();
rmSync(server.dataDir, { recursive: true, force: true });
console.log(
  `${CLIENTS} clients × ${SECONDS} s: ${latencies.length} acknowledged writes, ` +
    `${(latencies.length / SECONDS).toFixed(1)} writes/s, median ${percentile(latencies, 50).toFixed(1)} ms, ` +
    `p95 ${percentile(latencies, 95).toFixed(1)} ms, failed ${failed}`,
);
if (failed > 0) process.exitCode = 1;
