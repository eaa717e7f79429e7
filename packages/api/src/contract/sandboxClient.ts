import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox, DEMO_PASSWORD } from '@backoffice/sandbox';

import type { ApiClient } from '../client/createApiClient.js';
import { createApiClient } from '../client/createApiClient.js';
import type { MemoryCookieStore } from '../client/session/cookies.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';

/** The sandbox's fixed clock in the contract tests. */
export const CONTRACT_NOW = new Date('2025-01-15T10:00:00Z');

const ORIGIN = 'http://sandbox.local';

/** The demo accounts of the wire contract. */
export const DEMO = {
  admin: 'admin@example.com',
  company: 'company@example.com',
  restaurant: 'restaurant@example.com',
  chain: 'chain@example.com',
  billing: 'billing@example.com',
} as const;

/** A sandbox in this process, on a fixed clock and seed, with its log lines kept. */
export interface ContractSandbox extends Sandbox {
  logs: string[];
  clock: { now: Date };
}

/** Creates the sandbox the contract tests talk to (120 seeded orders keep the run short). */
export function createContractSandbox(): ContractSandbox {
  const clock = { now: CONTRACT_NOW };
  const logs: string[] = [];
  const sandbox = createSandbox({
    seed: 1,
    now: () => clock.now,
    log: (line) => logs.push(line),
    orderCount: 120,
  });
  return { ...sandbox, logs, clock };
}

/** A client whose fetch is the sandbox's handler; the client sends absolute URLs under http://sandbox.local. */
export function clientFor(
  sandbox: ContractSandbox,
  cookies: MemoryCookieStore = createMemoryCookieStore(),
): ApiClient {
  return createApiClient({
    apiBaseUrl: `${ORIGIN}/api/v1`,
    frontendApiUrl: `${ORIGIN}/frontend-api`,
    fetch: (input, init) => Promise.resolve(sandbox.fetch(new Request(String(input), init))),
    cookies,
    now: () => sandbox.clock.now,
    secureCookies: false,
  });
}

/** A client signed in as a demo account. */
export async function signedIn(sandbox: ContractSandbox, email: string): Promise<ApiClient> {
  const client = clientFor(sandbox);
  await client.session.signIn({ email, password: DEMO_PASSWORD });
  return client;
}
