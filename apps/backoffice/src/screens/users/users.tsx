import { resources, setUserEnabled } from '@backoffice/api';
import type { User, UserFormValues } from '@backoffice/domain';
import { EXTRA_ROLES, formatPersonName, toUserFormValues, toUserPayload } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import type { EntityDefinition, SectionDefinition } from '../../entities/types';
import { UserPageLinks } from './UserPageLinks';

/** A user as the generic resource reads it. */
export type UserRecord = User & Record<string, unknown>;
/** The user form's values: the user and its derived role flags (the domain's userRoleFlags). */
export type UserValues = UserFormValues & Record<string, unknown>;

const general: SectionDefinition<UserValues> = {
  id: 'general',
  fields: [
    { name: 'lastName', kind: 'text', isRequired: true },
    { name: 'firstName', kind: 'text', isRequired: true },
    { name: 'email', kind: 'text', inputType: 'email', isRequired: true },
    { name: 'phone', kind: 'phone' },
    { name: 'enabled', kind: 'switch' },
  ],
};

/** Links to the user's sub-pages (addresses, balances, canteen balances), once the user exists. */
const pages: SectionDefinition<UserValues> = {
  id: 'pages',
  placement: 'aside',
  fields: [
    {
      name: 'id',
      kind: 'custom',
      render: () => <UserPageLinks />,
      visibleWhen: (values) => values.id !== undefined && values.id !== null,
    },
  ],
};

const base = {
  route: 'user',
  resource: resources.users,
  formId: 'users',
  texts: (LL) => LL.people.users,
  titleOf: (user, locale) => formatPersonName(user, locale) || user.email,
  list: {
    columns: [
      { field: 'lastName', sortable: true },
      { field: 'firstName', sortable: true },
      { field: 'email', sortable: true },
      { field: 'phone' },
      { field: 'company', kind: 'reference', entity: 'companies' },
      { field: 'enabled', kind: 'boolean' },
    ],
    defaultSort: { field: 'lastName', direction: 'ascending' },
    search: true,
    quickFilters: [
      { id: 'active', filters: [{ field: 'enabled', type: 'id', operator: 'exact', value: 'true' }] },
      { id: 'inactive', filters: [{ field: 'enabled', type: 'id', operator: 'exact', value: 'false' }] },
    ],
    filters: [
      {
        field: 'company',
        type: 'id',
        operator: 'exact',
        control: 'select',
        options: { entity: 'companies' },
      },
    ],
    addableFilters: [{ field: 'email', type: 'string', operator: 'partial' }],
    rowActions: [
      {
        id: 'activate',
        isAvailable: (user) => user.enabled === false,
        run: (client, user) => setUserEnabled(client, user.id, true),
        notice: 'activated',
      },
      {
        id: 'deactivate',
        isAvailable: (user) => user.enabled !== false,
        run: (client, user) => setUserEnabled(client, user.id, false),
        confirm: 'plain',
        isCritical: true,
        notice: 'deactivated',
      },
    ],
  },
} satisfies Omit<EntityDefinition<UserRecord, UserValues>, 'form'>;

/** The company a user belongs to, from the company picked (its IRI) and the id the platform filters on. */
function withCompanyId(values: UserValues): UserValues {
  const company = typeof values.company === 'string' && values.company !== '' ? values.company : null;
  const id = company ? company.split('/').at(-1) : null;
  return { ...values, company, companyId: id ? (Number.isNaN(Number(id)) ? id : Number(id)) : null };
}

/**
 * Users for a super admin: the list with activate and deactivate (PUT enabled), and the form with the personal
 * data, the company and its teams, and the roles (super admin, the company and restaurants administered, the
 * extra roles). A super admin's extra roles are not sent (the domain's toUserPayload).
 */
export const users = defineEntity<UserRecord, UserValues>({
  ...base,
  form: {
    defaults: {
      firstName: '',
      lastName: '',
      email: '',
      phone: null,
      enabled: true,
      company: null,
      companyId: null,
      companyTeams: [],
      userRoles: [],
      isSuperAdmin: false,
      adminOfCompany: null,
      adminOfRestaurant: [],
      extraRoles: [],
      canCreateUsers: false,
    },
    toValues: (user) => toUserFormValues(user) as UserValues,
    toPayload: (values) => toUserPayload(withCompanyId(values)) as Partial<UserRecord>,
    sections: [
      general,
      {
        id: 'company',
        placement: 'aside',
        fields: [
          { name: 'company', kind: 'entity', entity: 'companies' },
          { name: 'companyTeams', kind: 'entity', entity: 'company-teams', isMultiple: true },
        ],
      },
      {
        id: 'roles',
        placement: 'aside',
        fields: [
          { name: 'isSuperAdmin', kind: 'switch' },
          {
            name: 'adminOfCompany',
            kind: 'entity',
            entity: 'companies',
            visibleWhen: (values) => !values.isSuperAdmin,
          },
          {
            name: 'adminOfRestaurant',
            kind: 'entity',
            entity: 'restaurants',
            isMultiple: true,
            visibleWhen: (values) => !values.isSuperAdmin,
          },
          {
            name: 'extraRoles',
            kind: 'multiSelect',
            options: EXTRA_ROLES,
            visibleWhen: (values) => !values.isSuperAdmin,
          },
        ],
      },
      pages,
    ],
  },
});

/**
 * Users for a company admin: their own company's people only. The company is theirs and fixed (the platform
 * scopes the list and the writes), so the form has no company or role fields and saves no roles.
 */
export function companyUsers(company: { iri: string; id: string | number }) {
  return defineEntity<UserRecord, UserValues>({
    ...base,
    form: {
      defaults: {
        firstName: '',
        lastName: '',
        email: '',
        phone: null,
        enabled: true,
        company: company.iri,
        companyId: company.id,
        companyTeams: [],
      },
      sections: [
        general,
        {
          id: 'company',
          placement: 'aside',
          fields: [{ name: 'companyTeams', kind: 'entity', entity: 'company-teams', isMultiple: true }],
        },
        pages,
      ],
    },
  });
}
