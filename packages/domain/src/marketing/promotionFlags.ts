import type { Promotion } from '../types/index.js';

/** The derived switches of a promotion form (entities-lists-forms section 3). */
export interface PromotionFlags {
  /** The promotion runs between two dates (dateFrom, dateTo). */
  datePeriod: boolean;
  /** The promotion runs between two times of day (timeFrom, timeTo). */
  timePeriod: boolean;
  /** The promotion applies to the listed restaurants only. */
  selectedRestaurantsOnly: boolean;
}

const isSet = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * Derives the switches of a promotion from its fields: a date period when either date is set, a time period when
 * either time is set, and selected restaurants only when any restaurant is listed.
 * @example promotionFlags({ id: 1, promotionType: 'user', dateFrom: '2025-01-01' })
 * // { datePeriod: true, timePeriod: false, selectedRestaurantsOnly: false }
 */
export function promotionFlags(
  promotion: Pick<Promotion, 'dateFrom' | 'dateTo' | 'timeFrom' | 'timeTo' | 'restaurants'>,
): PromotionFlags {
  return {
    datePeriod: isSet(promotion.dateFrom) || isSet(promotion.dateTo),
    timePeriod: isSet(promotion.timeFrom) || isSet(promotion.timeTo),
    selectedRestaurantsOnly: (promotion.restaurants ?? []).length > 0,
  };
}
