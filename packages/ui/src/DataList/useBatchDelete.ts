import { useCallback, useEffect, useRef, useState } from 'react';

import type { BatchDeleteOutcome, BatchDeleteProgress, BatchItem } from './runBatchDelete';
import { runBatchDelete } from './runBatchDelete';

/** The state of a batch delete: idle, running, or ended with an outcome. */
export type BatchDeleteState =
  | { status: 'idle' }
  | ({ status: 'running'; isCancelling: boolean } & BatchDeleteProgress)
  | ({ status: BatchDeleteOutcome } & BatchDeleteProgress);

/** Options of {@link useBatchDelete}. */
export interface UseBatchDeleteOptions {
  /** Deletes one item; a rejection marks the item as failed and the batch goes on. */
  deleteItem: (id: string) => Promise<void>;
  /** Runs once when the batch ends, with its outcome and the items that failed. */
  onEnd?: (outcome: BatchDeleteOutcome, result: BatchDeleteProgress) => void;
}

/** What {@link useBatchDelete} returns. */
export interface BatchDeleteController {
  state: BatchDeleteState;
  /** Starts deleting the items one by one (ignored while a batch runs). */
  start: (items: readonly BatchItem[]) => void;
  /** Stops before the next delete; the batch ends as `cancelled`. */
  cancel: () => void;
  /** Back to idle after an outcome was shown. */
  reset: () => void;
}

/**
 * The headless controller of a batch delete: runs {@link runBatchDelete} and keeps its progress as React state.
 * Unmounting cancels a running batch.
 */
export function useBatchDelete({ deleteItem, onEnd }: UseBatchDeleteOptions): BatchDeleteController {
  const [state, setState] = useState<BatchDeleteState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ deleteItem, onEnd });
  useEffect(() => {
    latest.current = { deleteItem, onEnd };
  });
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback((items: readonly BatchItem[]) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const begin: BatchDeleteProgress = { items, deleted: [], failed: [], percent: items.length ? 0 : 100 };
    setState({ status: 'running', isCancelling: false, ...begin });
    void runBatchDelete(items, (id) => latest.current.deleteItem(id), {
      signal: abort.signal,
      onProgress: (progress) => {
        if (!abort.signal.aborted) setState({ status: 'running', isCancelling: false, ...progress });
      },
    }).then(({ outcome, ...result }) => {
      if (controller.current !== abort) return;
      controller.current = null;
      setState({ status: outcome, ...result });
      latest.current.onEnd?.(outcome, result);
    });
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((current) => (current.status === 'running' ? { ...current, isCancelling: true } : current));
  }, []);

  const reset = useCallback(() => {
    if (controller.current) return;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
