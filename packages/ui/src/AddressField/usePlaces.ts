import { useEffect, useState } from 'react';

import type { LoadPlaces, PlacesApi } from './placesApi';

/** The places provider's state: none without a key, then loading, ready or failed. */
export type PlacesState =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; api: PlacesApi } | { status: 'failed' };

const NONE: PlacesState = { status: 'none' };
const LOADING: PlacesState = { status: 'loading' };

/** The outcome of one load: for which key and loader. */
interface Settled {
  key: string;
  load: LoadPlaces;
  state: PlacesState;
}

/**
 * Loads the places provider once per key; without a key nothing is loaded. The state is derived from the last
 * settled load, so the effect only reports outcomes (no state is set while rendering or at the effect's start).
 */
export function usePlaces(apiKey: string | null | undefined, loadPlaces: LoadPlaces): PlacesState {
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    if (!apiKey) return undefined;
    let isCurrent = true;
    const settle = (state: PlacesState) => {
      if (isCurrent) setSettled({ key: apiKey, load: loadPlaces, state });
    };
    loadPlaces(apiKey).then(
      (api) => settle({ status: 'ready', api }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [apiKey, loadPlaces]);
  if (!apiKey) return NONE;
  return settled !== null && settled.key === apiKey && settled.load === loadPlaces ? settled.state : LOADING;
}
