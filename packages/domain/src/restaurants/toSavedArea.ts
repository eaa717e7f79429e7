import { LIMITS } from '../constants/index.js';
import type { DeliveryArea } from '../types/index.js';

/** A delivery area as the platform stores it: the save fixes the pre-order day-until and the price category. */
export type SavedDeliveryArea = DeliveryArea & {
  preOrderDayUntil: typeof LIMITS.areaPreOrderDayUntil;
  priceCategory: typeof LIMITS.areaPriceCategory;
};

/**
 * The area a restaurant save sends (entities-lists-forms section 5): the pre-order day-until is fixed at 30 and
 * the price category at average, whatever the area held; a polygon drops its radius and a circle its polygon.
 * Does not change the input.
 * @example toSavedArea({ name: 'Centre', deliveryRadius: 2000 }) // { name: 'Centre', deliveryRadius: 2000, area: null, preOrderDayUntil: 30, priceCategory: 'average' }
 */
export function toSavedArea(area: DeliveryArea): SavedDeliveryArea {
  const polygon = Array.isArray(area.area) && area.area.length > 0 ? area.area : null;
  const isPolygon = polygon !== null;
  return {
    ...area,
    area: polygon ? polygon.map((point) => ({ lat: point.lat, lng: point.lng })) : null,
    deliveryRadius: isPolygon ? null : (area.deliveryRadius ?? null),
    preOrderDayUntil: LIMITS.areaPreOrderDayUntil,
    priceCategory: LIMITS.areaPriceCategory,
  };
}
