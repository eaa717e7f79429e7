import type { QueryParams } from '@backoffice/domain';
import { stringifyQuery } from '@backoffice/domain';
import type { Struct } from 'superstruct';
import { StructError } from 'superstruct';

import { AbortedError, ApiError, NetworkError, ResponseShapeError, toHttpError } from './errors.js';
import { readAs } from './fastRead.js';
import type { CookieStore } from './session/cookies.js';
import { createDocumentCookieStore, createMemoryCookieStore } from './session/cookies.js';
import type { Session } from './session/createSession.js';
import { createSession } from './session/createSession.js';
import type { RefreshLock } from './session/refreshLock.js';
import { createRefreshLock, noRefreshLock } from './session/refreshLock.js';

/** HTTP methods the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters (the domain's type); arrays go out in bracket form (`ids[]=1&ids[]=2`), objects as `order[field]=asc`. */
export type { QueryParams };

/** How the client is set up. */
export interface ApiClientConfig {
  /** Base of the API. @default '/api/v1' */
  apiBaseUrl?: string;
  /** Root of the frontend-api. @default '/frontend-api' */
  frontendApiUrl?: string;
  /** The fetch to use: the browser's, or the sandbox's in-process handler in tests and Storybook. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where the session cookies live. @default document.cookie in a browser, memory elsewhere */
  cookies?: CookieStore;
  /** The clock (for the token refresh threshold). @default () => new Date() */
  now?: () => Date;
  /** Write Secure cookies. @default true when the page is served over https */
  secureCookies?: boolean;
  /** Receives 500 answers of login, refresh and reset before they are re-thrown. @default no-op */
  reportError?: (error: unknown) => void;
  /**
   * Keeps the tabs of this origin from refreshing the token at once.
   * @default the Web Locks / BroadcastChannel lock with document cookies (shared by the tabs), none with any other store
   */
  refreshLock?: RefreshLock;
}

/** One call to the platform. */
export interface RequestOptions<T> {
  /** Name of the client function, used in error messages (`getOrder`). */
  call: string;
  method: HttpMethod;
  /** Path under the root, starting with '/'. */
  path: string;
  /** Which root the path is under. @default 'api' */
  root?: 'api' | 'frontend';
  query?: QueryParams;
  /** JSON body, or FormData for uploads (sent multipart). */
  body?: unknown;
  /** The struct the answer must match; the answer is read as `mask` reads it (`readAs`). */
  response: Struct<T, unknown>;
  signal?: AbortSignal;
  /** Extra request headers (`If-Match` of a versioned save). */
  headers?: Record<string, string>;
  /** Receives the headers of a successful answer (the `ETag` of an item read). */
  onHeaders?: (headers: Headers) => void;
}

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition, else the fallback given. */
  fileName: string;
}

/** The client every endpoint function takes as its first argument. */
export interface ApiClient {
  readonly apiBaseUrl: string;
  readonly frontendApiUrl: string;
  readonly cookies: CookieStore;
  readonly session: Session;
  readonly now: () => Date;
  request<T>(options: RequestOptions<T>): Promise<T>;
  download(
    options: Omit<RequestOptions<unknown>, 'response'> & { fallbackFileName: string },
  ): Promise<DownloadedFile>;
  /** The full URL of a path (for links the browser opens itself, e.g. public label pages). */
  url(path: string, options?: { root?: 'api' | 'frontend'; query?: QueryParams }): string;
}

const JSON_LD = 'application/ld+json';

/**
 * True when a call carries the bearer token: every call except /auth, /reset_password, the config call,
 * /public and anything under the frontend-api root.
 * @example carriesBearer('api', '/auth/refresh') // false
 * @example carriesBearer('api', '/broadcasting/auth') // true
 */
export function carriesBearer(root: 'api' | 'frontend', path: string): boolean {
  if (root === 'frontend') return false;
  return !/^\/(auth|reset_password|configs|public)(?=[/?]|$)/.test(path);
}

function defaultSecure(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function defaultCookies(): CookieStore {
  return typeof document !== 'undefined' ? createDocumentCookieStore(document) : createMemoryCookieStore();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError')
  );
}

