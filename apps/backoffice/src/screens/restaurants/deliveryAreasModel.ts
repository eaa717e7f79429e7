import type { DeliveryArea, MapPoint } from '@backoffice/domain';
import { fromLocalMeters, toSavedArea } from '@backoffice/domain';
import type { AreaShape } from '@backoffice/ui';

import type { RestaurantRecord } from './restaurants';

/** The delivery areas form. */
export interface DeliveryAreasValues {
  areas: DeliveryArea[];
}

/** An area's shape for the editor: its polygon when it has one, otherwise a circle of its radius. */
export function toAreaShape(area: DeliveryArea): AreaShape {
  return Array.isArray(area.area) && area.area.length > 0
    ? { kind: 'polygon', points: area.area }
    : { kind: 'circle', radius: area.deliveryRadius ?? 0 };
}

/** The area with an edited shape: a polygon clears the radius, a circle the polygon. */
export function withAreaShape(area: DeliveryArea, shape: AreaShape): DeliveryArea {
  return shape.kind === 'polygon'
    ? { ...area, area: shape.points, deliveryRadius: null }
    : { ...area, area: null, deliveryRadius: Math.round(shape.radius) };
}

/** Where the restaurant is: the personal pickup place, else the pickup address; null when neither has a position. */
export function restaurantPositionOf(restaurant: RestaurantRecord): MapPoint | null {
  for (const place of [restaurant.personalPickupInformation, restaurant.pickupInformation]) {
    const lat = place?.latitude;
    const lng = place?.longitude;
    if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) {
      return { lat, lng };
    }
  }
  return null;
}

/** A new area: active, a 1 km circle, no pre-order. */
export const newArea = (name: string): DeliveryArea => ({
  name,
  area: null,
  deliveryRadius: 1000,
  deliveryDelay: 0,
  deliveryPriceLimit: null,
  isActive: true,
  minimumOrder: null,
  deliveryPrice: null,
  deliveryMinTime: null,
  deliveryMaxTime: null,
  isPreOrder: false,
  preOrderBorderTime: null,
  preOrderDayBefore: null,
});

/** The saved areas: each through the domain's save transform (pre-order day-until 30, price category average). */
export const toDeliveryAreasPayload = (values: DeliveryAreasValues) => ({
  areas: values.areas.map(toSavedArea),
});

/** A first polygon: a square whose corners are `radius` metres (at least 500) north-east, south-east… of the centre. */
export function squareAround(center: MapPoint, radius: number): MapPoint[] {
  const half = Math.max(500, radius) / Math.SQRT2;
  return [
    { x: -half, y: half },
    { x: half, y: half },
    { x: half, y: -half },
    { x: -half, y: -half },
  ].map((corner) => fromLocalMeters(center, corner));
}
