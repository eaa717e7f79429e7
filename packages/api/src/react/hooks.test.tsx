// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { createMemoryCookieStore } from '../client/session/cookies.js';
import { resources } from '../resources/resources.js';
import { createTestApiClient, jsonResponse } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import { ApiProvider } from './ApiProvider.js';
import { useItem } from './useItem.js';
import { useList } from './useList.js';
import { useSaveEntity } from './useSaveEntity.js';

function setup(routes: Parameters<typeof createTestApiClient>[0]) {
  const client = createTestApiClient(routes, { cookies: createMemoryCookieStore({ jwt: buildToken() }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
  return { client, wrapper };
}

describe('React bindings', () => {
  it('loads a list and revalidates it after a save', async () => {
    let name = 'Old';
    const { client, wrapper } = setup({
      'GET /brands': () => ({ 'hydra:member': [{ id: 1, name, extra: 'kept' }], 'hydra:totalItems': 1 }),
      'PUT /brands/:id': ({ body }) => {
        name = (body as { name: string }).name;
        return body;
      },
    });
    const { result } = renderHook(
      () => ({ list: useList(resources.brands, { page: 1 }), save: useSaveEntity(resources.brands) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.items[0]?.name).toBe('Old'));
    const entity = result.current.list.data?.items[0];
    if (!entity) throw new Error('no entity');
    await act(() => result.current.save.trigger({ entity, changes: { name: 'New' } }));
    await waitFor(() => expect(result.current.list.data?.items[0]?.name).toBe('New'));
    expect(client.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 1,
      name: 'New',
      extra: 'kept',
    });
  });

  it('does not retry a 404', async () => {
    const { client, wrapper } = setup({
      'GET /brands/:id': () => jsonResponse({ message: 'Not Found' }, 404),
    });
    const { result } = renderHook(() => useItem(resources.brands, 5), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ name: 'NotFoundError' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.requests).toHaveLength(1);
  });
});
