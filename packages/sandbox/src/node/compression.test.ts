import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chooseEncoding } from './compression.js';
import type { RunningServer } from './startServer.js';
import { startServer } from './startServer.js';

let server: RunningServer;
let dataDir: string;
let token: string;

/** A raw HTTP GET (Node's fetch would decompress on its own and hide the encoding). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-compression-'));
  server = await startServer({ port: 0, dataDir, simulator: false, orderCount: 100, log: () => undefined });
  const answer = await fetch(`${server.url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-1234' }),
  });
  token = ((await answer.json()) as { token: string }).token;
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('sends a large list in %s when the client accepts it', async (encoding, accept, decompress) => {
    const auth = { authorization: `Bearer ${token}` };
    const plain = await rawGet('/api/v1/orders?itemsPerPage=100', auth);
    const packed = await rawGet('/api/v1/orders?itemsPerPage=100', { ...auth, 'accept-encoding': accept });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toContain('Accept-Encoding');
    expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
    expect(JSON.parse(decompress(packed.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('sends a small answer as it is', async () => {
    const answer = await rawGet('/api/v1/no-such-resource', {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(404);
    expect(answer.body.byteLength).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ code: 404 });
  });
});

describe('chooseEncoding', () => {
  it.each([
    [null, null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
  ])('%j gives %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
