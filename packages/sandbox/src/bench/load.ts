/**
 * `npm run bench:load -w @backoffice/sandbox`: 50 concurrent clients for 30 s (BENCH_CLIENTS, BENCH_SECONDS), each
 * signed in as a demo account and calling the live order list, an order read and the config in turn. Prints the
 * throughput, latency percentiles and the failures.
 */
import { benchServer, percentile, token } from './shared.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const server = await benchServer();
const accounts = ['admin@example.com', 'company@example.com', 'restaurant@example.com', 'chain@example.com'];
const tokens = await Promise.all(accounts.map((email) => token(server.url, email)));
const orderId = server.sandbox.store.orders()[0]?.id ?? '100001';
const paths = [
  '/api/v1/orders?status=new&itemsPerPage=100',
  `/api/v1/orders/${orderId}`,
  '/api/v1/orders?activeOrders=true&itemsPerPage=100',
  '/api/v1/configs',
];

const latencies: number[] = [];
const statuses = new Map<number, number>();
const deadline = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    let step = client;
    while (performance.now() < deadline) {
      const path = paths[step % paths.length] ?? '/api/v1/configs';
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${tokens[client % tokens.length] ?? ''}` },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      step += 1;
    }
  }),
);
await server.close();
const failures = [...statuses]
  .filter(([status]) => status >= 500 || status === 0)
  .reduce((sum, [, count]) => sum + count, 0);
console.log(
  `${CLIENTS} clients × ${SECONDS} s: ${latencies.length} requests, ${(latencies.length / SECONDS).toFixed(1)} req/s, median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}, failures ${failures}`,
);
