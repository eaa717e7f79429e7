import { isValidTime } from '../forms/isValidTime.js';
import type { Promotion } from '../types/index.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import type { PromotionFlags } from './promotionFlags.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string | null | undefined): text is string =>
  typeof text === 'string' && DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';
const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * Checks a promotion draft under its switches:
 * - a date period needs at least one date, each `YYYY-MM-DD`, and `dateTo` not before `dateFrom` (`order`);
 * - a time period needs both times, `HH:mm(:ss)`, and `timeTo` after `timeFrom` (`order`);
 * - selected restaurants only needs a restaurant (`restaurants: 'required'`);
 * - the target of the type is required: the company for `company` and `allowance`, a user for `user`, an
 *   allowance for `allowance`.
 * @example validatePromotion({ promotionType: 'user', users: [], dateFrom: '2025-02-01', dateTo: '2025-01-01' },
 *   { datePeriod: true, timePeriod: false, selectedRestaurantsOnly: false })
 * // { valid: false, errors: { dateTo: 'order', users: 'required' } }
 */
export function validatePromotion(
  promotion: Pick<
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
  >,
  flags: PromotionFlags,
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  if (flags.datePeriod) {
    const { dateFrom, dateTo } = promotion;
    if (blank(dateFrom) && blank(dateTo)) errors.dateFrom = 'required';
    if (!blank(dateFrom) && !isDate(dateFrom)) errors.dateFrom = 'format';
    if (!blank(dateTo) && !isDate(dateTo)) errors.dateTo = 'format';
    if (isDate(dateFrom) && isDate(dateTo) && dateTo < dateFrom) errors.dateTo = 'order';
  }
  if (flags.timePeriod) {
    const { timeFrom, timeTo } = promotion;
    if (blank(timeFrom)) errors.timeFrom = 'required';
    else if (!isValidTime(timeFrom)) errors.timeFrom = 'format';
    if (blank(timeTo)) errors.timeTo = 'required';
    else if (!isValidTime(timeTo)) errors.timeTo = 'format';
    if (
      typeof timeFrom === 'string' &&
      typeof timeTo === 'string' &&
      isValidTime(timeFrom) &&
      isValidTime(timeTo) &&
      seconds(timeTo) <= seconds(timeFrom)
    ) {
      errors.timeTo = 'order';
    }
  }
  if (flags.selectedRestaurantsOnly && (promotion.restaurants ?? []).length === 0) {
    errors.restaurants = 'required';
  }
  const type = promotion.promotionType;
  if ((type === 'company' || type === 'allowance') && blank(promotion.company)) errors.company = 'required';
  if (type === 'user' && (promotion.users ?? []).length === 0) errors.users = 'required';
  if (type === 'allowance' && (promotion.allowances ?? []).length === 0) errors.allowances = 'required';
  return toValidationResult(errors);
}
