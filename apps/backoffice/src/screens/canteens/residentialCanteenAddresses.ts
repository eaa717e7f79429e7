import type { Resource } from '@backoffice/api';
import { resources } from '@backoffice/api';
import type { Address } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';

/** A delivery address of a residential canteen: the address fields sit on the record itself. */
type ResidentialCanteenAddressRecord = Address & {
  id: string | number;
  name?: string | null;
  residentialCanteen?: string | null;
} & Record<string, unknown>;
/** The form's values: the address fields gathered into one address for the kit's address field. */
type ResidentialCanteenAddressValues = ResidentialCanteenAddressRecord & { address: Address | null };

const addressKeys = [
  'street',
  'houseNumber',
  'postCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'fullAddress',
] as const;

/** Residential canteen addresses (super admin): the canteen, a name and the address with autocomplete. */
export const residentialCanteenAddresses = defineEntity<
  ResidentialCanteenAddressRecord,
  ResidentialCanteenAddressValues
>({
  route: 'residential-canteen-address',
  resource: resources.residentialCanteenAddresses as unknown as Resource<ResidentialCanteenAddressRecord>,
  formId: 'residentialCanteens',
  texts: (LL) => LL.canteens.residentialCanteenAddresses,
  titleOf: (entry) => entry.name ?? entry.fullAddress ?? String(entry.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'residentialCanteen', kind: 'reference', entity: 'residential-canteens' },
      { field: 'fullAddress' },
      { field: 'city', sortable: true },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    filters: [
      {
        field: 'residentialCanteen',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'residential-canteens' },
      },
    ],
  },
  form: {
    defaults: { name: '', residentialCanteen: null, address: null },
    toValues: (entry) => {
      const present = addressKeys.some((key) => entry[key] !== undefined && entry[key] !== null);
      return {
        ...entry,
        address: present
          ? (Object.fromEntries(addressKeys.map((key) => [key, entry[key] ?? null])) as Address)
          : null,
      };
    },
    toPayload: ({ address, ...entry }) => ({
      ...entry,
      ...Object.fromEntries(addressKeys.map((key) => [key, address?.[key] ?? null])),
    }),
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'residentialCanteen', kind: 'entity', entity: 'residential-canteens', isRequired: true },
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'address', kind: 'address' },
        ],
      },
    ],
  },
});
