import { resources } from '@backoffice/api';
import type { Brand } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

type BrandRecord = Brand & Record<string, unknown>;

/** Restaurant brands: a name and a logo. */
export const brands = defineEntity<BrandRecord>({
  route: 'brand',
  resource: resources.brands,
  formId: 'brand',
  texts: (LL) => LL.entities.brand,
  titleOf: (brand) => brand.name,
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'logo', kind: 'image' },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
  },
  form: {
    defaults: { name: '', logo: null },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'logo', kind: 'image' },
        ],
      },
    ],
  },
});
