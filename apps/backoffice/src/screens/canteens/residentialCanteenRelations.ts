import type { Resource } from '@backoffice/api';
import { resources } from '@backoffice/api';

import { defineEntity } from '../../entities/entityScreens';

/** A partner relation: a restaurant that cooks for a residential canteen, and when it delivers. */
type ResidentialCanteenRelationRecord = {
  id: string | number;
  residentialCanteen?: string | null;
  restaurant?: string | null;
  deliveryTime?: string | null;
} & Record<string, unknown>;

/** Residential canteen partner relations (super admin): the canteen, the restaurant and the delivery time. */
export const residentialCanteenRelations = defineEntity<ResidentialCanteenRelationRecord>({
  route: 'residential-canteen-relation',
  resource:
    resources.residentialCanteenPartnerRelations as unknown as Resource<ResidentialCanteenRelationRecord>,
  formId: 'residentialCanteens',
  texts: (LL) => LL.canteens.residentialCanteenRelations,
  titleOf: (relation) => `#${String(relation.id)}`,
  list: {
    columns: [
      { field: 'residentialCanteen', kind: 'reference', entity: 'residential-canteens' },
      { field: 'restaurant', kind: 'reference', entity: 'restaurants' },
      { field: 'deliveryTime' },
    ],
    filters: [
      {
        field: 'residentialCanteen',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'residential-canteens' },
      },
      {
        field: 'restaurant',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'restaurants' },
      },
    ],
  },
  form: {
    defaults: { residentialCanteen: null, restaurant: null, deliveryTime: null },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'residentialCanteen', kind: 'entity', entity: 'residential-canteens', isRequired: true },
          { name: 'restaurant', kind: 'entity', entity: 'restaurants', isRequired: true },
          { name: 'deliveryTime', kind: 'dateTime', granularity: 'time', isRequired: true },
        ],
      },
    ],
  },
});
