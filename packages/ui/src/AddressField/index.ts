export {
  composeFullAddress,
  hasValidCoordinates,
  toAddressFromPlace,
  toMapPosition,
} from './addressConversions';
export type { MapPosition, PlaceAddressComponent, PlaceDetails } from './addressConversions';
export { AddressField } from './AddressField';
export type { AddressFieldProps } from './AddressField';
export { AddressInput } from './AddressInput';
export type { AddressInputLabels, AddressInputProps } from './AddressInput';
export type { LoadPlaces, PlacesApi, PlacesMap, PlaceSuggestion } from './placesApi';
