// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

  it('keeps the shown page while the next query loads, and the rows both pages share', async () => {
    const brands = [1, 2, 3].map((id) => ({ id, name: id === 3 ? 'Other' : `Brand ${id}` }));
    let release = () => undefined as void;
    const { client, wrapper } = setup({
      'GET /brands': async ({ query }) => {
        const search = query.get('search');
        if (search) await new Promise<void>((resolve) => (release = resolve));
        const members = search ? brands.filter((brand) => brand.name.includes(search)) : brands;
        return { 'hydra:member': members, 'hydra:totalItems': members.length };
      },
    });
    const { result, rerender } = renderHook(
      ({ search }: { search?: string }) =>
        useList(resources.brands, search ? { search } : {}, { keepPreviousPage: true }),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    const shown = result.current.data?.items ?? [];

    rerender({ search: 'Brand' });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.data?.items).toBe(shown);
    await waitFor(() => expect(client.requests).toHaveLength(2));

    act(() => release());
    await waitFor(() => expect(result.current.data?.total).toBe(2));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data?.items[0]).toBe(shown[0]);
    expect(result.current.data?.items[1]).toBe(shown[1]);
  });

  it('shows no page, but the error, once the next query failed', async () => {
    const { wrapper } = setup({
      'GET /brands': ({ query }) =>
        query.get('search')
          ? jsonResponse({ message: 'Unavailable' }, 503)
          : { 'hydra:member': [{ id: 1, name: 'Brand' }], 'hydra:totalItems': 1 },
    });
    const { result, rerender } = renderHook(
      ({ search }: { search?: string }) =>
        useList(resources.brands, search ? { search } : {}, { keepPreviousPage: true }),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    rerender({ search: 'x' });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });

  it('shows nothing of the previous query while the next loads, unless asked to', async () => {
    const { wrapper } = setup({
      'GET /brands': ({ query }) =>
        query.get('search')
          ? new Promise(() => undefined)
          : { 'hydra:member': [{ id: 1, name: 'Brand' }], 'hydra:totalItems': 1 },
    });
    const { result, rerender } = renderHook(
      ({ search }: { search?: string }) => useList(resources.brands, search ? { search } : {}),
      { wrapper, initialProps: {} },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    rerender({ search: 'x' });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  // The retry interval is the subject: the fake clock jumps past it (and keeps pace with the real one meanwhile,
  // so that Testing Library's waitFor runs). swrOptions retries a failure after 10, 20 and 40 s.
  describe('retries', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('retries a server error once the retry interval has passed', async () => {
      const { client, wrapper } = setup({
        'GET /brands/:id': () => jsonResponse({ message: 'Unavailable' }, 503),
      });
      const { result } = renderHook(() => useItem(resources.brands, 5), { wrapper });
      await waitFor(() => expect(result.current.error).toBeDefined());
      expect(client.requests).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(client.requests.length).toBeGreaterThan(1);
    });

    it('does not retry a 404', async () => {
      const { client, wrapper } = setup({
        'GET /brands/:id': () => jsonResponse({ message: 'Not Found' }, 404),
      });
      const { result } = renderHook(() => useItem(resources.brands, 5), { wrapper });
      await waitFor(() => expect(result.current.error).toMatchObject({ name: 'NotFoundError' }));
      await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
      expect(client.requests).toHaveLength(1);
    });
  });
});
