import { describe, expect, it } from 'vitest';

import { createMemoryCookieStore } from '../client/session/cookies.js';
import { resources } from '../resources/resources.js';
import { createTestApiClient } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';

describe('the custom export resource', () => {
  it('lists, creates and updates custom exports on /custom-export, keeping the fields it does not name', async () => {
    const client = createTestApiClient(
      {
        'GET /custom-export': () => ({
          'hydra:member': [{ id: 1, name: 'Orders', token: 't1', columns: ['id'] }],
          'hydra:totalItems': 1,
        }),
        'POST /custom-export': ({ body }) => ({ id: 2, ...(body as object) }),
        'PUT /custom-export/:id': ({ params, body }) => ({ ...(body as object), id: Number(params.id) }),
      },
      { cookies: createMemoryCookieStore({ jwt: buildToken() }) },
    );
    await expect(resources.customExports.list(client, { search: 'Ord' })).resolves.toEqual({
      items: [{ id: 1, name: 'Orders', token: 't1', columns: ['id'] }],
      total: 1,
    });
    await expect(resources.customExports.create(client, { name: 'New' })).resolves.toEqual({
      id: 2,
      name: 'New',
    });
    await expect(resources.customExports.update(client, 2, { id: 2, name: 'Renamed' })).resolves.toEqual({
      id: 2,
      name: 'Renamed',
    });
    expect(client.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /custom-export',
      'POST /custom-export',
      'PUT /custom-export/2',
    ]);
  });
});
