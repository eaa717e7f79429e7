import type { Realtime, RealtimeState } from './types.js';

/** An in-memory realtime service for tests and stories: `emit`, `resubscribe` and `setState` drive it. */
export interface MemoryRealtime extends Realtime {
  emit(channel: string, event: string, data: unknown): void;
  /** Simulates a reconnection: every subscribed channel reports a new subscription. */
  resubscribe(): void;
  setState(state: RealtimeState): void;
}

export function createMemoryRealtime(initial: RealtimeState = 'connected'): MemoryRealtime {
  let current = initial;
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const subscribed = new Map<string, Set<() => void>>();
  const stateHandlers = new Set<(state: RealtimeState) => void>();
  const add = <T>(map: Map<string, Set<T>>, key: string, value: T) => {
    const set = map.get(key) ?? new Set<T>();
    set.add(value);
    map.set(key, set);
    return () => set.delete(value);
  };
  return {
    bind: (channel, event, handler) => add(handlers, `${channel}\u0000${event}`, handler),
    onSubscribed: (channel, handler) => {
      const off = add(subscribed, channel, handler);
      if (current === 'connected') queueMicrotask(handler);
      return off;
    },
    state: () => current,
    onStateChange: (handler) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    disconnect: () => {
      handlers.clear();
      subscribed.clear();
    },
    emit: (channel, event, data) => {
      for (const handler of handlers.get(`${channel}\u0000${event}`) ?? []) handler(data);
    },
    resubscribe: () => {
      for (const set of subscribed.values()) for (const handler of set) handler();
    },
    setState: (state) => {
      current = state;
      for (const handler of stateHandlers) handler(state);
    },
  };
}
