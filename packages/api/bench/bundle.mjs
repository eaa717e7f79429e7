// Builds a tiny consumer of @backoffice/api (a client and one order call, no push, tablets or realtime) and
// prints its size, then checks that no Firebase, Pusher or Google Maps code came along.
// Run: npm run bench:bundle -w @backoffice/api
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build, defaultClientConditions } from 'vite';

const entry = resolve(import.meta.dirname, '../src/index.ts');
const root = mkdtempSync(join(tmpdir(), 'api-bundle-'));
writeFileSync(
  join(root, 'main.ts'),
  `import { createApiClient, getOrder } from ${JSON.stringify(entry)};\n` +
    `void getOrder(createApiClient(), '1').then((order) => console.log(order.id));\n`,
);
writeFileSync(join(root, 'index.html'), '<script type="module" src="./main.ts"></script>');

try {
  await build({
    root,
    logLevel: 'warn',
    resolve: { conditions: ['@backoffice/source', ...defaultClientConditions] },
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  });
  const assets = join(root, 'dist', 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  let code = '';
  for (const file of files) {
    const text = readFileSync(join(assets, file));
    raw += text.length;
    gzip += gzipSync(text).length;
    code += text.toString();
  }
  const leaks = ['firebase', 'pusher', 'googleapis', 'maps.google'].filter((name) =>
    code.toLowerCase().includes(name),
  );
  console.log(
    `chunks: ${files.length}, JS: ${(raw / 1024).toFixed(1)} kB, gzip: ${(gzip / 1024).toFixed(1)} kB`,
  );
  console.log(leaks.length ? `FOUND: ${leaks.join(', ')}` : 'no Firebase, Pusher or Google Maps code');
  if (leaks.length) process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
