/** Story-only English texts, sample addresses and a fake places provider (no network). */
import type { Address } from '@backoffice/domain';

import type { AddressInputLabels } from './AddressInput';
import type { LoadPlaces, PlaceSuggestion } from './placesApi';

export const addressLabels: AddressInputLabels = {
  street: 'Street',
  houseNumber: 'House number',
  postCode: 'Post code',
  city: 'City',
  country: 'Country',
  latitude: 'Latitude',
  longitude: 'Longitude',
  search: 'Search for an address',
  noSuggestions: 'No matching address',
  map: 'Map of the address',
  mapUnavailable: 'The map could not be loaded; enter the address by hand.',
};

export const addressStory = {
  label: 'Pickup address',
  description: 'Where couriers collect the orders.',
  invalid: 'Invalid',
  fakeKey: 'story-key-not-used-on-any-network',
  form: 'Restaurant pickup',
  save: 'Save',
} as const;

export const pickupAddress: Address = {
  street: 'Andrássy út',
  houseNumber: '12',
  postCode: '1061',
  city: 'Budapest',
  country: 'Hungary',
  fullAddress: 'Andrássy út 12, 1061 Budapest, Hungary',
  latitude: 47.5027,
  longitude: 19.0603,
};

export const defaultCenter = { lat: 47.4979, lng: 19.0402 };

const knownPlaces: Array<PlaceSuggestion & { address: Address }> = [
  { id: 'andrassy-12', text: 'Andrássy út 12, Budapest, Hungary', address: pickupAddress },
  {
    id: 'baker-221b',
    text: '221B Baker Street, London, UK',
    address: {
      street: 'Baker Street',
      houseNumber: '221B',
      postCode: 'NW1 6XE',
      city: 'London',
      country: 'United Kingdom',
      fullAddress: '221B Baker St, London NW1 6XE, UK',
      latitude: 51.5238,
      longitude: -0.1586,
    },
  },
];

/**
 * A places provider for stories: suggestions from two known places, and a "map" that writes the marker's
 * coordinates as text, so the keyed variant renders without a key or a network.
 */
export const loadFakePlaces: LoadPlaces = () =>
  Promise.resolve({
    suggest: (input) =>
      Promise.resolve(
        input.trim() === ''
          ? []
          : knownPlaces
              .filter((place) => place.text.toLowerCase().includes(input.trim().toLowerCase()))
              .map(({ id, text }) => ({ id, text })),
      ),
    resolve: (id) => {
      const place = knownPlaces.find((known) => known.id === id);
      return place ? Promise.resolve(place.address) : Promise.reject(new Error(`Unknown place ${id}`));
    },
    createMap: (element, { center, marker }) => {
      const text = element.ownerDocument.createElement('p');
      const show = (position: { lat: number; lng: number } | null) => {
        const at = position ?? center;
        text.textContent = `${position ? 'Marker' : 'Centre'}: ${at.lat.toFixed(4)}, ${at.lng.toFixed(4)}`;
      };
      show(marker);
      element.append(text);
      return { setMarker: show, destroy: () => text.remove() };
    },
  });

/** A provider that cannot load (as when the network or the key fails). */
export const loadFailingPlaces: LoadPlaces = () => Promise.reject(new Error('Maps unavailable'));
