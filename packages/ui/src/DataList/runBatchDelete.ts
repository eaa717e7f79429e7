import { batchProgress } from '@backoffice/domain';

/** One item of a batch: its id (passed to `deleteItem`) and the text that names it to the user. */
export interface BatchItem {
  id: string;
  label: string;
}

/** How a batch ended. */
export const batchDeleteOutcomes = ['finished', 'finishedWithErrors', 'cancelled'] as const;
/** One of {@link batchDeleteOutcomes}. */
export type BatchDeleteOutcome = (typeof batchDeleteOutcomes)[number];

/** Where a batch stands. */
export interface BatchDeleteProgress {
  /** The items selected for the batch, in order. */
  items: readonly BatchItem[];
  /** Items deleted so far. */
  deleted: readonly BatchItem[];
  /** Items whose delete failed so far. */
  failed: readonly BatchItem[];
  /** Deleted over selected, as a whole percentage (spec part 2, section 9; domain `batchProgress`). */
  percent: number;
}

/** The end of a batch: its outcome plus the final progress. */
export interface BatchDeleteResult extends BatchDeleteProgress {
  outcome: BatchDeleteOutcome;
}

/** Options of {@link runBatchDelete}. */
export interface RunBatchDeleteOptions {
  /** Aborting stops the batch before the next delete; the one in flight is awaited and counted. */
  signal?: AbortSignal;
  /** Runs after every delete with the progress so far. */
  onProgress?: (progress: BatchDeleteProgress) => void;
}

/**
 * Deletes the items one by one, in order, through `deleteItem`. A failed delete does not stop the batch; it is
 * listed in `failed`. Aborting the signal stops further deletes and ends the batch as `cancelled`.
 *
 * @example
 * await runBatchDelete([{ id: '1', label: 'A-1' }], (id) => api.delete(id))
 * // { outcome: 'finished', deleted: [{ id: '1', label: 'A-1' }], failed: [], percent: 100, ... }
 */
export async function runBatchDelete(
  items: readonly BatchItem[],
  deleteItem: (id: string) => Promise<void>,
  { signal, onProgress }: RunBatchDeleteOptions = {},
): Promise<BatchDeleteResult> {
  const deleted: BatchItem[] = [];
  const failed: BatchItem[] = [];
  const snapshot = (): BatchDeleteProgress => ({
    items,
    deleted: [...deleted],
    failed: [...failed],
    percent: batchProgress(deleted.length, items.length),
  });
  for (const item of items) {
    if (signal?.aborted) return { ...snapshot(), outcome: 'cancelled' };
    try {
      await deleteItem(item.id);
      deleted.push(item);
    } catch {
      failed.push(item);
    }
    onProgress?.(snapshot());
  }
  if (signal?.aborted && deleted.length + failed.length < items.length) {
    return { ...snapshot(), outcome: 'cancelled' };
  }
  return { ...snapshot(), outcome: failed.length > 0 ? 'finishedWithErrors' : 'finished' };
}
