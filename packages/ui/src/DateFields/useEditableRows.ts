import type { RefCallback } from 'react';
import { useCallback, useEffect, useRef } from 'react';

/** Where {@link useEditableRows} puts a new row. */
export type RowPlacement = 'start' | 'end';

/** What an editable row list's control needs: its rows' edits and the refs that let focus follow them. */
export interface EditableRows<T> {
  /** The ref for row `index`'s first input (where focus goes when the row is added, or its neighbour removed). */
  rowInput: (index: number) => RefCallback<HTMLElement>;
  /** The ref of the add button, which takes focus when the last row is removed. */
  addButtonRef: RefCallback<HTMLElement>;
  /** Adds a row from `create` at the list's `placement` and focuses it. */
  add: () => void;
  /** Removes row `index` and focuses its neighbour above (or the add button when none is left). */
  remove: (index: number) => void;
  /** Replaces row `index`. */
  replace: (index: number, row: T) => void;
}

/**
 * The editing and the focus of a list of rows edited in place (periods of hours, cutoff rules, text entries):
 * add, remove and replace a row, with keyboard focus moved after the list changes — to the first input of an
 * added row, or to a neighbour of a removed one (without it, focus falls to the page when the removed row's
 * button disappears). Private to the kit's list controls, which frame the rows with `ListFieldset`.
 */
export function useEditableRows<T>(
  value: readonly T[],
  onChange: (next: T[]) => void,
  { create, placement }: { create: () => T; placement: RowPlacement },
): EditableRows<T> {
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

  const rowInput = useCallback(
    (index: number): RefCallback<HTMLElement> =>
      (element) => {
        if (element) inputs.current.set(index, element);
        else inputs.current.delete(index);
      },
    [],
  );
  const addButtonRef = useCallback((element: HTMLElement | null) => {
    fallback.current = element;
  }, []);

  return {
    rowInput,
    addButtonRef,
    add: () => {
      pending.current = placement === 'start' ? 0 : value.length;
      onChange(placement === 'start' ? [create(), ...value] : [...value, create()]);
    },
    remove: (index) => {
      pending.current = value.length > 1 ? Math.max(0, index - 1) : 'fallback';
      onChange(value.filter((_row, i) => i !== index));
    },
    replace: (index, row) => onChange(value.map((old, i) => (i === index ? row : old))),
  };
}
