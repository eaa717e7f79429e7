import type { ApiClient, ApiClientConfig } from '../client/createApiClient.js';
import { createApiClient } from '../client/createApiClient.js';
import type { MemoryCookieStore } from '../client/session/cookies.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';

/** What a stubbed route receives. */
export interface TestRequest {
  method: string;
  /** Path under the root it was sent to ('/orders/1'). */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** A stubbed route answers with a Response, or with a value sent as JSON with status 200. */
export type TestRoute = (request: TestRequest) => unknown;

/** A client whose fetch is a route table ('GET /orders/:id'); calls to unstubbed routes throw. */
export interface TestApiClient extends ApiClient {
  readonly cookies: MemoryCookieStore;
  /** Every request the client sent, in order. */
  readonly requests: TestRequest[];
}

/** Thrown for a call the test did not stub. */
export class UnstubbedCallError extends Error {
  override readonly name = 'UnstubbedCallError';
}

/** A JSON answer with a status, for route handlers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/ld+json', ...headers },
  });
}

function compile(pattern: string): { method: string; test: (path: string) => Record<string, string> | null } {
  const [method = '', template = ''] = pattern.split(' ');
  const names: string[] = [];
  const source = template
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const re = new RegExp(`^${source}$`);
  return {
    method,
    test: (path) => {
      const match = re.exec(path);
      if (!match) return null;
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
    },
  };
}

/**
 * A client for tests: routes are 'METHOD /path/:param' under /api/v1 (or '/frontend-api/...' for that root).
 * @example
 * const client = createTestApiClient({ 'GET /orders/:id': ({ params }) => buildOrderDto({ id: params.id }) });
 */
export function createTestApiClient(
  routes: Record<string, TestRoute>,
  config: Omit<ApiClientConfig, 'fetch' | 'cookies'> & { cookies?: MemoryCookieStore } = {},
): TestApiClient {
  const compiled = Object.entries(routes).map(([pattern, handler]) => ({ ...compile(pattern), handler }));
  const requests: TestRequest[] = [];
  const cookies = config.cookies ?? createMemoryCookieStore();
  const apiBase = config.apiBaseUrl ?? '/api/v1';
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://test.local');
    const method = init?.method ?? 'GET';
    const path = url.pathname.startsWith(apiBase) ? url.pathname.slice(apiBase.length) : url.pathname;
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
    for (const route of compiled) {
      if (route.method !== method) continue;
      const params = route.test(path);
      if (!params) continue;
      const request: TestRequest = {
        method,
        path,
        params,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body,
        signal: init?.signal ?? undefined,
      };
      requests.push(request);
      const answer = await route.handler(request);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    throw new UnstubbedCallError(`No stub for ${method} ${path}${url.search}`);
  };
  const client = createApiClient({ ...config, cookies, fetch: fetchImpl });
  // The client reports a throwing fetch as a network error; a missing stub must fail the test loudly instead.
  const unwrap = (error: unknown): never => {
    if (error instanceof Error && error.cause instanceof UnstubbedCallError) throw error.cause;
    throw error;
  };
  return {
    ...client,
    cookies,
    requests,
    request: (options) => client.request(options).catch(unwrap),
    download: (options) => client.download(options).catch(unwrap),
  };
}
