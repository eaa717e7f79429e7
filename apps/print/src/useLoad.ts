import { useCallback, useEffect, useRef, useState } from 'react';

import type { PrintResult } from './api/printApi';

/** The state of a load: under way (null), or its result. */
export interface Load<T> {
  result: PrintResult<T> | null;
  reload: () => void;
}

/** Runs a public call when its key changes; `reload` runs it again (after a confirmation). */
export function useLoad<T>(key: string, run: () => Promise<PrintResult<T>>): Load<T> {
  const [state, setState] = useState<{ key: string; result: PrintResult<T> } | null>(null);
  const [round, setRound] = useState(0);
  // The call of the latest render; the key alone decides when to load.
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    let live = true;
    void latest.current().then((result) => {
      if (live) setState({ key, result });
    });
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { result: state && state.key === key ? state.result : null, reload };
}
