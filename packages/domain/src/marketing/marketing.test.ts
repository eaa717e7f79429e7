import { describe, expect, it } from 'vitest';

import type { Promotion } from '../types/index.js';
import { applyPromotionFlags } from './applyPromotionFlags.js';
import { promotionFlags } from './promotionFlags.js';
import { validateCoupon } from './validateCoupon.js';
import { validatePromotion } from './validatePromotion.js';

const base: Promotion = { id: 1, promotionType: 'user', users: ['/api/v1/users/1'] };
const none = { datePeriod: false, timePeriod: false, selectedRestaurantsOnly: false };

describe('promotionFlags', () => {
  it.each([
    [{}, none],
    [{ dateFrom: '2025-01-01' }, { ...none, datePeriod: true }],
    [{ dateTo: '2025-01-01' }, { ...none, datePeriod: true }],
    [{ dateFrom: ' ', dateTo: null }, none],
    [{ timeFrom: '10:00' }, { ...none, timePeriod: true }],
    [{ restaurants: ['/api/v1/restaurants/1'] }, { ...none, selectedRestaurantsOnly: true }],
    [{ restaurants: [] }, none],
  ])('derives %j as %j', (fields, flags) => {
    expect(promotionFlags({ ...base, ...fields })).toEqual(flags);
  });
});

describe('applyPromotionFlags', () => {
  it('clears what a switched-off choice holds and keeps only the target of the type', () => {
    const draft: Promotion = {
      ...base,
      dateFrom: '2025-01-01',
      timeFrom: '10:00',
      timeTo: '12:00',
      restaurants: ['/api/v1/restaurants/1'],
      allowances: ['/api/v1/company-allowances/1'],
      company: '/api/v1/companies/1',
    };
    expect(
      applyPromotionFlags(draft, { datePeriod: false, timePeriod: true, selectedRestaurantsOnly: false }),
    ).toEqual({
      ...draft,
      dateFrom: null,
      dateTo: null,
      restaurants: [],
      allowances: [],
      company: null,
    });
  });

  it('keeps the company of an allowance promotion, whose allowances belong to it', () => {
    const draft: Promotion = {
      id: 2,
      promotionType: 'allowance',
      allowances: ['/api/v1/company-allowances/1'],
      company: '/api/v1/companies/1',
      users: ['/api/v1/users/1'],
    };
    expect(applyPromotionFlags(draft, none)).toMatchObject({ company: draft.company, users: [] });
  });

  it('does not change its input', () => {
    const draft = Object.freeze({
      ...base,
      restaurants: Object.freeze(['/api/v1/restaurants/1']) as string[],
    });
    applyPromotionFlags(draft, none);
    expect(draft.restaurants).toEqual(['/api/v1/restaurants/1']);
  });
});

describe('validatePromotion', () => {
  it('accepts a user promotion with no periods', () => {
    expect(validatePromotion(base, none)).toEqual({ valid: true, errors: {} });
  });

  it.each<[string, Partial<Promotion>, Partial<typeof none>, Record<string, string>]>([
    ['a date period with no date', {}, { datePeriod: true }, { dateFrom: 'required' }],
    [
      'an end before the start',
      { dateFrom: '2025-02-01', dateTo: '2025-01-31' },
      { datePeriod: true },
      { dateTo: 'order' },
    ],
    ['a date in another format', { dateFrom: '01/02/2025' }, { datePeriod: true }, { dateFrom: 'format' }],
    ['a time period with one time', { timeFrom: '10:00' }, { timePeriod: true }, { timeTo: 'required' }],
    [
      'times out of order',
      { timeFrom: '12:00', timeTo: '11:59:59' },
      { timePeriod: true },
      { timeTo: 'order' },
    ],
    ['equal times', { timeFrom: '12:00', timeTo: '12:00:00' }, { timePeriod: true }, { timeTo: 'order' }],
    [
      'a time past midnight',
      { timeFrom: '24:00', timeTo: '12:00' },
      { timePeriod: true },
      { timeFrom: 'format' },
    ],
    [
      'restaurants only, none chosen',
      { restaurants: [] },
      { selectedRestaurantsOnly: true },
      { restaurants: 'required' },
    ],
    ['a user promotion with no user', { users: [] }, {}, { users: 'required' }],
    [
      'a company promotion with no company',
      { promotionType: 'company', company: null },
      {},
      { company: 'required' },
    ],
    [
      'an allowance promotion with nothing chosen',
      { promotionType: 'allowance', allowances: [] },
      {},
      { company: 'required', allowances: 'required' },
    ],
  ])('refuses %s', (_name, fields, flags, errors) => {
    expect(validatePromotion({ ...base, ...fields }, { ...none, ...flags })).toEqual({
      valid: false,
      errors,
    });
  });

  it('accepts a one-day date period', () => {
    expect(
      validatePromotion(
        { ...base, dateFrom: '2025-01-01', dateTo: '2025-01-01' },
        { ...none, datePeriod: true },
      ).valid,
    ).toBe(true);
  });
});

describe('validateCoupon', () => {
  it.each<[string, Parameters<typeof validateCoupon>[0], Record<string, string>]>([
    ['a coupon with a value only', { value: 500 }, {}],
    ['equal bounds', { value: 500, minimumPrice: 2000, maximumPrice: 2000 }, {}],
    ['no value', {}, { value: 'required' }],
    ['a zero value', { value: 0 }, { value: 'min' }],
    ['a negative minimum', { value: 1, minimumPrice: -1 }, { minimumPrice: 'min' }],
    [
      'a minimum above the maximum',
      { value: 1, minimumPrice: 3000, maximumPrice: 2000 },
      { maximumPrice: 'order' },
    ],
    ['a maximum that is no number', { value: 1, maximumPrice: Number.NaN }, { maximumPrice: 'invalid' }],
  ])('%s', (_name, coupon, errors) => {
    expect(validateCoupon(coupon).errors).toEqual(errors);
  });
});
