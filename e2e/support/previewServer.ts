// `vite preview` on a free loopback port. A port can only be chosen by binding it and letting it go, and between
// that and vite's own bind another process (any outgoing connection takes a port of the same ephemeral range) may
// take it: vite then fails with "Port N is already in use". The start is tried again on another port.
import { createServer } from 'node:net';

import type { InlineConfig, PreviewServer } from 'vite';
import { preview } from 'vite';

/** How many ports are tried before the start fails. */
const ATTEMPTS = 5;

/** A loopback port nobody listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function isPortTaken(error: unknown): boolean {
  return error instanceof Error && /already in use|EADDRINUSE/.test(error.message);
}

/**
 * Starts `vite preview` on 127.0.0.1 with the configuration `configure` gives for a port, and answers the server
 * and its origin. `configure` is called again for every port tried, so whatever names the origin (a proxied
 * socket's address, a frame's source) is built from the port that is finally bound. `pickPort` chooses each port
 * to try (a test gives it a taken one).
 */
export async function previewOnFreePort(
  configure: (port: number) => InlineConfig,
  { pickPort = freePort }: { pickPort?: () => Promise<number> } = {},
): Promise<{ server: PreviewServer; origin: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await pickPort();
    const config = configure(port);
    try {
      const server = await preview({
        ...config,
        preview: { ...config.preview, host: '127.0.0.1', port, strictPort: true },
      });
      return { server, origin: `http://127.0.0.1:${port}` };
    } catch (error) {
      if (attempt >= ATTEMPTS || !isPortTaken(error)) throw error;
    }
  }
}
