import { describe, expect, it } from 'vitest';

import { PreconditionFailedError, toHttpError } from '../client/errors.js';
import { createMemoryCookieStore } from '../client/session/cookies.js';
import { createTestApiClient, jsonResponse } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { saveEntity } from './createResource.js';
import { entityVersion, withEntityVersion } from './entityVersion.js';
import { resources } from './resources.js';

const signedIn = (routes: Parameters<typeof createTestApiClient>[0]) =>
  createTestApiClient(routes, { cookies: createMemoryCookieStore({ jwt: buildToken() }) });

describe('entity versions', () => {
  it('sends the ETag of the entity read as If-Match when saving it, and keeps the new one', async () => {
    const client = signedIn({
      'GET /brands/:id': () => jsonResponse({ id: 1, name: 'Old' }, 200, { ETag: 'W/"v1"' }),
      'PUT /brands/:id': ({ body }) => jsonResponse(body, 200, { ETag: 'W/"v2"' }),
    });
    const brand = await resources.brands.get(client, 1);
    expect(entityVersion(brand)).toBe('W/"v1"');
    // The version never reaches the wire nor the entity's fields.
    expect(Object.keys(brand)).toEqual(['id', 'name']);
    expect(JSON.stringify(brand)).toBe('{"id":1,"name":"Old"}');

    const saved = await saveEntity(client, resources.brands, brand, { name: 'New' });
    const put = client.requests[1];
    expect(put?.headers.get('if-match')).toBe('W/"v1"');
    expect(put?.body).toEqual({ id: 1, name: 'New' });
    expect(entityVersion(saved)).toBe('W/"v2"');

    await saveEntity(client, resources.brands, saved, { name: 'Newer' });
    expect(client.requests[2]?.headers.get('if-match')).toBe('W/"v2"');
  });

  it('sends no If-Match for an entity that was never read, nor on create', async () => {
    const client = signedIn({
      'POST /brands': ({ body }) => ({ id: 9, ...(body as object) }),
      'PUT /brands/:id': ({ body }) => body,
    });
    const created = await resources.brands.create(client, { name: 'N' });
    await saveEntity(client, resources.brands, { id: 3, name: 'Typed' }, { name: 'X' });
    expect(client.requests.map((request) => request.headers.get('if-match'))).toEqual([null, null]);
    expect(entityVersion(created)).toBeUndefined();
  });

  it('turns a 412 into PreconditionFailedError with the server entity, read with the item struct', async () => {
    const client = signedIn({
      'PUT /brands/:id': () =>
        jsonResponse(
          { code: 412, message: 'The item was changed by someone else.', current: { id: 1, name: 'Anna' } },
          412,
          { ETag: 'W/"v3"' },
        ),
    });
    const brand = withEntityVersion({ id: 1, name: 'Old' }, 'W/"v1"');
    const failure: unknown = await saveEntity(client, resources.brands, brand, { name: 'Béla' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PreconditionFailedError);
    const error = failure as PreconditionFailedError<{ id: number; name: string }>;
    expect(error).toMatchObject({
      status: 412,
      call: 'brands.update',
      etag: 'W/"v3"',
      current: { id: 1, name: 'Anna' },
    });
    // Saving the current entity names its new version.
    expect(entityVersion(error.current)).toBe('W/"v3"');
  });

  it('maps 412 to PreconditionFailedError in toHttpError', () => {
    const error = toHttpError('x', 412, { current: { id: 1 } }, new Headers({ ETag: '"a"' }));
    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({ current: { id: 1 }, etag: '"a"', name: 'PreconditionFailedError' });
  });
});
