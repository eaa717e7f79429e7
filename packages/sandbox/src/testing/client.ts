import { createSandbox } from '../index.js';
import type { Sandbox, SandboxOptions } from '../index.js';

/** The fixed clock of the tests. */
export const TEST_NOW = new Date('2025-01-15T10:00:00Z');

/** A JSON answer of the sandbox. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & {
    'hydra:member'?: Array<Record<string, unknown>>;
    'hydra:totalItems'?: number;
  };
  text: string;
}

/** An in-process sandbox with helpers to sign in and call it as a demo account. */
export interface TestSandbox extends Sandbox {
  clock: { now: Date };
  logs: string[];
  call: (
    method: string,
    path: string,
    options?: { as?: string | null; body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Answer>;
  login: (email: string) => Promise<{ token: string; refresh_token: string }>;
}

/** Creates an in-process sandbox on a fixed clock (move it with `clock.now`). */
export function createTestSandbox(options: SandboxOptions = {}): TestSandbox {
  const clock = { now: TEST_NOW };
  const logs: string[] = [];
  const sandbox = createSandbox({ now: () => clock.now, log: (line) => logs.push(line), ...options });
  const tokens = new Map<string, { token: string; refresh_token: string }>();

  const raw = async (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    const init: RequestInit = { method, headers: { accept: 'application/ld+json', ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/ld+json' };
    }
    const response = await sandbox.fetch(new Request(`http://sandbox${path}`, init));
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      parsed = JSON.parse(text) as Record<string, unknown>;
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  const login = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const answer = await raw('POST', '/api/v1/auth', { email, password: 'Demo-1234' }, {});
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status}`);
    const pair = answer.body as unknown as { token: string; refresh_token: string };
    tokens.set(email, pair);
    return pair;
  };

  const call: TestSandbox['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const as = options.as === undefined ? 'admin@example.com' : options.as;
    const token = options.token ?? (as ? (await login(as)).token : undefined);
    if (token) headers.authorization = `Bearer ${token}`;
    return raw(method, path, options.body, headers);
  };

  return { ...sandbox, clock, logs, call, login };
}
