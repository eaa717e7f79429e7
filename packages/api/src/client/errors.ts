import type { Violation } from '@backoffice/domain';
import type { StructError } from 'superstruct';

/** Text of a network failure (the spec's catalogue; the app may translate it). */
export const NETWORK_ERROR_MESSAGE = 'Error, no internet connection';
/** Text of a failure that carries no message. */
export const SERVER_ERROR_MESSAGE = 'Server error';

/** What every failure of the client carries: the call that failed, the HTTP status (0 when none) and the body. */
export class ApiError extends Error {
  /** The client function that made the call, e.g. `getOrder`. */
  readonly call: string;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The platform's `code` field, when it sent one. */
  readonly code: string | number | undefined;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;

  constructor(
    message: string,
    init: { call: string; status?: number; code?: string | number; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.call = init.call;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.body = init.body;
  }
}

/** 401: the session is missing, expired or refused. */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
}

/** 403: the user may not do or see this. */
export class ForbiddenError extends ApiError {
  override readonly name = 'ForbiddenError';
}

/** 404: the resource does not exist (or is hidden from this user). */
export class NotFoundError extends ApiError {
  override readonly name = 'NotFoundError';
}

/** 400 with a violation list: one message per field path. */
export class ViolationsError extends ApiError {
  override readonly name = 'ViolationsError';
  /** The violations in the order the platform sent them. */
  readonly violations: readonly Violation[];

  constructor(
    message: string,
    init: {
      call: string;
      status?: number;
      code?: string | number;
      body?: unknown;
      violations: readonly Violation[];
    },
  ) {
    super(message, init);
    this.violations = init.violations;
  }

  /** Messages keyed by property path; the first violation of a path wins. */
  get fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const { propertyPath, message } of this.violations) {
      if (!(propertyPath in errors)) errors[propertyPath] = message;
    }
    return errors;
  }
}

/**
 * 412: the entity changed since it was read (the save named the version it started from with `If-Match`), so
 * nothing was written. Carries the entity as the platform holds it now and its version, for the form to merge the
 * user's changes into and save again.
 */
export class PreconditionFailedError<T = unknown> extends ApiError {
  override readonly name = 'PreconditionFailedError';
  /** The entity as it is now (the answer's `current`); a resource's save reads it with the item struct. */
  readonly current: T;
  /** The current version (the answer's `ETag`), when sent. */
  readonly etag: string | undefined;

  constructor(
    message: string,
    init: {
      call: string;
      status?: number;
      code?: string | number;
      body?: unknown;
      current: T;
      etag?: string | undefined;
    },
  ) {
    super(message, { status: 412, ...init });
    this.current = init.current;
    this.etag = init.etag;
  }
}

/** 500 and above: the message of the answer, or 'Server error'. */
export class ServerError extends ApiError {
  override readonly name = 'ServerError';
}

/** Any other unsuccessful status (400 without violations, 409, 422...). */
export class HttpError extends ApiError {
  override readonly name = 'HttpError';
}

/** No answer at all: offline, DNS, CORS. */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';

  constructor(init: { call: string; cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, { call: init.call });
    if (init.cause !== undefined) this.cause = init.cause;
  }
}

/** The call was aborted (superseded list fetch, unmounted screen). The UI ignores it. */
export class AbortedError extends ApiError {
  override readonly name = 'AbortedError';

  constructor(init: { call: string }) {
    super(`${init.call} was aborted`, { call: init.call });
  }
}

/** The answer arrived but does not have the shape the client reads; names the call and the field. */
export class ResponseShapeError extends ApiError {
  override readonly name = 'ResponseShapeError';
  /** The dotted path of the first failing field ('' for the root). */
  readonly field: string;
  /** The superstruct failure. */
  readonly structError: StructError;

  constructor(init: {
    call: string;
    request: string;
    status: number;
    body: unknown;
    structError: StructError;
  }) {
    const field = init.structError.path.join('.');
    super(
      `${init.call} (${init.request}) answered with an unexpected shape at "${field || '(root)'}": ${init.structError.message}`,
      { call: init.call, status: init.status, body: init.body },
    );
    this.field = field;
    this.structError = init.structError;
    this.cause = init.structError;
  }
}

/** True for an error the UI must ignore (a superseded or cancelled call). */
export function isAbortedError(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

/** True for a refusal by the platform (4xx), which must not be retried automatically. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function readString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function readCode(body: unknown): string | number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).code;
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

function readViolations(body: unknown): Violation[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const list = (body as Record<string, unknown>).violations;
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { propertyPath, message } = entry as Record<string, unknown>;
    return typeof message === 'string'
      ? [{ propertyPath: typeof propertyPath === 'string' ? propertyPath : '', message }]
      : [];
  });
}

/** The message an error answer carries: `message`, then `hydra:description`, then `detail`. */
export function messageOf(body: unknown): string | undefined {
  return readString(body, 'message') ?? readString(body, 'hydra:description') ?? readString(body, 'detail');
}

/**
 * Turns an unsuccessful answer into the matching error class.
 * @example toHttpError('getOrder', 404, { message: 'Not Found' }) // NotFoundError
 */
export function toHttpError(call: string, status: number, body: unknown, headers?: Headers): ApiError {
  const message = messageOf(body);
  const init = { call, status, code: readCode(body), body };
  if (status === 412) {
    const current =
      typeof body === 'object' && body !== null ? (body as { current?: unknown }).current : undefined;
    return new PreconditionFailedError(message ?? 'Precondition failed', {
      ...init,
      current,
      etag: headers?.get('etag') ?? undefined,
    });
  }
  if (status === 401) return new UnauthorizedError(message ?? 'Unauthorized', init);
  if (status === 403) return new ForbiddenError(message ?? 'Forbidden', init);
  if (status === 404) return new NotFoundError(message ?? 'Not found', init);
  if (status >= 500) return new ServerError(message ?? SERVER_ERROR_MESSAGE, init);
  const violations = status === 400 ? readViolations(body) : undefined;
  if (violations && violations.length > 0) {
    return new ViolationsError(message ?? violations.map((v) => v.message).join('; '), {
      ...init,
      violations,
    });
  }
  return new HttpError(message ?? SERVER_ERROR_MESSAGE, init);
}
