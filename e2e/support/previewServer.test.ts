import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { freePort, previewOnFreePort } from './previewServer';

describe('previewOnFreePort', () => {
  let dist: string;
  let occupant: Server;
  let takenPort: number;
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'preview-port-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Served</title>');
    // A port somebody else took between the choice and the bind.
    occupant = createServer();
    await new Promise<void>((resolveListen) => occupant.listen(0, '127.0.0.1', resolveListen));
    const address = occupant.address();
    takenPort = typeof address === 'object' && address ? address.port : 0;
  });

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await new Promise<void>((resolveClose) => occupant.close(() => resolveClose()));
    rmSync(dist, { recursive: true, force: true });
  });

  const config = () => ({ configFile: false as const, logLevel: 'silent' as const, build: { outDir: dist } });

  it('starts on another port when the chosen one was taken meanwhile, configured for the port it bound', async () => {
    const tried: number[] = [];
    const ports = [takenPort];
    const { server, origin } = await previewOnFreePort(
      (port) => {
        tried.push(port);
        return config();
      },
      { pickPort: async () => ports.shift() ?? freePort() },
    );
    closers.push(() => server.close());

    expect(tried).toHaveLength(2);
    expect(tried[0]).toBe(takenPort);
    expect(origin).toBe(`http://127.0.0.1:${tried[1]}`);
    const response = await fetch(`${origin}/`);
    expect(await response.text()).toContain('<title>Served</title>');
  });

  it('gives up after five taken ports', async () => {
    let calls = 0;
    await expect(
      previewOnFreePort(config, {
        pickPort: async () => {
          calls += 1;
          return takenPort;
        },
      }),
    ).rejects.toThrow(`Port ${takenPort} is already in use`);
    expect(calls).toBe(5);
  });

  it('does not retry a failure that is not about the port', async () => {
    let calls = 0;
    const broken = {
      name: 'broken',
      configurePreviewServer() {
        throw new Error('The plugin broke');
      },
    };
    await expect(
      previewOnFreePort(() => {
        calls += 1;
        return { ...config(), plugins: [broken] };
      }),
    ).rejects.toThrow('The plugin broke');
    expect(calls).toBe(1);
  });
});
