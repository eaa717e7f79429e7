import { realtimeChannels, resources } from '@backoffice/api';
import type { ResidentialCanteen } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import { PreCreateDeliveryJobs } from './PreCreateDeliveryJobs';

type ResidentialCanteenRecord = ResidentialCanteen & Record<string, unknown>;

/**
 * Residential canteens (super admin): name, identifier and address with autocomplete; a saved canteen can
 * pre-create its delivery jobs. The list follows its canteens' `private-residentialcanteens-{id}` channels.
 */
export const residentialCanteens = defineEntity<ResidentialCanteenRecord>({
  route: 'residential-canteen',
  resource: resources.residentialCanteens,
  formId: 'residentialCanteens',
  texts: (LL) => LL.canteens.residentialCanteens,
  titleOf: (canteen) => canteen.name ?? String(canteen.identifier ?? canteen.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'identifier', sortable: true },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    // Each listed canteen's channel: a change reloads the list, at most once per 5 s.
    realtime: (rows) => rows.map((row) => realtimeChannels.residentialCanteen(row.id)),
  },
  form: {
    defaults: { name: '', identifier: '', address: null },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'identifier', kind: 'text' },
        ],
      },
      { id: 'address', fields: [{ name: 'address', kind: 'address' }] },
      {
        id: 'deliveryJobs',
        placement: 'aside',
        fields: [
          {
            name: 'deliveryJobs',
            kind: 'custom',
            render: () => <PreCreateDeliveryJobs kind="residential-canteen" />,
          },
        ],
      },
    ],
  },
});
