/** A point on the map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A point in metres east (x) and north (y) of a centre. */
export interface LocalPoint {
  x: number;
  y: number;
}

/** Metres per degree of latitude (and of longitude at the equator), the mean Earth radius's. */
export const METRES_PER_DEGREE = 111_320;

/**
 * Where a map point lies in metres east and north of `center`, on a local flat projection (exact enough for a
 * delivery area of a few kilometres).
 * @example toLocalMeters({ lat: 0, lng: 0 }, { lat: 0.001, lng: 0 }) // { x: 0, y: 111.32 }
 */
export function toLocalMeters(center: MapPoint, point: MapPoint): LocalPoint {
  const cos = Math.cos((center.lat * Math.PI) / 180);
  return {
    x: (point.lng - center.lng) * METRES_PER_DEGREE * cos,
    y: (point.lat - center.lat) * METRES_PER_DEGREE,
  };
}
