import { describe, expect, it, vi } from 'vitest';

import type { BatchItem } from './runBatchDelete';
import { runBatchDelete } from './runBatchDelete';

const items: BatchItem[] = [
  { id: 'a', label: 'Order A' },
  { id: 'b', label: 'Order B' },
  { id: 'c', label: 'Order C' },
];

describe('runBatchDelete', () => {
  it('deletes the items one at a time, in selection order', async () => {
    const log: string[] = [];
    const deleteItem = vi.fn(async (id: string) => {
      log.push(`start ${id}`);
      await Promise.resolve();
      log.push(`end ${id}`);
    });
    const result = await runBatchDelete(items, deleteItem);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(result.outcome).toBe('finished');
    expect(result.deleted.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(result.percent).toBe(100);
  });

  it('reports the progress as deleted over selected after every delete', async () => {
    const seen: number[] = [];
    await runBatchDelete(items, () => Promise.resolve(), {
      onProgress: (progress) => seen.push(progress.percent),
    });
    expect(seen).toEqual([33, 67, 100]);
  });

  it('goes on after a failure and lists the failed items by their label', async () => {
    const deleteItem = vi.fn((id: string) =>
      id === 'b' ? Promise.reject(new Error('409')) : Promise.resolve(),
    );
    const result = await runBatchDelete(items, deleteItem);
    expect(deleteItem).toHaveBeenCalledTimes(3);
    expect(result.outcome).toBe('finishedWithErrors');
    expect(result.failed).toEqual([{ id: 'b', label: 'Order B' }]);
    expect(result.deleted.map((item) => item.id)).toEqual(['a', 'c']);
    expect(result.percent).toBe(67);
  });

  it('stops further deletes once cancelled, after the one in flight', async () => {
    const abort = new AbortController();
    const deleteItem = vi.fn(async (id: string) => {
      if (id === 'a') abort.abort();
    });
    const result = await runBatchDelete(items, deleteItem, { signal: abort.signal });
    expect(deleteItem.mock.calls).toEqual([['a']]);
    expect(result.outcome).toBe('cancelled');
    expect(result.deleted).toEqual([{ id: 'a', label: 'Order A' }]);
    expect(result.percent).toBe(33);
  });

  it('deletes nothing when cancelled before it starts', async () => {
    const abort = new AbortController();
    abort.abort();
    const deleteItem = vi.fn(() => Promise.resolve());
    const result = await runBatchDelete(items, deleteItem, { signal: abort.signal });
    expect(deleteItem).not.toHaveBeenCalled();
    expect(result.outcome).toBe('cancelled');
  });

  it('counts a cancel during the last delete as finished, since nothing was skipped', async () => {
    const abort = new AbortController();
    const result = await runBatchDelete(
      items,
      async (id) => {
        if (id === 'c') abort.abort();
      },
      { signal: abort.signal },
    );
    expect(result.outcome).toBe('finished');
  });

  it('does not change the items it was given', async () => {
    const copy = structuredClone(items);
    await runBatchDelete(items, () => Promise.reject(new Error('no')));
    expect(items).toEqual(copy);
  });
});
