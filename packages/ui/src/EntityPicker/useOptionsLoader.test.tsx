import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EntityOption, LoadEntityOptions } from './useOptionsLoader';
import { useOptionsLoader } from './useOptionsLoader';

const pizza: EntityOption = { value: 1, label: 'Pizza Place' };

/** A loader whose every call waits until the test settles it. */
function deferredLoader() {
  const calls: { search: string; signal: AbortSignal; settle: (options: EntityOption[] | Error) => void }[] =
    [];
  const loader = vi.fn<LoadEntityOptions>(
    (search, signal) =>
      new Promise((resolve, reject) => {
        calls.push({
          search,
          signal,
          settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
        });
      }),
  );
  return { loader, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useOptionsLoader', () => {
  it('searches once typing has paused for the debounce delay, with the last text only', async () => {
    const { loader } = deferredLoader();
    const { result } = renderHook(() => useOptionsLoader(loader, 250));
    act(() => result.current.request('p', 'debounced'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.request('pi', 'debounced'));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(loader).not.toHaveBeenCalled();
    expect(result.current.load).toEqual({ status: 'loading', search: 'pi' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('pi', expect.any(AbortSignal));
  });

  it('aborts a running search when a newer one starts, and ignores its late answer', async () => {
    const { loader, calls } = deferredLoader();
    const { result } = renderHook(() => useOptionsLoader(loader, 250));
    act(() => result.current.request('p', 'now'));
    act(() => result.current.request('pi', 'now'));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[0]?.settle([{ value: 2, label: 'Stale' }]));
    expect(result.current.load).toEqual({ status: 'loading', search: 'pi' });
    await act(async () => calls[1]?.settle([pizza]));
    expect(result.current.load).toEqual({ status: 'ready', search: 'pi', options: [pizza] });
  });

  it('reports a failed search as an error, and a new request loads again', async () => {
    const { loader, calls } = deferredLoader();
    const { result } = renderHook(() => useOptionsLoader(loader, 250));
    act(() => result.current.request('pi', 'now'));
    await act(async () => calls[0]?.settle(new Error('offline')));
    expect(result.current.load).toEqual({ status: 'error', search: 'pi' });
    act(() => result.current.request('pi', 'now'));
    await act(async () => calls[1]?.settle([pizza]));
    expect(result.current.load).toEqual({ status: 'ready', search: 'pi', options: [pizza] });
  });

  it('treats a loader that throws at once like one that rejects', async () => {
    const { result } = renderHook(() =>
      useOptionsLoader(() => {
        throw new Error('bad entity');
      }, 250),
    );
    await act(async () => result.current.request('', 'now'));
    expect(result.current.load).toEqual({ status: 'error', search: '' });
  });

  it('aborts what is running when the picker goes away', () => {
    const { loader, calls } = deferredLoader();
    const { result, unmount } = renderHook(() => useOptionsLoader(loader, 250));
    act(() => result.current.request('pi', 'now'));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
