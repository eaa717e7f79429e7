import type { Resource } from '@backoffice/api';
import { resources } from '@backoffice/api';
import type { Address } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import type { AddressValues } from '../companies/companyEntities';
import { addressForm } from '../companies/companyEntities';

/** A user's address as the generic resource reads it. */
export type UserAddressRecord = {
  id: string | number;
  user?: string | null;
  name?: string | null;
} & Address &
  Record<string, unknown>;

const userIri = (id: string) => `/api/v1/users/${id}`;

/** A user's addresses (list, create, edit under /users/{userId}/addresses), with the address autocomplete. */
export const userAddresses = defineEntity<UserAddressRecord, AddressValues<UserAddressRecord>>({
  route: 'user-address',
  resource: resources.userAddresses as unknown as Resource<UserAddressRecord>,
  formId: 'userAddresses',
  texts: (LL) => LL.people.userAddresses,
  titleOf: (address) => address.name || address.fullAddress || String(address.id),
  scope: {
    query: (params) => (params.userId ? { user: [userIri(params.userId)] } : {}),
    defaults: (params) => ({ user: params.userId ? userIri(params.userId) : null }),
  },
  list: {
    columns: [{ field: 'name', sortable: true }, { field: 'fullAddress' }, { field: 'city', sortable: true }],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
  },
  form: addressForm<UserAddressRecord>(),
});
