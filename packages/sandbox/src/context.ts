import { hasRole } from '@backoffice/domain';
import type { Role } from '@backoffice/domain';
import type { Context } from 'hono';

import { ApiProblem } from './hydra.js';
import { parseClientJson } from './limits.js';
import type { Random } from './lib/prng.js';
import type { RealtimeHub } from './realtime.js';
import type { Store } from './store.js';

/** The signed-in user of a request, from the verified token. */
export interface Principal {
  accountId: number;
  userId: number;
  email: string;
  roles: string[];
  companies: number[];
  restaurants: number[];
}

/** Hono environment of the sandbox app. */
export interface SandboxEnv {
  Variables: { principal: Principal };
}

/** What every route module shares. */
export interface SandboxContext {
  store: Store;
  realtime: RealtimeHub;
  now: () => Date;
  secret: string;
  random: Random;
  dev: boolean;
  log: (line: string) => void;
  /** Browser origins that CORS answers (and realtime sockets accept). */
  allowedOrigins: readonly string[];
  /** Makes the changes so far durable (the Node server); absent in memory. */
  commit?: () => Promise<void>;
}

/** The principal of an authenticated request. */
export function principalOf(c: Context<SandboxEnv>): Principal {
  return c.get('principal');
}

/** Whether the principal holds any of the roles. */
export function holds(principal: Principal, ...roles: Role[]): boolean {
  return hasRole(principal.roles, roles);
}

/** Throws 403 unless the principal holds one of the roles. */
export function requireRole(principal: Principal, ...roles: Role[]): void {
  if (!holds(principal, ...roles)) throw new ApiProblem(403, 'Access Denied.');
}

/**
 * Reads a JSON (or form) body; an empty body is {}. Throws 400 on malformed JSON, a non-object, or nesting deeper
 * than the limit (the size limit is the app's middleware).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await c.req.parseBody({ all: true });
    return { ...form };
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const value = parseClientJson(text, 'The request body');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiProblem(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}
