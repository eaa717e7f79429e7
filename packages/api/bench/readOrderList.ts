// Reads a page of 100 orders (the sandbox's seed, as GET /orders answers it) through the client's check, the way
// the admin table's first load does, and prints the median time per page.
// Run: npm run bench:read -w @backoffice/api
import { createSandbox, DEMO_PASSWORD } from '@backoffice/sandbox';

import { createApiClient, createMemoryCookieStore, listOrders } from '../src/index.js';

const RUNS = 40;
const WARMUP = 10;
const QUERY = { page: 1, itemsPerPage: 100, order: { createdAt: 'desc' } };

const sandbox = createSandbox({
  orderCount: 150,
  log: () => undefined,
  now: () => new Date('2025-01-15T10:30:00Z'),
});
// The first answer is kept: every run reads the same bytes, so the figure is the client's reading alone.
let kept: string | null = null;
const client = createApiClient({
  apiBaseUrl: 'http://sandbox.local/api/v1',
  fetch: async (input, init) => {
    const request = new Request(input, init);
    if (kept !== null && new URL(request.url).pathname.endsWith('/orders')) {
      return new Response(kept, { headers: { 'content-type': 'application/ld+json' } });
    }
    const response = await sandbox.fetch(request);
    if (!new URL(request.url).pathname.endsWith('/orders')) return response;
    kept = await response.text();
    return new Response(kept, { status: response.status, headers: response.headers });
  },
  cookies: createMemoryCookieStore(),
});
await client.session.signIn({ email: 'admin@example.com', password: DEMO_PASSWORD });

const times: number[] = [];
for (let run = 0; run < WARMUP + RUNS; run += 1) {
  const started = performance.now();
  const page = await listOrders(client, QUERY);
  if (run >= WARMUP) times.push(performance.now() - started);
  if (page.items.length !== 100 || page.unreadable)
    throw new Error(`read ${page.items.length} orders of 100`);
}
times.sort((a, b) => a - b);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN).toFixed(1);
console.log(
  `read a page of 100 orders (${((kept ?? '').length / 1024).toFixed(0)} KiB of JSON) through the client's check: ` +
    `median ${at(0.5)} ms (${at(0)}–${at(0.95)}) over ${RUNS} runs`,
);
