/**
 * The crash test: the real server (`src/server.ts`, a child process on a random port with a temporary data folder)
 * takes a burst of writes from concurrent clients and is killed with SIGKILL in the middle of it; restarted on the
 * same folder, it must hold every write it acknowledged. Ten rounds on one folder, each a test that checks the writes
 * of all rounds before it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { wireCall, wireLogin } from '../testing/wire.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = 10;
const CLIENTS = 12;

interface Child {
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
}

const children = new Set<ChildProcess>();
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/server.ts` on a free port and waits until it prints its address. */
function startChild(): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--conditions=@backoffice/source', '--import', 'tsx', 'src/server.ts', '--no-simulator'],
    {
      cwd: PACKAGE_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_SECRET: 'crash-test-secret',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  return new Promise<Child>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = /API\s+(http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve({ url: match[1], process: child, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    void exited.then(() => reject(new Error(`The server exited before it started:\n${output}`)));
  });
}

/** What the server acknowledged: brands it created (id → name) and orders it approved. */
interface Acknowledged {
  brands: Map<number, string>;
  approved: Set<string>;
}

/** Writes from concurrent clients until `killAfter` writes are acknowledged, then SIGKILLs the server. */
async function burst(child: Child, round: number, acknowledged: Acknowledged, killAfter: number) {
  const { token } = await wireLogin(child.url, 'admin@example.com');
  let count = 0;
  let killed = false;
  const acknowledge = () => {
    count += 1;
    if (count >= killAfter && !killed) {
      killed = true;
      child.process.kill('SIGKILL');
    }
  };
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = 0; !killed; index += 1) {
        try {
          if (index % 3 === 2) {
            const placed = await wireCall(child.url, 'POST', '/sandbox/orders', {
              body: { restaurantId: 1 },
            });
            if (placed.status !== 201 || killed) continue;
            const id = String(placed.body.id);
            const approved = await wireCall(child.url, 'PUT', `/api/v1/orders/${id}/approve`, {
              token,
              body: { delivery: { preparation_time: 15 } },
            });
            if (approved.status === 200) {
              acknowledged.approved.add(id);
              acknowledge();
            }
          } else {
            const name = `round ${round} client ${client} write ${index}`;
            const created = await wireCall(child.url, 'POST', '/api/v1/brands', { token, body: { name } });
            if (created.status === 201) {
              acknowledged.brands.set(Number(created.body.id), name);
              acknowledge();
            }
          }
        } catch {
          // The server is gone: whatever was in flight was never acknowledged.
          return;
        }
      }
    }),
  );
  await child.exited;
  return count;
}

/** Counts the acknowledged writes that the (restarted) server does not hold. */
async function countLost(child: Child, acknowledged: Acknowledged): Promise<number> {
  const { token } = await wireLogin(child.url, 'admin@example.com');
  const brands = new Map<number, unknown>();
  for (let page = 1; ; page += 1) {
    const answer = await wireCall(child.url, 'GET', `/api/v1/brands?itemsPerPage=100&page=${page}`, {
      token,
    });
    const members = (answer.body['hydra:member'] ?? []) as Array<{ id: number; name: unknown }>;
    for (const member of members) brands.set(member.id, member.name);
    if (members.length < 100) break;
  }
  let lost = 0;
  for (const [id, name] of acknowledged.brands) if (brands.get(id) !== name) lost += 1;
  const ids = [...acknowledged.approved];
  for (let start = 0; start < ids.length; start += 100) {
    const chunk = ids.slice(start, start + 100);
    const query = chunk.map((id) => `ids[]=${id}`).join('&');
    const answer = await wireCall(child.url, 'GET', `/api/v1/orders?itemsPerPage=100&${query}`, { token });
    const members = (answer.body['hydra:member'] ?? []) as Array<{ id: string; status: string }>;
    const approved = new Set(members.filter((order) => order.status === 'approved').map((order) => order.id));
    lost += chunk.filter((id) => !approved.has(id)).length;
  }
  return lost;
}

// Bounds per round, not for the whole test: each round starts a server (tsx compiling the sources) and sends up to
// 180 writes, which took 68–123 s a round while two test suites shared the two cores. One bound for all ten rounds
// (300 s) was what failed under that load, with no word of which round.
const ROUND_BOUND_MS = 300_000;

describe('crash safety', () => {
  const acknowledged: Acknowledged = { brands: new Map(), approved: new Set() };
  let child: Child | undefined;

  beforeAll(async () => {
    child = await startChild();
  }, ROUND_BOUND_MS);

  afterAll(async () => {
    child?.process.kill('SIGKILL');
    await child?.exited;
  });

  it.each(Array.from({ length: ROUNDS }, (_, index) => index + 1))(
    `loses no acknowledged write when SIGKILLed mid-burst (round %i of ${ROUNDS})`,
    async (round) => {
      if (!child) throw new Error('No server is running: an earlier round failed');
      const running = child;
      child = undefined;
      const count = await burst(running, round, acknowledged, 60 + ((round * 37) % 120));
      expect(count).toBeGreaterThan(0);
      child = await startChild();
      // Every write acknowledged in this round and the rounds before it.
      expect(await countLost(child, acknowledged)).toBe(0);
    },
    ROUND_BOUND_MS,
  );

  it(`acknowledged more than ${ROUNDS * 60} writes over the ${ROUNDS} SIGKILLs`, () => {
    const total = acknowledged.brands.size + acknowledged.approved.size;
    console.log(
      `crash test: ${total} acknowledged writes (${acknowledged.brands.size} brands created, ` +
        `${acknowledged.approved.size} orders approved) over ${ROUNDS} SIGKILLs`,
    );
    expect(total).toBeGreaterThan(ROUNDS * 60);
  });
});
