import type { Order } from '@backoffice/domain';
import { isCanteenOrder, nextCutoffRefetchAt } from '@backoffice/domain';
import { useEffect, useState } from 'react';

/**
 * Fetches a canteen order again 20 s after its next cutoff (`LIMITS.cutoffRefetchDelayMs`), then waits for the
 * cutoff after that, until none is ahead. The moment is taken from the clock when the order arrives (or the last
 * refetch ran), not from the screen's 20 s tick: a tick that lands between that moment and the timer would
 * otherwise cancel the refetch, and a refetch that brings back the same order would never schedule the next one.
 * @param order The order shown; nothing happens for an order that is not a canteen order, or null.
 * @param refetch Reads the order again; keep it stable (SWR's bound `mutate` is).
 */
export function useCanteenRefetch(order: Order | null, refetch: () => unknown): void {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!order || !isCanteenOrder(order)) return undefined;
    const at = nextCutoffRefetchAt(order, new Date());
    if (!at) return undefined;
    const timer = setTimeout(
      () => {
        void refetch();
        setRound((count) => count + 1);
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [order, refetch, round]);
}
