import { useEffect, useRef } from 'react';

import type { MapPosition } from './addressConversions';
import * as css from './AddressInput.css';
import type { PlacesApi, PlacesMap } from './placesApi';

interface AddressMapProps {
  api: PlacesApi;
  label: string;
  center: MapPosition;
  position: MapPosition | null;
  onMarkerMove: (position: MapPosition) => void;
}

/** The provider's map with the address's marker; the marker follows the value and can be dragged. */
export function AddressMap({ api, label, center, position, onMarkerMove }: AddressMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<PlacesMap | null>(null);
  const latest = useRef({ center, position, onMarkerMove });
  useEffect(() => {
    latest.current = { center, position, onMarkerMove };
  });

  useEffect(() => {
    if (!element.current) return undefined;
    const created = api.createMap(element.current, {
      center: latest.current.center,
      marker: latest.current.position,
      onMarkerMove: (moved) => latest.current.onMarkerMove(moved),
    });
    map.current = created;
    return () => {
      created.destroy();
      map.current = null;
    };
  }, [api]);

  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    map.current?.setMarker(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [lat, lng]);

  return <div ref={element} role="region" aria-label={label} className={css.map} />;
}
