import { resources, setAllowanceActive } from '@backoffice/api';
import type { Address, Allowance, AllowanceWeek, CompanyAddress, Team } from '@backoffice/domain';
import { LIMITS, fromAllowanceWeek, toAllowanceWeek, validateExpenseCodeConfig } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import type { EntityDefinition, EntityRecord, FormDefinition } from '../../entities/types';
import { AllowanceDaysField } from './AllowanceDaysField';
import { expenseCodeDefaults, expenseCodeSection } from './expenseCodes';
import { textsWith } from './textsWith';

export type CompanyAddressRecord = CompanyAddress & Record<string, unknown>;
export type TeamRecord = Team & Record<string, unknown>;
export type AllowanceRecord = Allowance & Record<string, unknown>;

/**
 * Whose records a company sub-page shows: the company of the route (`/companies/:companyId/…`) or, on the company
 * admin's own pages (`/company/…`), their company. The list asks only for that company's records and a new record
 * belongs to it.
 */
export type CompanyScope = { kind: 'route' } | { kind: 'own'; iri: string };

const companyIri = (id: string) => `/api/v1/companies/${id}`;
function scopeOf<V extends object>(
  scope: CompanyScope,
): NonNullable<EntityDefinition<EntityRecord, V>['scope']> {
  const iriOf = (params: Record<string, string>) =>
    scope.kind === 'own' ? scope.iri : params.companyId ? companyIri(params.companyId) : null;
  return {
    query: (params) => {
      const iri = iriOf(params);
      return iri ? { company: [iri] } : {};
    },
    defaults: (params) => ({ company: iriOf(params) }) as unknown as Partial<V>,
  };
}

// ---- Addresses ------------------------------------------------------------------------------------------------

const addressKeys = [
  'street',
  'houseNumber',
  'postCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'fullAddress',
] as const satisfies readonly (keyof Address)[];
/** An address record's form values: its address fields gathered for the kit's address field. */
export type AddressValues<T> = T & { address: Address | null };

/** The one-line text of an address: street and house number, post code and city. */
function fullAddressOf(address: Address): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const city = [address.postCode, address.city].filter(Boolean).join(' ');
  return [street, city].filter((part) => part !== '').join(', ');
}

/**
 * The form of an address record (a company's or a user's address): its name and its address, edited with the
 * kit's address autocomplete and map; the address is stored flat on the record (street, city, …, fullAddress).
 */
export function addressForm<T extends EntityRecord & Address & { name?: string | null }>(): FormDefinition<
  T,
  AddressValues<T>
> {
  return {
    defaults: { name: '', address: null } as Partial<AddressValues<T>>,
    toValues: (record) => ({
      ...record,
      address: Object.fromEntries(addressKeys.map((key) => [key, record[key] ?? null])) as Address,
    }),
    toPayload: ({ address, ...record }) => {
      const fields = address ?? {};
      return {
        ...record,
        ...Object.fromEntries(addressKeys.map((key) => [key, fields[key] ?? null])),
        fullAddress: fields.fullAddress || fullAddressOf(fields) || null,
      } as unknown as Partial<T>;
    },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'address', kind: 'address', isRequired: true },
        ],
      },
    ] as FormDefinition<T, AddressValues<T>>['sections'],
  };
}

/** A company's addresses (list, create, edit), edited with the kit's address autocomplete and map. */
export function companyAddresses(route: string, scope: CompanyScope) {
  return defineEntity<CompanyAddressRecord, AddressValues<CompanyAddressRecord>>({
    route,
    resource: resources.companyAddresses,
    formId: 'companyAddresses',
    texts: (LL) => LL.people.companyAddresses,
    titleOf: (address) => address.name || address.fullAddress || String(address.id),
    scope: scopeOf(scope),
    list: {
      columns: [
        { field: 'name', sortable: true },
        { field: 'fullAddress' },
        { field: 'city', sortable: true },
      ],
      defaultSort: { field: 'name', direction: 'ascending' },
      search: true,
    },
    form: addressForm<CompanyAddressRecord>(),
  });
}

// ---- Teams ----------------------------------------------------------------------------------------------------

