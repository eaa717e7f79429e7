import type { Struct } from 'superstruct';
import { mask, StructError } from 'superstruct';

import { PreconditionFailedError, ResponseShapeError } from '../client/errors.js';

/**
 * Entity versions (issue #19 item 5). An item read answers an `ETag`; the entity object the read returns carries
 * it in a non-enumerable symbol property, so it never reaches the wire (JSON.stringify and spreads skip it) nor
 * shows up in equality checks, yet it travels with exactly the object the form loaded. `saveEntity` sends it back
 * as `If-Match`; a copy of the entity (a spread, a form's values) carries no version and saves unconditionally.
 */
const VERSION: unique symbol = Symbol.for('@backoffice/api.entityVersion');

/**
 * The version (ETag) an entity was read at, if it came from a versioned read.
 * @example entityVersion(await resources.brands.get(client, 1)) // 'W/"k2x9"'
 */
export function entityVersion(entity: unknown): string | undefined {
  if (typeof entity !== 'object' || entity === null) return undefined;
  const version = (entity as { [VERSION]?: unknown })[VERSION];
  return typeof version === 'string' ? version : undefined;
}

/**
 * Marks an entity with the version it was read at (no-op without a version or for a non-object).
 * @example withEntityVersion({ id: 1 }, 'W/"a1"')
 */
export function withEntityVersion<T>(entity: T, version: string | null | undefined): T {
  if (version && typeof entity === 'object' && entity !== null && Object.isExtensible(entity)) {
    Object.defineProperty(entity, VERSION, { value: version, enumerable: false, configurable: true });
  }
  return entity;
}

/** Runs a request that reports its answer's headers, and marks the answer with the `ETag` it carried. */
export async function versioned<T>(
  request: (onHeaders: (headers: Headers) => void) => Promise<T>,
): Promise<T> {
  let version: string | null = null;
  const entity = await request((headers) => {
    version = headers.get('etag');
  });
  return withEntityVersion(entity, version);
}

/**
 * Reads a 412's current entity with the item struct (marked with the new version), so the caller gets a typed
 * `PreconditionFailedError<T>`; any other error passes unchanged.
 */
export function typedPrecondition<T>(error: unknown, item: Struct<T, unknown>, request: string): unknown {
  if (!(error instanceof PreconditionFailedError)) return error;
  try {
    const current = withEntityVersion(mask(error.current, item), error.etag);
    return new PreconditionFailedError<T>(error.message, {
      call: error.call,
      status: error.status,
      code: error.code,
      body: error.body,
      current,
      etag: error.etag,
    });
  } catch (structError) {
    if (!(structError instanceof StructError)) throw structError;
    return new ResponseShapeError({
      call: error.call,
      request,
      status: error.status,
      body: error.body,
      structError,
    });
  }
}
