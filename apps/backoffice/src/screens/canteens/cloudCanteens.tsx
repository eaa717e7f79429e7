import { realtimeChannels, resources } from '@backoffice/api';
import type { CloudCanteen } from '@backoffice/domain';
import { validateCloudCanteen } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import { expenseCodeDefaults, expenseCodeSection } from '../companies/expenseCodes';
import { BudgetOverridesField } from './BudgetOverridesField';
import { CutoffTimeField } from './CutoffTimeField';
import { PreCreateDeliveryJobs } from './PreCreateDeliveryJobs';
import { RelatedRestaurantsField } from './RelatedRestaurantsField';

type CloudCanteenRecord = CloudCanteen & Record<string, unknown>;

const companyIri = (companyId: string | undefined) => `/api/v1/companies/${companyId ?? ''}`;
const orNull = (text: unknown) => (typeof text === 'string' && text !== '' ? text : null);

/**
 * A company's cloud canteens (entities-lists-forms sections 3, 5 and 7; super admin only), under
 * `/companies/{companyId}/cloudcanteens`: the list shows the company's canteens, a new one belongs to it. The form
 * edits the delivery time, the cutoff time and the recurrence end, the address with autocomplete, the related
 * restaurants with their cutoff rules and cutoff overrides, the budget overrides and the expense code
 * configuration (the editor the allowances use); a saved canteen can pre-create its delivery jobs. The list follows
 * its canteens' `private-cloudcanteens-{id}` channels.
 */
export const cloudCanteens = defineEntity<CloudCanteenRecord>({
  route: 'cloudcanteen',
  resource: resources.cloudCanteens,
  formId: 'cloudCanteens',
  texts: (LL) => LL.canteens.cloudCanteens,
  titleOf: (canteen) => canteen.name ?? String(canteen.identifier ?? canteen.id),
  scope: {
    query: (params) => ({ company: companyIri(params.companyId) }),
    defaults: (params) => ({ company: companyIri(params.companyId) }),
  },
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'identifier', sortable: true },
      { field: 'deliveryTime' },
      { field: 'cutoffTime', sortable: true },
      { field: 'recurrenceEnds', kind: 'date', sortable: true },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    // Each listed canteen's channel: a change reloads the list, at most once per 5 s.
    realtime: (rows) => rows.map((row) => realtimeChannels.cloudCanteen(row.id)),
  },
  form: {
    defaults: {
      name: '',
      identifier: '',
      deliveryTime: null,
      cutoffTime: null,
      recurrenceEnds: null,
      address: null,
      relatedRestaurants: [],
      budgetOverrides: [],
      ...expenseCodeDefaults,
    },
    // The relative date picker holds '' while no override is set; the platform keeps null.
    toValues: (canteen) => ({
      ...canteen,
      relatedRestaurants: (canteen.relatedRestaurants ?? []).map((entry) => ({
        ...entry,
        cutoffTimeOverride: entry.cutoffTimeOverride ?? '',
      })),
    }),
    toPayload: (values) => ({
      ...values,
      cutoffTime: orNull(values.cutoffTime),
      recurrenceEnds: orNull(values.recurrenceEnds),
      relatedRestaurants: (values.relatedRestaurants ?? []).map((entry) => ({
        ...entry,
        cutoffTimeOverride: orNull(entry.cutoffTimeOverride),
      })),
    }),
    validate: (values) => validateCloudCanteen(values),
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'identifier', kind: 'text' },
        ],
      },
      {
        id: 'restaurants',
        fields: [
          {
            name: 'relatedRestaurants',
            kind: 'custom',
            render: (props) => <RelatedRestaurantsField {...props} />,
          },
        ],
      },
      { id: 'address', fields: [{ name: 'address', kind: 'address' }] },
      {
        id: 'budgets',
        fields: [
          { name: 'budgetOverrides', kind: 'custom', render: (props) => <BudgetOverridesField {...props} /> },
        ],
      },
      expenseCodeSection<CloudCanteenRecord>('expenseCodes'),
      {
        id: 'schedule',
        placement: 'aside',
        fields: [
          { name: 'company', kind: 'entity', entity: 'companies', isRequired: true },
          { name: 'deliveryTime', kind: 'dateTime', granularity: 'time', isRequired: true },
          { name: 'cutoffTime', kind: 'custom', render: (props) => <CutoffTimeField {...props} /> },
          { name: 'recurrenceEnds', kind: 'date' },
        ],
      },
      {
        id: 'deliveryJobs',
        placement: 'aside',
        fields: [
          {
            name: 'deliveryJobs',
            kind: 'custom',
            render: () => <PreCreateDeliveryJobs kind="cloud-canteen" />,
          },
        ],
      },
    ],
  },
});
