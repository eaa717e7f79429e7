import type { RefCallback } from 'react';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves keyboard focus after a list changes: the first input of an added row, or a neighbour of a removed one
 * (without it, focus falls to the page when the removed row's button disappears). Private to DateFields.
 */
export function useRowFocus() {
  const inputs = useRef(new Map<number, HTMLElement>());
  const fallback = useRef<HTMLElement | null>(null);
  const pending = useRef<number | 'fallback' | null>(null);

  useEffect(() => {
    if (pending.current === null) return;
    const target =
      pending.current === 'fallback' ? fallback.current : (inputs.current.get(pending.current) ?? null);
    if (target === null) return;
    pending.current = null;
    target.focus();
  });

  /** The ref for row `index`'s first input. */
  const rowInput = useCallback(
    (index: number): RefCallback<HTMLElement> =>
      (element) => {
        if (element) inputs.current.set(index, element);
        else inputs.current.delete(index);
      },
    [],
  );
  /** The ref of what takes focus when no row is left (the add button). */
  const fallbackRef = useCallback((element: HTMLElement | null) => {
    fallback.current = element;
  }, []);
  /** Focus row `index` (or the fallback for null) after the next render. */
  const focusAfterRender = useCallback((index: number | null) => {
    pending.current = index ?? 'fallback';
  }, []);

  return { rowInput, fallbackRef, focusAfterRender };
}
