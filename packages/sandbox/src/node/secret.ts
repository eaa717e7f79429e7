import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEFAULT_SECRET } from '../index.js';
import { randomToken } from '../lib/crypto.js';

/** The secret's file inside the data folder (readable by its owner only). */
export const SECRET_FILE = 'secret';
/** The shortest secret production mode accepts. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The secret of the JWTs and the channel signatures. An explicit one (SANDBOX_SECRET) wins; in development the
 * data folder keeps its own random one, made on first start; production mode refuses to start without an explicit
 * secret of at least {@link MIN_SECRET_LENGTH} characters (never the public default).
 */
export function resolveSecret(options: { secret?: string; dataDir: string; production: boolean }): string {
  const explicit = options.secret?.trim();
  if (options.production) {
    if (!explicit || explicit.length < MIN_SECRET_LENGTH || explicit === DEFAULT_SECRET) {
      throw new Error(
        `Production mode needs SANDBOX_SECRET: a random secret of at least ${MIN_SECRET_LENGTH} characters ` +
          '(for example: openssl rand -hex 32).',
      );
    }
    return explicit;
  }
  if (explicit) return explicit;
  const file = join(options.dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  const secret = randomToken(32);
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flush: true });
  return secret;
}
