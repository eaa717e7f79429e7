import type { Address } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import type { PlaceAddressComponent } from './addressConversions';
import {
  composeFullAddress,
  hasValidCoordinates,
  toAddressFromPlace,
  toMapPosition,
} from './addressConversions';

const component = (longText: string, ...types: string[]): PlaceAddressComponent => ({
  longText,
  shortText: longText.slice(0, 2),
  types,
});

describe('toAddressFromPlace', () => {
  it('maps the parts, the formatted address and the location', () => {
    expect(
      toAddressFromPlace({
        formattedAddress: 'Budapest, Andrássy út 12, 1061 Hungary',
        location: { lat: 47.5027, lng: 19.0603 },
        addressComponents: [
          component('12', 'street_number'),
          component('Andrássy út', 'route'),
          component('Budapest', 'locality', 'political'),
          component('1061', 'postal_code'),
          component('Hungary', 'country', 'political'),
        ],
      }),
    ).toEqual({
      street: 'Andrássy út',
      houseNumber: '12',
      postCode: '1061',
      city: 'Budapest',
      country: 'Hungary',
      fullAddress: 'Budapest, Andrássy út 12, 1061 Hungary',
      latitude: 47.5027,
      longitude: 19.0603,
    });
  });

  it('falls back to the postal town and the premise (UK addresses)', () => {
    const address = toAddressFromPlace({
      addressComponents: [
        component('Flat 2', 'premise'),
        component('London', 'postal_town'),
        component('England', 'administrative_area_level_1'),
      ],
    });
    expect(address.city).toBe('London');
    expect(address.houseNumber).toBe('Flat 2');
  });

  it('gives nulls for a place without details', () => {
    expect(toAddressFromPlace({})).toEqual({
      street: null,
      houseNumber: null,
      postCode: null,
      city: null,
      country: null,
      fullAddress: null,
      latitude: null,
      longitude: null,
    });
  });
});

describe('composeFullAddress', () => {
  it.each<[Address, string | null]>([
    [
      { street: 'Andrássy út', houseNumber: '12', postCode: '1061', city: 'Budapest', country: 'Hungary' },
      'Andrássy út 12, 1061 Budapest, Hungary',
    ],
    [{ street: ' High Street ', city: 'Leeds' }, 'High Street, Leeds'],
    [{ postCode: 'LS1 4AP', houseNumber: null }, 'LS1 4AP'],
    [{ street: '  ', city: null }, null],
    [{}, null],
  ])('%j → %s', (address, expected) => {
    expect(composeFullAddress(address)).toBe(expected);
  });
});

describe('hasValidCoordinates', () => {
  it.each<[Address, boolean]>([
    [{}, true],
    [{ latitude: null, longitude: null }, true],
    [{ latitude: 47.5, longitude: 19.05 }, true],
    [{ latitude: -90, longitude: 180 }, true],
    [{ latitude: 90.01, longitude: 0 }, false],
    [{ latitude: 0, longitude: -180.5 }, false],
    [{ latitude: 47.5, longitude: null }, false],
    [{ latitude: null, longitude: 19 }, false],
    [{ latitude: Number.NaN, longitude: 19 }, false],
  ])('%j → %s', (address, expected) => {
    expect(hasValidCoordinates(address)).toBe(expected);
  });
});

describe('toMapPosition', () => {
  it.each<[Address | null, { lat: number; lng: number } | null]>([
    [
      { latitude: 47.5, longitude: 19.05 },
      { lat: 47.5, lng: 19.05 },
    ],
    [
      { latitude: 0, longitude: 0 },
      { lat: 0, lng: 0 },
    ],
    [{ latitude: 100, longitude: 0 }, null],
    [{ latitude: 47.5 }, null],
    [null, null],
  ])('%j → %j', (address, expected) => {
    expect(toMapPosition(address)).toEqual(expected);
  });
});
