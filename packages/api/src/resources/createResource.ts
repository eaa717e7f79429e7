import type { Struct } from 'superstruct';

import type { ApiClient, QueryParams } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import { hydraCollection, toListResult } from '../client/hydra.js';
import { AnyAnswer } from '../client/structs.js';
import { entityVersion, typedPrecondition, versioned } from './entityVersion.js';

/** Options of a read. */
export interface ReadOptions {
  signal?: AbortSignal;
}

/** Options of an update. */
export interface WriteOptions {
  /** The version the change started from (`entityVersion` of the entity read): sent as `If-Match`. */
  ifMatch?: string | undefined;
}

/** Generic CRUD on one base path (second document, section 7). */
export interface Resource<T> {
  /** Name used in error messages and SWR keys ('restaurants'). */
  readonly name: string;
  /** Path under /api/v1 ('/restaurants'). */
  readonly basePath: string;
  /** The struct of one item. */
  readonly item: Struct<T, unknown>;
  /** GET {base}?query → { items, total }. */
  list(client: ApiClient, query?: QueryParams, options?: ReadOptions): Promise<ListResult<T>>;
  /** GET {base}/{id}; the entity carries the answer's ETag (`entityVersion`). */
  get(client: ApiClient, id: string | number, options?: ReadOptions): Promise<T>;
  /** POST {base}. */
  create(client: ApiClient, body: object): Promise<T>;
  /** PUT {base}/{id}, with `If-Match` when given a version; a 412 fails with `PreconditionFailedError<T>`. */
  update(client: ApiClient, id: string | number, body: object, options?: WriteOptions): Promise<T>;
  /** DELETE {base}/{id}. */
  remove(client: ApiClient, id: string | number): Promise<void>;
  /** The path of an item. */
  itemPath(id: string | number): string;
}

/**
 * Generic CRUD for a base path.
 * @example
 * const coupons = createResource('coupons', CouponStruct);
 * await coupons.list(client, { page: 1, itemsPerPage: 50, 'order[code]': 'asc' });
 */
export function createResource<T>(
  name: string,
  item: Struct<T, unknown>,
  basePath = `/${name}`,
): Resource<T> {
  const list = hydraCollection(item);
  const itemPath = (id: string | number) => `${basePath}/${encodeURIComponent(String(id))}`;
  return {
    name,
    basePath,
    item,
    itemPath,
    list: async (client, query = {}, options = {}) =>
      toListResult(
        await client.request({
          call: `${name}.list`,
          method: 'GET',
          path: basePath,
          query,
          response: list,
          ...options,
        }),
      ),
    get: (client, id, options = {}) =>
      versioned((onHeaders) =>
        client.request({
          call: `${name}.get`,
          method: 'GET',
          path: itemPath(id),
          response: item,
          ...options,
          onHeaders,
        }),
      ),
    create: (client, body) =>
      client.request({ call: `${name}.create`, method: 'POST', path: basePath, body, response: item }),
    update: (client, id, body, { ifMatch } = {}) =>
      versioned((onHeaders) =>
        client.request({
          call: `${name}.update`,
          method: 'PUT',
          path: itemPath(id),
          body,
          response: item,
          onHeaders,
          ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
        }),
      ).catch((error: unknown) => {
        throw typedPrecondition(error, item, `PUT ${itemPath(id)}`);
      }),
    remove: async (client, id) => {
      await client.request({
        call: `${name}.remove`,
        method: 'DELETE',
        path: itemPath(id),
        response: AnyAnswer,
      });
    },
  };
}

/**
 * Saves an edited entity with PUT: the changes are laid over the entity exactly as the platform sent it, so
 * fields the UI does not know travel back unchanged and a save never drops data. An entity that came from a read
 * names its version (`If-Match`): if someone changed it since, nothing is written and the save fails with
 * `PreconditionFailedError` carrying the current entity. The saved entity carries its new version.
 * @example await saveEntity(client, resources.restaurants, restaurant, { name: 'New name' })
 */
export function saveEntity<T extends { id: string | number }>(
  client: ApiClient,
  resource: Resource<T>,
  entity: T,
  changes: Partial<T>,
): Promise<T> {
  return resource.update(client, entity.id, { ...entity, ...changes }, { ifMatch: entityVersion(entity) });
}
