import { resources } from '@backoffice/api';

import { defineEntity } from '../../entities/entityScreens';

type CategoryRecord = { id: string | number; name?: string } & Record<string, unknown>;

/** The categories custom exports are filed under (super admin). */
export const customExportCategories = defineEntity<CategoryRecord>({
  route: 'custom-export-category',
  resource: resources.customExportCategories,
  formId: 'customExportCategory',
  texts: (LL) => LL.admin.customExportCategory,
  titleOf: (category) => category.name ?? String(category.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'id', kind: 'number', sortable: true },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
  },
  form: {
    defaults: { name: '' },
    sections: [{ id: 'general', fields: [{ name: 'name', kind: 'text', isRequired: true }] }],
  },
});
