import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

  it('puts a change in the log before commit resolves, and replays it after a crash', async () => {
    const dir = tempDir();
    const now = new Date('2025-01-15T10:00:00Z');
    const files = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    files.store.update('brands', 1, { name: 'Renamed' });
    files.store.insert('brands', { id: files.store.nextId('brands'), name: 'Added' });
    files.store.remove('brands', 2);
    await files.commit();
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).not.toContain('Renamed');
    const log = readdirSync(dir).find((name) => name.endsWith('.wal')) ?? '';
    expect(readFileSync(join(dir, log), 'utf8')).toContain('Renamed');
    // No close: the process died. The next start replays the log.
    const again = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    expect(again.seeded).toBe(false);
    expect(again.replayed).toBe(1);
    expect(again.store.get('brands', 1)?.name).toBe('Renamed');
    expect(again.store.list('brands').at(-1)?.name).toBe('Added');
    expect(again.store.get('brands', 2)).toBeUndefined();
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).toContain('Renamed');
    await again.close();
  });

  it('drops a torn last line of the log (a write that was never acknowledged)', async () => {
    const dir = tempDir();
    const now = new Date('2025-01-15T10:00:00Z');
    const files = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    files.store.update('brands', 1, { name: 'Acknowledged' });
    await files.commit();
    const log = readdirSync(dir).find((name) => name.endsWith('.wal')) ?? '';
    appendFileSync(join(dir, log), '{"n":2,"ops":[["put","brands",{"id":1,"name":"Tor');
    const again = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    expect(again.replayed).toBe(1);
    expect(again.store.get('brands', 1)?.name).toBe('Acknowledged');
    await again.close();
  });

  it('reports a record that cannot be stored, puts it back, and keeps storing the others', async () => {
    const dir = tempDir();
    const now = new Date('2025-01-15T10:00:00Z');
    const lines: string[] = [];
    const files = openFileStore({ dir, now, orderCount: 10, log: (line) => lines.push(line) });
    const brand = files.store.get('brands', 1) as Record<string, unknown>;
    const name = brand.name;
    brand.name = 'Changed in place';
    brand.self = brand;
    files.store.changed('brands', 1);
    await expect(files.commit()).resolves.toBeUndefined();
    expect(lines.join('\n')).toMatch(/brands\/1 cannot be stored/);
    expect(files.store.get('brands', 1)).toEqual(expect.objectContaining({ name }));
    expect(files.store.get('brands', 1)).not.toHaveProperty('self');
    files.store.update('brands', 2, { name: 'Still stored' });
    await files.commit();
    files.flush();
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).toContain('Still stored');
    await files.close();
  });

  it('refuses to take in a write that cannot be stored', () => {
    const files = openFileStore({
      dir: tempDir(),
      now: new Date('2025-01-15T10:00:00Z'),
      orderCount: 10,
      log: () => undefined,
    });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => files.store.update('brands', 1, { note: circular })).toThrow(/cannot be stored/);
    expect(files.store.get('brands', 1)).not.toHaveProperty('note');
    expect(() => files.store.insert('brands', { id: 99, note: circular })).toThrow(/cannot be stored/);
    expect(files.store.get('brands', 99)).toBeUndefined();
    void files.close();
  });

  it('replaces the guessable tokens of a data folder seeded before they were random', async () => {
    const dir = tempDir();
    const now = new Date('2025-01-15T10:00:00Z');
    const files = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    const order = files.store.orders().find((entry) => entry.cloudcanteen) ?? files.store.orders()[0];
    await files.close();
    const text = readFileSync(join(dir, DATA_FILE), 'utf8');
    const canteenToken = String(files.store.get('cloud-canteens', 1)?.token);
    writeFileSync(
      join(dir, DATA_FILE),
      text
        .replaceAll(canteenToken, 'cc-token-1')
        .replace(`"token":"${String(order?.token)}"`, `"token":"order-token-${String(order?.id)}"`),
    );
    const again = openFileStore({ dir, now, orderCount: 10, log: () => undefined });
    const tokens = [
      again.store.get('cloud-canteens', 1)?.token,
      again.store.order(String(order?.id))?.token,
      ...again.store.orders().flatMap((entry) => (entry.cloudcanteen ? [entry.cloudcanteen.token] : [])),
    ];
    expect(tokens.every((token) => typeof token === 'string' && /^[0-9a-f]{32}$/.test(token))).toBe(true);
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).not.toMatch(/cc-token-1|order-token-/);
    await again.close();
  });
});
