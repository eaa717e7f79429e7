/**
 * A call the user started did not go through (entities-lists-forms section 8: "a failed event is emitted"): a
 * single delete of an entity (on its list or its edit screen) or a delivery cancel whose request failed.
 */
export interface FailedEvent {
  /** What failed. */
  action: 'delete' | 'delivery-cancel';
  /** The platform resource the call was for, e.g. `restaurant-tags`, `delivery-jobs`. */
  resource: string;
  /** The item the call was for. */
  id: string | number;
  /** The failure as the client threw it (an ApiError, a NetworkError, …). */
  error: unknown;
}

/** The app's events by name, with what each carries. */
export interface AppEventMap {
  failed: FailedEvent;
}

export type AppEventName = keyof AppEventMap;
type Listener<K extends AppEventName> = (event: AppEventMap[K]) => void;

const listeners = new Map<AppEventName, Set<Listener<AppEventName>>>();

/**
 * Tells this tab's listeners of `name` what happened. A listener that throws is reported on the console and does
 * not keep the event from the others (nor from the code that emitted it).
 */
export function emitAppEvent<K extends AppEventName>(name: K, event: AppEventMap[K]): void {
  for (const listener of [...(listeners.get(name) ?? [])]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}

/** Listens to the app's `name` events in this tab; returns the unsubscribe function. */
export function onAppEvent<K extends AppEventName>(name: K, listener: Listener<K>): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener as Listener<AppEventName>);
  return () => {
    set.delete(listener as Listener<AppEventName>);
  };
}
