import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startServer } from '../node/startServer.js';
import type { RunningServer } from '../node/startServer.js';

/** A throw-away server on a free port with its own data folder (`dataDir`) and no simulator. */
export async function benchServer(): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const server = await startServer({ port: 0, dataDir, simulator: false, log: () => undefined });
  return Object.assign(server, { dataDir });
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Signs in a demo account and answers its token. */
export async function token(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-1234' }),
  });
  return ((await response.json()) as { token: string }).token;
}