/** A company's teams (list, create, edit), each with its employees. */
export function companyTeams(route: string, scope: CompanyScope) {
  return defineEntity<TeamRecord>({
    route,
    resource: resources.companyTeams,
    formId: 'teams',
    texts: (LL) => LL.people.teams,
    titleOf: (team) => team.name || String(team.id),
    scope: scopeOf(scope),
    list: {
      columns: [
        { field: 'name', sortable: true },
        { field: 'employees', kind: 'reference', entity: 'users' },
      ],
      defaultSort: { field: 'name', direction: 'ascending' },
      search: true,
    },
    form: {
      defaults: { name: '', employees: [] },
      sections: [
        { id: 'general', fields: [{ name: 'name', kind: 'text', isRequired: true }] },
        {
          id: 'employees',
          fields: [{ name: 'employees', kind: 'entity', entity: 'users', isMultiple: true }],
        },
      ],
    },
  });
}

// ---- Allowances -----------------------------------------------------------------------------------------------

/** The allowance form's values: the allowance with its days as periods per weekday (`weekdays.d1` … `d7`). */
export type AllowanceValues = AllowanceRecord & { weekdays: AllowanceWeek };

/**
 * A company's allowances: the list with activate and deactivate (PUT isActive), and the form with the days 1 to 7
 * and their periods (period-hours rules: format, start not after end, no overlap), the allowed teams, the
 * interval start, and the expense code configuration with its preview.
 */
export function companyAllowances(route: string, scope: CompanyScope) {
  return defineEntity<AllowanceRecord, AllowanceValues>({
    route,
    resource: resources.companyAllowances,
    formId: 'allowances',
    texts: (LL) => textsWith(LL.people.allowances, { weekdays: LL.people.allowances.fields.days }),
    titleOf: (allowance) => allowance.name || String(allowance.id),
    scope: scopeOf(scope),
    list: {
      columns: [
        { field: 'name', sortable: true },
        { field: 'amount', kind: 'money', sortable: true },
        { field: 'intervalStart', kind: 'date' },
        { field: 'isActive', kind: 'boolean' },
      ],
      defaultSort: { field: 'name', direction: 'ascending' },
      search: true,
      quickFilters: [
        { id: 'active', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'true' }] },
        { id: 'inactive', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'false' }] },
      ],
      rowActions: [
        {
          id: 'activate',
          isAvailable: (allowance) => allowance.isActive !== true,
          run: (client, allowance) => setAllowanceActive(client, allowance.id, true),
          notice: 'activated',
        },
        {
          id: 'deactivate',
          isAvailable: (allowance) => allowance.isActive === true,
          run: (client, allowance) => setAllowanceActive(client, allowance.id, false),
          confirm: 'plain',
          isCritical: true,
          notice: 'deactivated',
        },
      ],
    },
    form: {
      defaults: {
        name: '',
        amount: null,
        isActive: true,
        intervalStart: null,
        groupAllowedEmployees: [],
        weekdays: toAllowanceWeek([]),
        ...expenseCodeDefaults,
      },
      toValues: (allowance) => ({ ...allowance, weekdays: toAllowanceWeek(allowance.days) }),
      toPayload: ({ weekdays, ...allowance }) => ({ ...allowance, days: fromAllowanceWeek(weekdays) }),
      validate: (values) => validateExpenseCodeConfig(values),
      sections: [
        {
          id: 'general',
          fields: [
            { name: 'name', kind: 'text', isRequired: true },
            { name: 'amount', kind: 'number', min: 0 },
            { name: 'intervalStart', kind: 'date' },
            { name: 'isActive', kind: 'switch' },
          ],
        },
        {
          id: 'days',
          fields: [
            {
              name: 'weekdays',
              kind: 'custom',
              render: (props) => <AllowanceDaysField {...props} />,
              // The period hours validate 300 ms after input (entities-lists-forms section 5), not after the
              // form's 1000 ms.
              validateDelayMs: LIMITS.validationDelayMs,
            },
          ],
        },
        {
          id: 'employees',
          placement: 'aside',
          fields: [
            { name: 'groupAllowedEmployees', kind: 'entity', entity: 'company-teams', isMultiple: true },
          ],
        },
        expenseCodeSection<AllowanceValues>('expenseCodes'),
      ],
    },
  });
}
