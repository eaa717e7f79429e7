import { useEffect, useState } from 'react';

import type { LoadPlaces, PlacesApi } from './placesApi';

/** The places provider's state: none without a key, then loading, ready or failed. */
export type PlacesState =
  { status: 'none' } | { status: 'loading' } | { status: 'ready'; api: PlacesApi } | { status: 'failed' };

/** Loads the places provider once per key; without a key nothing is loaded. */
export function usePlaces(apiKey: string | null | undefined, loadPlaces: LoadPlaces): PlacesState {
  const [state, setState] = useState<PlacesState>({ status: 'none' });
  useEffect(() => {
    if (!apiKey) {
      setState({ status: 'none' });
      return undefined;
    }
    let isCurrent = true;
    setState({ status: 'loading' });
    loadPlaces(apiKey).then(
      (api) => {
        if (isCurrent) setState({ status: 'ready', api });
      },
      () => {
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [apiKey, loadPlaces]);
  return state;
}
