import type { Address } from '@backoffice/domain';
import { useId } from 'react';

import { NumberInput } from '../Form/NumberInput';
import { TextInput } from '../Form/TextInput';
import type { ControlProps } from '../Form/types';
import { Icon } from '../Icon/Icon';
import type { MapPosition } from './addressConversions';
import { composeFullAddress, toMapPosition } from './addressConversions';
import * as css from './AddressInput.css';
import { AddressMap } from './AddressMap';
import { AddressSearch } from './AddressSearch';
import type { LoadPlaces } from './placesApi';
import { usePlaces } from './usePlaces';

/** Texts of {@link AddressInput}. */
export interface AddressInputLabels {
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  /** The autocomplete box (with a map key). */
  search: string;
  /** Shown in the suggestion list when nothing matches. */
  noSuggestions: string;
  /** The map's accessible name. */
  map: string;
  /** Shown when the map provider could not be loaded (the plain fields still work). */
  mapUnavailable: string;
}

/** Props of {@link AddressInput}. The value is the domain's `Address`; null shows empty fields. */
export interface AddressInputProps extends ControlProps<Address | null> {
  /** The Google Maps key from the platform config (`googleMapsApiKey`); without one only the plain fields show. */
  mapsApiKey?: string | null;
  /** Where the map looks when the address has no coordinates (`googleMapsDefaultCenter` of the config). */
  defaultCenter?: MapPosition | null;
  /**
   * Loads the places provider for the key. Defaults to Google's, imported on demand; stories and tests pass a
   * fake so no network is used.
   */
  loadPlaces?: LoadPlaces;
  labels: AddressInputLabels;
}

const textParts = ['street', 'houseNumber', 'postCode', 'city', 'country'] as const;
const coordinateParts = ['latitude', 'longitude'] as const;
const worldCenter: MapPosition = { lat: 0, lng: 0 };

// Dynamic import: the loader (and the network) are reached only when a key is configured.
const loadGooglePlacesOnDemand: LoadPlaces = (apiKey) =>
  import('./loadGooglePlaces').then(({ loadGooglePlaces }) => loadGooglePlaces(apiKey));

/**
 * An address with coordinates. With a map key: a places autocomplete box and a map with a draggable marker
 * above the fields (a chosen place fills them); without one: the plain fields street, house number, post code,
 * city, country, latitude and longitude. Editing a part recomputes `fullAddress`. The group is a `fieldset`
 * named by the label; `data-invalid` marks it while `errorMessage` shows.
 *
 * **When to use:** An address with its coordinates held in your own state, outside a kit <Form>: the value
 * and `errorMessage` come from the caller.
 *
 * **When not to use:** In a kit <Form> use {@link AddressField}, which binds the value, checks the
 * coordinates and shows the server's violations. A delivery area's shape is an {@link AreaEditor}, not a
 * point.
 */
export function AddressInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  mapsApiKey,
  defaultCenter,
  loadPlaces = loadGooglePlacesOnDemand,
  labels,
}: AddressInputProps) {
  const id = useId();
  const address: Address = value ?? {};
  const places = usePlaces(mapsApiKey, loadPlaces);
  const position = toMapPosition(address);
  const describedBy =
    [description ? `${id}-description` : null, errorMessage ? `${id}-error` : null]
      .filter((part) => part !== null)
      .join(' ') || undefined;

  const update = (patch: Partial<Address>) => {
    const next = { ...address, ...patch };
    onChange({ ...next, fullAddress: composeFullAddress(next) });
  };

  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={describedBy}
      data-invalid={errorMessage ? true : undefined}
      disabled={isDisabled}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <legend className={css.legend}>
        {label}
        {isRequired ? (
          <span className={css.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {places.status === 'ready' ? (
        <>
          <AddressSearch
            api={places.api}
            label={labels.search}
            noSuggestions={labels.noSuggestions}
            isDisabled={isDisabled}
            onSelect={(chosen) => onChange({ ...address, ...chosen })}
          />
          <AddressMap
            api={places.api}
            label={labels.map}
            center={defaultCenter ?? position ?? worldCenter}
            position={position}
            onMarkerMove={(moved) => onChange({ ...address, latitude: moved.lat, longitude: moved.lng })}
          />
        </>
      ) : null}
      {places.status === 'failed' ? <p className={css.note}>{labels.mapUnavailable}</p> : null}
      <div className={css.grid}>
        {textParts.map((part) => (
          <TextInput
            key={part}
            label={labels[part]}
            value={address[part] ?? null}
            onChange={(text) => update({ [part]: text === '' ? null : text })}
            isDisabled={isDisabled}
          />
        ))}
      </div>
      <div className={css.grid}>
        {coordinateParts.map((part) => (
          <NumberInput
            key={part}
            label={labels[part]}
            value={address[part] ?? null}
            onChange={(number) => update({ [part]: number })}
            isDisabled={isDisabled}
          />
        ))}
      </div>
      {description ? (
        <p id={`${id}-description`} className={css.note}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={`${id}-error`} className={css.error}>
          <Icon name="alert" size="sm" />
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
