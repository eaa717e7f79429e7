/** A change of an entity: what happened, to which resource, and to which item. */
export interface EntityChange {
  resource: string;
  id: string | number;
  kind: 'created' | 'updated' | 'deleted';
}

type Listener = (change: EntityChange) => void;

const listeners = new Set<Listener>();
const CHANNEL = 'backoffice-entity-changes';
let channel: BroadcastChannel | null | undefined;

/** The channel to the app's other tabs, or null where the browser has none. */
function tabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent<EntityChange>) => {
    for (const listener of listeners) listener(event.data);
  });
  return channel;
}

/**
 * Tells every list of the resource, in this tab and in the app's other tabs, that an item changed (spec part 2,
 * section 4: a list refreshes when a change event for its entity is emitted).
 */
export function emitEntityChange(change: EntityChange): void {
  for (const listener of listeners) listener(change);
  tabs()?.postMessage(change);
}

/** Listens to entity changes from this tab and the others; returns the unsubscribe function. */
export function onEntityChange(listener: Listener): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
