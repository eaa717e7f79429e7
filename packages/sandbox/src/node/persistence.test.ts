import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DATA_FILE, openFileStore, writeFileAtomic } from './fileStore.js';
import { startServer } from './startServer.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-1234' }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('persistence', () => {
  it('keeps changes across a restart and reseeds on reset', async () => {
    const dataDir = tempDir();
    const options = { port: 0, dataDir, simulator: false as const, orderCount: 30, log: () => undefined };
    const first = await startServer(options);
    expect(first.seeded).toBe(true);
    const token = await adminToken(first.url);
    const created = await fetch(`${first.url}/api/v1/brands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
      body: JSON.stringify({ name: 'Persisted brand' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await first.close();

    const second = await startServer(options);
    expect(second.seeded).toBe(false);
    const read = await fetch(`${second.url}/api/v1/brands/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(second.url)}` },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Persisted brand');
    await second.close();

    const third = await startServer({ ...options, reset: true });
    expect(third.seeded).toBe(true);
    const gone = await fetch(`${third.url}/api/v1/brands/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(third.url)}` },
    });
    expect(gone.status).toBe(404);
    await third.close();
  });

  it('writes through a temporary file and leaves no temporary file behind', () => {
    const dir = tempDir();
    const target = join(dir, 'file.json');
    writeFileAtomic(target, '{"a":1}');
    writeFileAtomic(target, '{"a":2}');
    expect(readFileSync(target, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(dir)).toEqual(['file.json']);
  });

  it('writes a change after the debounce and on flush', () => {
    const dir = tempDir();
    const files = openFileStore({
      dir,
      now: new Date('2025-01-15T10:00:00Z'),
      orderCount: 10,
      delayMs: 60_000,
    });
    files.store.update('brands', 1, { name: 'Renamed' });
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).not.toContain('Renamed');
    files.flush();
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).toContain('Renamed');
    files.close();
  });
});
