import { useCallback, useEffect, useRef, useState } from 'react';

/** A value an entity picker stores: the entity's id or IRI. */
export type EntityKey = string | number;

/** One choice of an entity picker. */
export interface EntityOption {
  /** The stored value (id or IRI). */
  value: EntityKey;
  /** The shown text. */
  label: string;
}

/**
 * Finds the options matching a search. The app's loader calls `GET /select-options/{entity}`; it must pass
 * `signal` on to its request, which the picker aborts when a newer search replaces it.
 */
export type LoadEntityOptions = (search: string, signal: AbortSignal) => Promise<readonly EntityOption[]>;

/** Where the options for a search stand. */
export type OptionsLoad =
  | { status: 'idle' }
  | { status: 'loading'; search: string }
  | { status: 'ready'; search: string; options: readonly EntityOption[] }
  | { status: 'error'; search: string };

/** What {@link useOptionsLoader} returns. */
export interface OptionsLoader {
  /** The latest search's state. */
  load: OptionsLoad;
  /** Loads the options of `search`: after the pause, or at once. An earlier load still waiting or running is dropped (aborted). */
  request: (search: string, timing: 'debounced' | 'now') => void;
}

/**
 * The picker's options, searched as the user types: a search waits `debounceMs` after the last keystroke, and
 * each new search aborts the previous request, so a late answer never replaces a newer one.
 */
export function useOptionsLoader(loadOptions: LoadEntityOptions, debounceMs: number): OptionsLoader {
  const [load, setLoad] = useState<OptionsLoad>({ status: 'idle' });
  const latestLoader = useRef(loadOptions);
  useEffect(() => {
    latestLoader.current = loadOptions;
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback((search: string) => {
    const controller = new AbortController();
    running.current = controller;
    new Promise<readonly EntityOption[]>((resolve) =>
      resolve(latestLoader.current(search, controller.signal)),
    ).then(
      (options) => {
        if (controller.signal.aborted) return;
        running.current = undefined;
        setLoad({ status: 'ready', search, options });
      },
      () => {
        if (controller.signal.aborted) return;
        running.current = undefined;
        setLoad({ status: 'error', search });
      },
    );
  }, []);

  const request = useCallback(
    (search: string, timing: 'debounced' | 'now') => {
      cancel();
      setLoad({ status: 'loading', search });
      if (timing === 'now') run(search);
      else timer.current = setTimeout(() => run(search), debounceMs);
    },
    [cancel, run, debounceMs],
  );

  return { load, request };
}
