import type { LocalPoint, MapPoint } from '@backoffice/domain';
import { fromLocalMeters, toLocalMeters } from '@backoffice/domain';

import type { AreaShape } from './areaTypes';

/** The half-width in metres of a view that shows the shape and the restaurant with a margin (a round figure). */
export function viewExtentOf(center: MapPoint, shape: AreaShape): number {
  const reach =
    shape.kind === 'circle'
      ? shape.radius
      : Math.max(
          0,
          ...shape.points.map((point) => {
            const local = toLocalMeters(center, point);
            return Math.max(Math.abs(local.x), Math.abs(local.y));
          }),
        );
  return roundUp(Math.max(250, reach * 1.25));
}

/** A scale bar length about a quarter of the view: 1, 2 or 5 times a power of ten. */
export function scaleBarOf(extent: number): number {
  const target = extent / 2;
  const power = 10 ** Math.floor(Math.log10(target));
  return [5, 2, 1].map((step) => step * power).find((length) => length <= target) ?? power;
}

function roundUp(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return Math.ceil(value / power) * power;
}

/** A point moved by metres east and north. */
export function movePoint(center: MapPoint, point: MapPoint, by: LocalPoint): MapPoint {
  const local = toLocalMeters(center, point);
  return fromLocalMeters(center, { x: local.x + by.x, y: local.y + by.y });
}

/** The corner added after the last one: halfway back to the first, or a first triangle around the centre. */
export function withAddedCorner(center: MapPoint, points: readonly MapPoint[], size = 500): MapPoint[] {
  if (points.length < 3) {
    const triangle = [
      { x: 0, y: size },
      { x: size * 0.87, y: -size / 2 },
      { x: -size * 0.87, y: -size / 2 },
    ].map((local) => fromLocalMeters(center, local));
    return [...points, ...triangle.slice(points.length)];
  }
  const [first = center] = points;
  const last = points.at(-1) ?? center;
  const a = toLocalMeters(center, last);
  const b = toLocalMeters(center, first);
  return [...points, fromLocalMeters(center, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })];
}
