import { cloneCustomExport, resources } from '@backoffice/api';
import type { CustomExport } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

/** A custom export as the list and form read it: its public token and columns kept as sent. */
export type CustomExportRecord = CustomExport & { token?: string | null } & Record<string, unknown>;

/** The custom exports (super admin): name, category and query; cloning one gives a copy with its own token. */
export const customExports = defineEntity<CustomExportRecord>({
  route: 'custom-export',
  resource: resources.customExports,
  formId: 'customExport',
  texts: (LL) => LL.admin.customExport,
  titleOf: (entry) => entry.name || String(entry.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'category', kind: 'reference', entity: 'custom-export-category' },
      { field: 'query' },
      { field: 'id', kind: 'number', sortable: true },
    ],
    defaultSort: { field: 'id', direction: 'ascending' },
    search: true,
    filters: [
      {
        field: 'category',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'custom-export-category' },
      },
    ],
    rowActions: [{ id: 'clone', run: (client, entry) => cloneCustomExport(client, entry.id) }],
  },
  form: {
    defaults: { name: '', category: null, query: '' },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'query', kind: 'text' },
        ],
      },
      {
        id: 'links',
        placement: 'aside',
        fields: [{ name: 'category', kind: 'entity', entity: 'custom-export-category' }],
      },
    ],
  },
});
