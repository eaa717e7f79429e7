import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_SECRET } from '../index.js';
import { signJwt } from '../lib/jwt.js';
import { wireCall, wireLogin } from '../testing/wire.js';
import { SECRET_FILE } from './secret.js';
import { startServer } from './startServer.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const options = (dataDir: string) => ({
  port: 0,
  dataDir,
  simulator: false as const,
  orderCount: 10,
  log: () => undefined,
});

/** A token for the super admin, signed with the public default secret of before. */
function forged(): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt(
    { username: 'admin@example.com', roles: ['ROLE_ADMIN'], id: 1, iat, exp: iat + 3600 },
    DEFAULT_SECRET,
  );
}

describe('the signing secret of the Node server', () => {
  it('is made random per data folder on first start, kept there, and used again after a restart', async () => {
    const dir = tempDir();
    const first = await startServer(options(dir));
    const secret = readFileSync(join(dir, SECRET_FILE), 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    const { token } = await wireLogin(first.url, 'admin@example.com');
    expect((await wireCall(first.url, 'GET', '/api/v1/brands', { token: await forged() })).status).toBe(401);
    await first.close();

    const second = await startServer(options(dir));
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8').trim()).toBe(secret);
    expect((await wireCall(second.url, 'GET', '/api/v1/brands', { token })).status).toBe(200);
    await second.close();

    const elsewhere = await startServer(options(tempDir()));
    expect((await wireCall(elsewhere.url, 'GET', '/api/v1/brands', { token })).status).toBe(401);
    await elsewhere.close();
  });

  it('takes an explicit secret over the folder’s own', async () => {
    const dir = tempDir();
    const secret = 'x'.repeat(40);
    const server = await startServer({ ...options(dir), secret });
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { username: 'admin@example.com', roles: ['ROLE_ADMIN'], id: 1, iat, exp: iat + 3600 },
      secret,
    );
    expect((await wireCall(server.url, 'GET', '/api/v1/brands', { token })).status).toBe(200);
    expect(existsSync(join(dir, SECRET_FILE))).toBe(false);
    await server.close();
  });

  it('refuses production mode without an explicit, long secret', async () => {
    const dir = tempDir();
    await expect(startServer({ ...options(dir), dev: false })).rejects.toThrow(/SANDBOX_SECRET/);
    await expect(startServer({ ...options(dir), dev: false, secret: DEFAULT_SECRET })).rejects.toThrow(
      /SANDBOX_SECRET/,
    );
    await expect(startServer({ ...options(dir), dev: false, secret: 'short' })).rejects.toThrow(
      /SANDBOX_SECRET/,
    );
    const server = await startServer({ ...options(dir), dev: false, secret: 'p'.repeat(48) });
    await server.close();
  });

  it('exits with a clear message when `npm start` runs in production without SANDBOX_SECRET', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=@backoffice/source', '--import', 'tsx', 'src/server.ts', '--no-simulator'],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SANDBOX_SECRET: '',
          PORT: '0',
          SANDBOX_DATA_DIR: tempDir(),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/did not start: Production mode needs SANDBOX_SECRET/);
  });
});
