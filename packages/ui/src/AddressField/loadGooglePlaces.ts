/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

import type { MapPosition } from './addressConversions';
import { toAddressFromPlace } from './addressConversions';
import type { PlacesApi, PlaceSuggestion } from './placesApi';

/** Zoom of the map around a known address, and around the default centre. */
const addressZoom = 16;
const overviewZoom = 11;

/**
 * Google's places provider: the Maps JavaScript API through @googlemaps/js-api-loader v2 (`setOptions` then
 * `importLibrary`), Places Autocomplete (new) for suggestions and details, and a map with a draggable marker.
 * The address field imports this module only when a map key is configured (a dynamic import), so the loader
 * and the network stay out of keyless builds, stories and tests.
 */
export async function loadGooglePlaces(apiKey: string): Promise<PlacesApi> {
  setOptions({ key: apiKey, v: 'weekly' });
  const [places, maps, markers] = await Promise.all([
    importLibrary('places'),
    importLibrary('maps'),
    importLibrary('marker'),
  ]);
  let session = new places.AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    async suggest(input) {
      if (input.trim() === '') return [];
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: session,
      });
      predictions.clear();
      return suggestions.flatMap((suggestion): PlaceSuggestion[] => {
        const prediction = suggestion.placePrediction;
        if (!prediction) return [];
        predictions.set(prediction.placeId, prediction);
        return [{ id: prediction.placeId, text: prediction.text.text }];
      });
    },
    async resolve(id) {
      const prediction = predictions.get(id);
      const place = prediction ? prediction.toPlace() : new places.Place({ id });
      await place.fetchFields({ fields: ['addressComponents', 'formattedAddress', 'location'] });
      // A selection ends the autocomplete session (billing): the next search starts a new one.
      session = new places.AutocompleteSessionToken();
      return toAddressFromPlace({
        formattedAddress: place.formattedAddress ?? null,
        location: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
        addressComponents: (place.addressComponents ?? []).map((component) => ({
          longText: component.longText,
          shortText: component.shortText,
          types: component.types,
        })),
      });
    },
    createMap(element, { center, marker, onMarkerMove }) {
      const map = new maps.Map(element, {
        center: marker ?? center,
        zoom: marker ? addressZoom : overviewZoom,
        streetViewControl: false,
        mapTypeControl: false,
      });
      const pin = new markers.Marker({ map, position: marker, draggable: true, visible: marker !== null });
      const listener = pin.addListener('dragend', () => {
        const position = pin.getPosition();
        if (position) onMarkerMove({ lat: position.lat(), lng: position.lng() });
      });
      return {
        setMarker(position: MapPosition | null) {
          pin.setVisible(position !== null);
          if (position) {
            pin.setPosition(position);
            map.panTo(position);
          }
        },
        destroy() {
          listener.remove();
          pin.setMap(null);
        },
      };
    },
  };
}
