/**
 * `npm run bench:latency -w @backoffice/sandbox`: places 100 orders through POST /sandbox/orders and measures,
 * per order, the time until the real pusher-js client receives new-order on private-orders-1. Prints the median.
 */
import { rmSync } from 'node:fs';

import Pusher from 'pusher-js';

import { benchServer, percentile, token } from './shared.js';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100);
const server = await benchServer();
const pusher = new Pusher('backoffice-sandbox', {
  wsHost: '127.0.0.1',
  wsPort: server.port,
  forceTLS: false,
  enabledTransports: ['ws'],
  cluster: 'sandbox',
  channelAuthorization: {
    endpoint: `${server.url}/api/v1/broadcasting/auth`,
    transport: 'ajax',
    headers: { Authorization: `Bearer ${await token(server.url, 'restaurant@example.com')}` },
  },
});
const channel = pusher.subscribe('private-orders-1');
await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));

const latencies: number[] = [];
for (let index = 0; index < COUNT; index += 1) {
  const started = performance.now();
  const arrived = new Promise<void>((resolve) => {
    const handler = () => {
      channel.unbind('new-order', handler);
      resolve();
    };
    channel.bind('new-order', handler);
  });
  await fetch(`${server.url}/sandbox/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  await arrived;
  latencies.push(performance.now() - started);
}
pusher.disconnect();
await server.close();
rmSync(server.dataDir, { recursive: true, force: true });
console.log(
  `orders ${COUNT}: median ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, max ${Math.max(...latencies).toFixed(2)} ms (order placed → new-order received)`,
);
