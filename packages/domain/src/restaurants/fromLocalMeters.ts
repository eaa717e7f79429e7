import type { MapPoint, LocalPoint } from './toLocalMeters.js';
import { METRES_PER_DEGREE } from './toLocalMeters.js';

/**
 * The map point `local.x` metres east and `local.y` metres north of `center`: the inverse of toLocalMeters.
 * Coordinates are rounded to 7 decimals (about 1 cm).
 * @example fromLocalMeters({ lat: 0, lng: 0 }, { x: 0, y: 111.32 }) // { lat: 0.001, lng: 0 }
 */
export function fromLocalMeters(center: MapPoint, local: LocalPoint): MapPoint {
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return {
    lat: round(center.lat + local.y / METRES_PER_DEGREE),
    lng: round(center.lng + local.x / (METRES_PER_DEGREE * cos)),
  };
}
