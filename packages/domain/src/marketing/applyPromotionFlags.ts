import type { Promotion } from '../types/index.js';
import type { PromotionFlags } from './promotionFlags.js';

type PromotionFields = Pick<
  Promotion,
  | 'promotionType'
  | 'dateFrom'
  | 'dateTo'
  | 'timeFrom'
  | 'timeTo'
  | 'restaurants'
  | 'users'
  | 'allowances'
  | 'company'
>;

/**
 * The promotion as it is saved: a switched-off period or restaurant choice clears its fields, and only the
 * target list of the promotion type is kept (users for `user`, allowances for `allowance`, the company for
 * `company` and `allowance`, whose allowances belong to a company). Returns a new object.
 * @example applyPromotionFlags({ promotionType: 'user', dateFrom: '2025-01-01', users: ['/api/v1/users/1'] },
 *   { datePeriod: false, timePeriod: false, selectedRestaurantsOnly: false })
 * // { promotionType: 'user', dateFrom: null, dateTo: null, timeFrom: null, timeTo: null, restaurants: [],
 * //   users: ['/api/v1/users/1'], allowances: [], company: null }
 */
export function applyPromotionFlags<T extends PromotionFields>(promotion: T, flags: PromotionFlags): T {
  const type = promotion.promotionType;
  return {
    ...promotion,
    dateFrom: flags.datePeriod ? (promotion.dateFrom ?? null) : null,
    dateTo: flags.datePeriod ? (promotion.dateTo ?? null) : null,
    timeFrom: flags.timePeriod ? (promotion.timeFrom ?? null) : null,
    timeTo: flags.timePeriod ? (promotion.timeTo ?? null) : null,
    restaurants: flags.selectedRestaurantsOnly ? [...(promotion.restaurants ?? [])] : [],
    users: type === 'user' ? [...(promotion.users ?? [])] : [],
    allowances: type === 'allowance' ? [...(promotion.allowances ?? [])] : [],
    company: type === 'company' || type === 'allowance' ? (promotion.company ?? null) : null,
  };
}
