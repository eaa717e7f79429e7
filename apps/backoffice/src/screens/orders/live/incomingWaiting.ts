import { useSyncExternalStore } from 'react';

/** What the incoming-order engine tells the rest of the shell. */
export interface IncomingWaiting {
  /**
   * The engine is mounted but has not judged the live lists yet: nobody knows whether orders wait. (No engine,
   * as for users who are not restaurant admins, is not deciding.)
   */
  deciding: boolean;
  /** How many orders wait in the carousel (open or minimised). */
  count: number;
}

const IDLE: IncomingWaiting = { deciding: false, count: 0 };
let state: IncomingWaiting = IDLE;
const listeners = new Set<() => void>();

/** Publishes the engine's state (IncomingOrdersPrompt); `null` when it unmounts. */
export function setIncomingWaiting(next: IncomingWaiting | null): void {
  const value = next ?? IDLE;
  if (value.deciding === state.deciding && value.count === state.count) return;
  state = value;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

/**
 * The incoming-order engine's state, for the dialogs that must not open over the carousel (one modal at a time:
 * the notification permission prompt waits while the engine is deciding or any order waits; see
 * {@link isIncomingBusy}).
 */
export function useIncomingWaiting(): IncomingWaiting {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Whether another modal dialog must wait for the incoming-order carousel. */
export const isIncomingBusy = (waiting: IncomingWaiting): boolean => waiting.deciding || waiting.count > 0;
