import { resources } from '@backoffice/api';
import type { Promotion, PromotionFlags } from '@backoffice/domain';
import { applyPromotionFlags, promotionFlags, validatePromotion } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type PromotionRecord = Promotion & Record<string, unknown>;
/** The form's values: the promotion and its derived switches (domain's promotionFlags). */
type PromotionValues = PromotionRecord & PromotionFlags;

const flagsOf = (values: PromotionValues): PromotionFlags => ({
  datePeriod: values.datePeriod,
  timePeriod: values.timePeriod,
  selectedRestaurantsOnly: values.selectedRestaurantsOnly,
});

/** Discounts (promotions) for a company, a user or an allowance, in a date and time window (issue #12). */
export const promotions = defineEntity<PromotionRecord, PromotionValues>({
  route: 'promotion',
  resource: resources.promotions,
  formId: 'promotions',
  texts: (LL) => LL.entities.promotions,
  titleOf: (promotion) => promotion.name ?? String(promotion.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'promotionType', kind: 'option', sortable: true },
      { field: 'discountPercent', kind: 'number', sortable: true },
      { field: 'dateFrom', kind: 'date', sortable: true },
      { field: 'dateTo', kind: 'date', sortable: true },
      { field: 'company', kind: 'reference', entity: 'companies' },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    quickFilters: [
      {
        id: 'company',
        filters: [{ field: 'promotionType', type: 'string', operator: 'exact', value: 'company' }],
      },
      { id: 'user', filters: [{ field: 'promotionType', type: 'string', operator: 'exact', value: 'user' }] },
      {
        id: 'allowance',
        filters: [{ field: 'promotionType', type: 'string', operator: 'exact', value: 'allowance' }],
      },
    ],
    filters: [
      {
        field: 'promotionType',
        type: 'string',
        operator: 'exact',
        control: 'select',
        options: { values: ['company', 'user', 'allowance'] },
      },
      {
        field: 'company',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'companies' },
      },
      { field: 'dateFrom', type: 'date', operator: 'after', control: 'date' },
      { field: 'dateTo', type: 'date', operator: 'before', control: 'date' },
    ],
    addableFilters: [
      { field: 'name', type: 'string', operator: 'partial' },
      { field: 'discountPercent', type: 'number', operator: 'gte' },
      { field: 'discountPercent', type: 'number', operator: 'lte' },
    ],
  },
  form: {
    defaults: {
      name: '',
      promotionType: 'company',
      discountPercent: null,
      datePeriod: false,
      timePeriod: false,
      selectedRestaurantsOnly: false,
      restaurants: [],
      users: [],
      allowances: [],
      company: null,
    },
    toValues: (promotion) => ({ ...promotion, ...promotionFlags(promotion) }),
    toPayload: (values) => {
      const {
        datePeriod: _date,
        timePeriod: _time,
        selectedRestaurantsOnly: _only,
        ...promotion
      } = applyPromotionFlags(values, flagsOf(values));
      return promotion;
    },
    validate: (values) => validatePromotion(values, flagsOf(values)),
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          {
            name: 'promotionType',
            kind: 'select',
            options: ['company', 'user', 'allowance'],
            isRequired: true,
          },
          { name: 'discountPercent', kind: 'number', min: 0, max: 100, isRequired: true },
        ],
      },
      {
        id: 'targets',
        fields: [
          {
            name: 'company',
            kind: 'entity',
            entity: 'companies',
            visibleWhen: (values) => values.promotionType !== 'user',
          },
          {
            name: 'users',
            kind: 'entity',
            entity: 'users',
            isMultiple: true,
            visibleWhen: (values) => values.promotionType === 'user',
          },
          {
            name: 'allowances',
            kind: 'entity',
            entity: 'company-allowances',
            isMultiple: true,
            visibleWhen: (values) => values.promotionType === 'allowance',
          },
          { name: 'selectedRestaurantsOnly', kind: 'switch' },
          {
            name: 'restaurants',
            kind: 'entity',
            entity: 'restaurants',
            isMultiple: true,
            visibleWhen: (values) => values.selectedRestaurantsOnly,
          },
        ],
      },
      {
        id: 'period',
        placement: 'aside',
        fields: [
          { name: 'datePeriod', kind: 'switch' },
          { name: 'dateFrom', kind: 'date', visibleWhen: (values) => values.datePeriod },
          { name: 'dateTo', kind: 'date', visibleWhen: (values) => values.datePeriod },
          { name: 'timePeriod', kind: 'switch' },
          {
            name: 'timeFrom',
            kind: 'dateTime',
            granularity: 'time',
            visibleWhen: (values) => values.timePeriod,
          },
          {
            name: 'timeTo',
            kind: 'dateTime',
            granularity: 'time',
            visibleWhen: (values) => values.timePeriod,
          },
        ],
      },
    ],
  },
});
