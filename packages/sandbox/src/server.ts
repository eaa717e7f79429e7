/**
 * `npm start` / `npm run dev` / `npm run reset`: the sandbox on Node. Flags: --reset (reseed), --no-simulator.
 * Environment: PORT, HOST, SANDBOX_DATA_DIR, SANDBOX_ORDER_INTERVAL (seconds, 0 = off), SANDBOX_SECRET (else
 * the data folder's own random secret), NODE_ENV=production (no /sandbox/orders; needs SANDBOX_SECRET).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './index.js';
import { DEFAULT_DATA_DIR, startServer } from './node/startServer.js';

const args = new Set(process.argv.slice(2));
const interval = Number(process.env.SANDBOX_ORDER_INTERVAL ?? 90);
const simulatorOff = args.has('--no-simulator') || process.env.SANDBOX_SIMULATOR === 'off' || interval <= 0;
const dev = process.env.NODE_ENV !== 'production';

const running = await startServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR,
  reset: args.has('--reset'),
  dev,
  secret: process.env.SANDBOX_SECRET || undefined,
  simulator: simulatorOff ? false : { orderIntervalMs: interval * 1000 },
}).catch((error: unknown) => {
  console.error(`The sandbox did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const lines = [
  '',
  `Back-office sandbox ${running.seeded ? '(fresh seed)' : '(data read from disk)'}`,
  `  API        ${running.url}/api/v1`,
  `  Realtime   ${running.realtimeUrl}  (Pusher protocol 7, key backoffice-sandbox)`,
  `  Data       ${process.env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR}`,
  `  Simulator  ${simulatorOff ? 'off' : `a new order every ${interval} s`}`,
  ...(dev
    ? [`  Dev        POST ${running.url}/sandbox/orders  (npm run place-order -w @backoffice/sandbox)`]
    : []),
  '',
  `Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(24)} ${account.note}`),
  '',
];
console.log(lines.join('\n'));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // Open keep-alive or WebSocket connections must not keep the process alive: data is flushed first.
  setTimeout(() => process.exit(0), 2000).unref();
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
