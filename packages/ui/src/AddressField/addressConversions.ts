import type { Address } from '@backoffice/domain';

/** One part of a place's address, as the Places API (new) names it. */
export interface PlaceAddressComponent {
  longText: string | null;
  shortText: string | null;
  types: readonly string[];
}

/** The place details the address field reads. */
export interface PlaceDetails {
  addressComponents?: readonly PlaceAddressComponent[] | null;
  formattedAddress?: string | null;
  location?: { lat: number; lng: number } | null;
}

/** A map position. */
export interface MapPosition {
  lat: number;
  lng: number;
}

function part(components: readonly PlaceAddressComponent[], ...types: string[]): string | null {
  for (const type of types) {
    const found = components.find((component) => component.types.includes(type));
    if (found?.longText) return found.longText;
  }
  return null;
}

/**
 * The domain address of a chosen place: street (route), house number (street number, or premise), post code,
 * city (locality, else postal town, else the first administrative level), country, the formatted full address
 * and the coordinates.
 *
 * @example toAddressFromPlace({ formattedAddress: '1 Main St', addressComponents: [...], location: { lat: 51.5, lng: -0.1 } })
 */
export function toAddressFromPlace(place: PlaceDetails): Address {
  const components = place.addressComponents ?? [];
  return {
    street: part(components, 'route'),
    houseNumber: part(components, 'street_number', 'premise'),
    postCode: part(components, 'postal_code'),
    city: part(components, 'locality', 'postal_town', 'administrative_area_level_1'),
    country: part(components, 'country'),
    fullAddress: place.formattedAddress ?? null,
    latitude: place.location?.lat ?? null,
    longitude: place.location?.lng ?? null,
  };
}

/**
 * The one-line address built from its parts when no place service formats it: 'street house, post code city,
 * country', blank parts left out.
 *
 * @example composeFullAddress({ street: 'Andrássy út', houseNumber: '12', postCode: '1061', city: 'Budapest', country: 'Hungary' }) // 'Andrássy út 12, 1061 Budapest, Hungary'
 */
export function composeFullAddress(address: Address): string | null {
  const join = (parts: Array<string | null | undefined>, separator: string) =>
    parts
      .map((text) => text?.trim() ?? '')
      .filter((text) => text !== '')
      .join(separator);
  const text = join(
    [
      join([address.street, address.houseNumber], ' '),
      join([address.postCode, address.city], ' '),
      address.country,
    ],
    ', ',
  );
  return text === '' ? null : text;
}

/** The address's map position, or null unless both coordinates are finite numbers in range. */
export function toMapPosition(address: Address | null | undefined): MapPosition | null {
  const lat = address?.latitude;
  const lng = address?.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return hasValidCoordinates({ latitude: lat, longitude: lng }) ? { lat, lng } : null;
}

/**
 * True when each coordinate is empty or a finite number in range (latitude −90…90, longitude −180…180), and
 * either both or neither are given. Usable as a field rule of the address field.
 */
export function hasValidCoordinates(address: Address | null | undefined): boolean {
  const lat = address?.latitude ?? null;
  const lng = address?.longitude ?? null;
  if (lat === null && lng === null) return true;
  if (lat === null || lng === null) return false;
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}
