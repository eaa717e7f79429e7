import { LIMITS } from '@backoffice/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Options of {@link useDebouncedSearch}. */
export interface UseDebouncedSearchOptions {
  /** The applied search (controlled by the app). */
  value: string;
  /** Runs with the new search once typing pauses, or at once on {@link DebouncedSearch.commit}. */
  onChange: (value: string) => void;
  /**
   * The pause, in milliseconds.
   * @default LIMITS.searchDebounceMs (800)
   */
  delayMs?: number;
}

/** What {@link useDebouncedSearch} returns. */
export interface DebouncedSearch {
  /** What the input shows: the user's text, never overwritten by a late echo of an earlier search. */
  text: string;
  /** Call on every keystroke: updates the text now, emits after the pause. */
  setText: (text: string) => void;
  /** Emits the current (or given) text at once, e.g. on Enter or clear. */
  commit: (text?: string) => void;
}

/**
 * The search box's state: the text the user types is local, so typing is never lost, and it reaches the app
 * only after a pause (800 ms) or at once on Enter. A new `value` from the app (e.g. filters cleared) replaces
 * the text unless it is just the echo of what this hook emitted.
 */
export function useDebouncedSearch({
  value,
  onChange,
  delayMs = LIMITS.searchDebounceMs,
}: UseDebouncedSearchOptions): DebouncedSearch {
  const [text, setLocalText] = useState(value);
  const [seen, setSeen] = useState({ value, emitted: value });
  if (seen.value !== value) {
    setSeen({ value, emitted: value });
    if (value !== seen.emitted) setLocalText(value);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = useCallback((next: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setSeen((current) => ({ ...current, emitted: next }));
    latestOnChange.current(next);
  }, []);

  const setText = useCallback(
    (next: string) => {
      setLocalText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => emit(next), delayMs);
    },
    [delayMs, emit],
  );

  const commit = useCallback((next?: string) => emit(next ?? text), [emit, text]);

  return { text, setText, commit };
}
