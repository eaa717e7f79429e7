/**
 * `npm run bench:load -w @backoffice/sandbox`: 50 concurrent clients for 30 s (BENCH_CLIENTS, BENCH_SECONDS).
 * Each client, signed in as the demo restaurant admin or the super admin, places an order for restaurant 1,
 * lists the live orders as the restaurant screen does, reads the order and approves it. Prints the throughput
 * and latency percentiles, then checks that no request failed and no write was lost: every approval that was
 * answered 200 shows as approved in the server's store, and in its data folder read back after the server stopped.
 * Exits non-zero when either check fails.
 */
import { rmSync } from 'node:fs';

import { openFileStore } from '../node/fileStore.js';
import { benchServer, percentile, token } from './shared.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const server = await benchServer();
const tokens = await Promise.all(
  ['restaurant@example.com', 'admin@example.com'].map((email) => token(server.url, email)),
);

const latencies: number[] = [];
const failures: string[] = [];
const approvedIds = new Set<string>();

async function call(bearer: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    latencies.push(performance.now() - started);
    if (!response.ok) failures.push(`${method} ${path}: ${response.status}`);
    return response.ok ? answer : undefined;
  } catch (error) {
    failures.push(`${method} ${path}: ${String(error)}`);
    return undefined;
  }
}

const deadline = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    const bearer = tokens[client % tokens.length] ?? '';
    while (performance.now() < deadline) {
      const placed = (await call(bearer, 'POST', '/sandbox/orders', { restaurantId: 1 })) as { id?: string };
      await call(bearer, 'GET', '/api/v1/orders?status=new&restaurant=1&itemsPerPage=100');
      if (!placed?.id) continue;
      await call(bearer, 'GET', `/api/v1/orders/${placed.id}`);
      const approved = (await call(bearer, 'PUT', `/api/v1/orders/${placed.id}/approve`, {
        delivery: { preparation_time: 20 },
      })) as { status?: string } | undefined;
      if (approved?.status === 'approved') approvedIds.add(placed.id);
    }
  }),
);

const lost = [...approvedIds].filter((id) => server.sandbox.store.order(id)?.status !== 'approved');
await server.close();
const disk = openFileStore({ dir: server.dataDir, now: new Date(), log: () => undefined });
const lostOnDisk = [...approvedIds].filter((id) => disk.store.order(id)?.status !== 'approved');
await disk.close();
rmSync(server.dataDir, { recursive: true, force: true });
console.log(
  `${CLIENTS} clients × ${SECONDS} s: ${latencies.length} requests, ${(latencies.length / SECONDS).toFixed(1)} req/s, ` +
    `median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
    `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
);
console.log(
  `approvals answered 200: ${approvedIds.size}, approved in the store: ${approvedIds.size - lost.length}, ` +
    `lost: ${lost.length}, lost on disk: ${lostOnDisk.length}, failed requests: ${failures.length}`,
);
for (const failure of failures.slice(0, 10)) console.log(`  failed: ${failure}`);
if (lost.length > 0 || lostOnDisk.length > 0 || failures.length > 0) process.exitCode = 1;
