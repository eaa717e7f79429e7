import { resources } from '@backoffice/api';
import type { Coupon } from '@backoffice/domain';
import { validateCoupon } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type CouponRecord = Coupon & Record<string, unknown>;

/** Coupons: a value off an order between a minimum and a maximum order price, at chosen restaurants. */
export const coupons = defineEntity<CouponRecord>({
  route: 'coupon',
  resource: resources.coupons,
  formId: 'coupon',
  texts: (LL) => LL.entities.coupon,
  titleOf: (coupon) => coupon.code ?? String(coupon.id),
  list: {
    columns: [
      { field: 'code', sortable: true },
      { field: 'value', kind: 'money', sortable: true },
      { field: 'minimumPrice', kind: 'money', sortable: true },
      { field: 'maximumPrice', kind: 'money', sortable: true },
      { field: 'restaurants', kind: 'reference', entity: 'restaurants' },
      { field: 'isActive', kind: 'boolean' },
    ],
    defaultSort: { field: 'code', direction: 'ascending' },
    search: true,
    quickFilters: [
      { id: 'active', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'true' }] },
      { id: 'inactive', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'false' }] },
    ],
    filters: [
      {
        field: 'restaurants',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'restaurants' },
      },
    ],
    addableFilters: [
      { field: 'code', type: 'string', operator: 'partial' },
      { field: 'value', type: 'number', operator: 'gte' },
      { field: 'value', type: 'number', operator: 'lte' },
    ],
    rowActions: [
      {
        id: 'activate',
        isAvailable: (coupon) => coupon.isActive !== true,
        run: (client, coupon) => resources.coupons.update(client, coupon.id, { ...coupon, isActive: true }),
        notice: 'activated',
      },
      {
        id: 'deactivate',
        isAvailable: (coupon) => coupon.isActive === true,
        run: (client, coupon) => resources.coupons.update(client, coupon.id, { ...coupon, isActive: false }),
        notice: 'deactivated',
      },
    ],
  },
  form: {
    defaults: { code: '', value: 0, minimumPrice: null, maximumPrice: null, restaurants: [], isActive: true },
    validate: validateCoupon,
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'code', kind: 'text', isRequired: true },
          { name: 'value', kind: 'number', min: 0, isRequired: true },
          { name: 'minimumPrice', kind: 'number', min: 0 },
          { name: 'maximumPrice', kind: 'number', min: 0 },
        ],
      },
      {
        id: 'restaurants',
        placement: 'aside',
        fields: [
          { name: 'isActive', kind: 'switch' },
          { name: 'restaurants', kind: 'entity', entity: 'restaurants', isMultiple: true },
        ],
      },
    ],
  },
});
