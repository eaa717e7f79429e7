import type { Address } from '@backoffice/domain';

import type { MapPosition } from './addressConversions';

/** One autocomplete suggestion. */
export interface PlaceSuggestion {
  /** The place's id, passed back to `resolve`. */
  id: string;
  /** The text shown in the list. */
  text: string;
}

/** A map drawn into an element, with one marker. */
export interface PlacesMap {
  /** Moves the marker (and the view) to the position, or hides it. */
  setMarker: (position: MapPosition | null) => void;
  /** Removes listeners and the map. */
  destroy: () => void;
}

/**
 * What the address field needs from a places provider. The real one is Google's (`loadGooglePlaces`); stories
 * and tests inject a fake so nothing touches the network.
 */
export interface PlacesApi {
  /** Suggestions for what was typed. */
  suggest: (input: string) => Promise<PlaceSuggestion[]>;
  /** The address (with coordinates) of a suggestion. */
  resolve: (id: string) => Promise<Address>;
  /**
   * Draws a map into `element`, centred on `center`. Dragging the marker calls `onMarkerMove`.
   */
  createMap: (
    element: HTMLElement,
    options: {
      center: MapPosition;
      marker: MapPosition | null;
      onMarkerMove: (position: MapPosition) => void;
    },
  ) => PlacesMap;
}

/** Loads a places provider for an API key. */
export type LoadPlaces = (apiKey: string) => Promise<PlacesApi>;