/**
 * Creates the platform client: JSON-LD in and out, bearer token with refresh 600 s before expiry, errors as
 * classes, every answer checked against its struct.
 * @example
 * const client = createApiClient({ fetch: sandbox.fetch });
 * const order = await getOrder(client, '100234');
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const apiBaseUrl = (config.apiBaseUrl ?? '/api/v1').replace(/\/$/, '');
  const frontendApiUrl = (config.frontendApiUrl ?? '/frontend-api').replace(/\/$/, '');
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = config.cookies ?? defaultCookies();
  const sharedCookies = config.cookies === undefined && typeof document !== 'undefined';
  const refreshLock = config.refreshLock ?? (sharedCookies ? createRefreshLock() : noRefreshLock);
  const now = config.now ?? (() => new Date());
  const reportError = config.reportError ?? (() => undefined);

  const url: ApiClient['url'] = (path, { root = 'api', query } = {}) => {
    const base = root === 'frontend' ? frontendApiUrl : apiBaseUrl;
    const search = query ? stringifyQuery(query) : '';
    return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
  };

  const send = async (
    options: Omit<RequestOptions<unknown>, 'response'>,
    token: string | null,
    accept: string,
  ): Promise<Response> => {
    const headers = new Headers({ Accept: accept });
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      // The browser writes the multipart boundary itself.
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', JSON_LD);
      body = JSON.stringify(options.body);
    }
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const target = url(options.path, { root: options.root ?? 'api', query: options.query });
    let response: Response;
    try {
      response = await fetchImpl(target, { method: options.method, headers, body, signal: options.signal });
    } catch (error) {
      if (isAbort(error, options.signal)) throw new AbortedError({ call: options.call });
      throw new NetworkError({ call: options.call, cause: error });
    }
    if (!response.ok) {
      let errorBody: unknown;
      try {
        errorBody = await readBody(response);
      } catch (error) {
        if (isAbort(error, options.signal)) throw new AbortedError({ call: options.call });
        errorBody = undefined;
      }
      throw toHttpError(options.call, response.status, errorBody, response.headers);
    }
    return response;
  };

  const session = createSession({
    cookies,
    now,
    secure: config.secureCookies ?? defaultSecure(),
    reportError,
    lock: refreshLock,
    transport: async (call, path, body) =>
      readBody(await send({ call, method: 'POST', path, body }, null, `${JSON_LD}, application/json`)),
  });

  const authorised = async (
    options: Omit<RequestOptions<unknown>, 'response'>,
    accept: string,
  ): Promise<Response> => {
    const root = options.root ?? 'api';
    const token = carriesBearer(root, options.path) ? await session.validToken() : null;
    if (options.signal?.aborted) throw new AbortedError({ call: options.call });
    return send(options, token, accept);
  };

  return {
    apiBaseUrl,
    frontendApiUrl,
    cookies,
    session,
    now,
    url,
    async request<T>(options: RequestOptions<T>): Promise<T> {
      const response = await authorised(options, `${JSON_LD}, application/json;q=0.9`);
      options.onHeaders?.(response.headers);
      let body: unknown;
      try {
        body = await readBody(response);
      } catch (error) {
        if (isAbort(error, options.signal)) throw new AbortedError({ call: options.call });
        throw new NetworkError({ call: options.call, cause: error });
      }
      try {
        return readAs(body, options.response);
      } catch (error) {
        if (error instanceof StructError) {
          throw new ResponseShapeError({
            call: options.call,
            request: `${options.method} ${options.path}`,
            status: response.status,
            body,
            structError: error,
          });
        }
        throw error;
      }
    },
    async download(options) {
      const response = await authorised(options, '*/*');
      try {
        // Only downloads read the header: its parser loads with the first one, not with every page.
        const [blob, { fileNameFromContentDisposition }] = await Promise.all([
          response.blob(),
          import('./contentDisposition.js'),
        ]);
        const fileName =
          fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
          options.fallbackFileName;
        return { blob, fileName };
      } catch (error) {
        if (isAbort(error, options.signal)) throw new AbortedError({ call: options.call });
        if (error instanceof ApiError) throw error;
        throw new NetworkError({ call: options.call, cause: error });
      }
    },
  };
}
