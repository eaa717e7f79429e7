import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { BatchItem } from './runBatchDelete';
import { useBatchDelete } from './useBatchDelete';

const items: BatchItem[] = [
  { id: '1', label: 'A-1' },
  { id: '2', label: 'A-2' },
  { id: '3', label: 'A-3' },
  { id: '4', label: 'A-4' },
];

/** A delete whose promises the test settles by hand. */
function manualDelete() {
  const pending: Array<{ id: string; resolve: () => void; reject: (error: Error) => void }> = [];
  const deleteItem = vi.fn(
    (id: string) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ id, resolve, reject });
      }),
  );
  const settle = async (ok: boolean) => {
    const next = pending.shift();
    if (!next) throw new Error('no delete in flight');
    await act(async () => {
      if (ok) next.resolve();
      else next.reject(new Error('failed'));
    });
    return next.id;
  };
  return { deleteItem, settle };
}

describe('useBatchDelete', () => {
  it('shows progress as the deletes settle, one in flight at a time', async () => {
    const { deleteItem, settle } = manualDelete();
    const { result } = renderHook(() => useBatchDelete({ deleteItem }));
    act(() => result.current.start(items));
    expect(result.current.state).toMatchObject({ status: 'running', percent: 0 });
    expect(deleteItem).toHaveBeenCalledTimes(1);
    await settle(true);
    expect(result.current.state).toMatchObject({ status: 'running', percent: 25 });
    expect(deleteItem).toHaveBeenCalledTimes(2);
    await settle(true);
    await settle(true);
    await settle(true);
    await waitFor(() => expect(result.current.state.status).toBe('finished'));
    expect(deleteItem.mock.calls.map(([id]) => id)).toEqual(['1', '2', '3', '4']);
  });

  it('ends with errors and names the failed items', async () => {
    const { deleteItem, settle } = manualDelete();
    const onEnd = vi.fn();
    const { result } = renderHook(() => useBatchDelete({ deleteItem, onEnd }));
    act(() => result.current.start(items));
    await settle(true);
    await settle(false);
    await settle(true);
    await settle(false);
    await waitFor(() => expect(result.current.state.status).toBe('finishedWithErrors'));
    const state = result.current.state;
    expect(state.status !== 'idle' && state.failed.map((item) => item.label)).toEqual(['A-2', 'A-4']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('finishedWithErrors', expect.objectContaining({ percent: 50 }));
  });

  it('cancelling stops further deletes and ends as cancelled', async () => {
    const { deleteItem, settle } = manualDelete();
    const { result } = renderHook(() => useBatchDelete({ deleteItem }));
    act(() => result.current.start(items));
    await settle(true);
    act(() => result.current.cancel());
    expect(result.current.state).toMatchObject({ status: 'running', isCancelling: true });
    await settle(true);
    await waitFor(() => expect(result.current.state.status).toBe('cancelled'));
    expect(deleteItem).toHaveBeenCalledTimes(2);
    expect(result.current.state).toMatchObject({ percent: 50 });
  });

  it('ignores a second start while a batch runs, and resets to idle after it ends', async () => {
    const { deleteItem, settle } = manualDelete();
    const { result } = renderHook(() => useBatchDelete({ deleteItem }));
    act(() => result.current.start(items.slice(0, 1)));
    act(() => result.current.start(items));
    await settle(true);
    await waitFor(() => expect(result.current.state.status).toBe('finished'));
    expect(deleteItem).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });
});
