import type { User } from '@backoffice/domain';
import { isSuperAdmin } from '@backoffice/domain';
import { resources, useItem, useList } from '@backoffice/api';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { Redirect } from 'wouter';

import { EntityFormScreen } from '../../entities/EntityFormScreen';
import { EntityPage } from '../../entities/EntityPage';
import { entityScreens } from '../../entities/entityScreens';
import type { EntityDefinition, EntityRecord } from '../../entities/types';
import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenMap, ScreenProps } from '../screenTypes';
import { companies, ownCompany } from './companies';
import type { CompanyScope } from './companyEntities';
import { companyAddresses, companyAllowances, companyTeams } from './companyEntities';
import type { BalanceRecord } from './PeopleTables';
import { PeopleTable, useBalanceColumns, useEmployeeColumns } from './PeopleTables';

/** The company admin's own company, from the session; null when the account manages none. */
function useOwnCompany(): { iri: string; id: string | number } | null {
  return useClaims()?.managed_companies?.[0] ?? null;
}

/** The company edit screen: every field for a super admin; the name and e-mails for a company admin. */
function CompanyFormScreen(props: ScreenProps) {
  const roles = useClaims()?.roles ?? [];
  const admin = isSuperAdmin(roles);
  const definition = useMemo(() => (admin ? companies : ownCompany(false)), [admin]);
  return <EntityFormScreen {...props} definition={definition} />;
}

/** /company: the company admin's own company, opened at its edit screen. */
function OwnCompanyScreen() {
  const { LL } = useI18n();
  const company = useOwnCompany();
  if (!company)
    return (
      <EntityPage title={LL.screens.ownCompany()} loadFailed={undefined}>
        {LL.people.companies.ownMissing()}
      </EntityPage>
    );
  return <Redirect to={pathFor('company-edit', { companyId: company.id })} replace />;
}

/**
 * The screens of a company sub-entity under the company admin's own routes (`/company/…`): the definition is
 * made for their company, read from the session.
 */
function ownScreens<T extends EntityRecord, V extends object>(
  route: string,
  make: (route: string, scope: CompanyScope) => EntityDefinition<T, V>,
): ScreenMap {
  const screen = (kind: 'list' | 'create' | 'edit'): ComponentType<ScreenProps> => {
    function OwnScreen(props: ScreenProps) {
      const company = useOwnCompany();
      const definition = useMemo(
        () => make(route, company ? { kind: 'own', iri: company.iri } : { kind: 'route' }),
        [company],
      );
      const Screen = useMemo(() => entityScreens(definition)[`${route}-${kind}`], [definition]);
      return Screen ? <Screen {...props} /> : null;
    }
    OwnScreen.displayName = `${route}-${kind}`;
    return OwnScreen;
  };
  return {
    [`${route}-list`]: screen('list'),
    [`${route}-create`]: screen('create'),
    [`${route}-edit`]: screen('edit'),
  };
}

/** A company's employees: its users, each linking to their edit screen; a new user is created for the company. */
function CompanyEmployeesScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const companyId = params.companyId ?? '';
  const company = useItem(resources.companies, companyId || null);
  const list = useList(resources.users, { companyId, itemsPerPage: 1000 });
  const columns = useEmployeeColumns();
  const E = LL.people.employees;
  const name = company.data?.name ?? '';
  return (
    <EntityPage
      title={name ? `${E.title()} · ${name}` : E.title()}
      primaryAction={{ label: E.create(), href: pathFor('user-create') }}
    >
      <PeopleTable<User & Record<string, unknown>>
        name={E.table({ name: name || E.title() })}
        columns={columns}
        rows={list.data?.items}
        error={list.error}
        retry={() => void list.mutate()}
        emptyMessage={E.empty()}
      />
    </EntityPage>
  );
}

/** A company's balances: each user's balance and canteen balance at the company. */
function CompanyBalancesScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const iri = `/api/v1/companies/${params.companyId ?? ''}`;
  const list = useList(resources.companyBalances, { company: [iri], itemsPerPage: 1000 });
  const columns = useBalanceColumns('user');
  const B = LL.people.balances;
  return (
    <EntityPage title={B.title()}>
      <PeopleTable<BalanceRecord>
        name={B.table()}
        columns={columns}
        rows={list.data?.items as BalanceRecord[] | undefined}
        error={list.error}
        retry={() => void list.mutate()}
        emptyMessage={B.empty()}
      />
    </EntityPage>
  );
}

const companyEdit = entityScreens(companies);

/** The screens of the companies group, by route name. */
export const companyScreens: ScreenMap = {
  'company-list': companyEdit['company-list'],
  'company-create': companyEdit['company-create'],
  'company-edit': CompanyFormScreen,
  'own-company': OwnCompanyScreen,
  'company-employees': CompanyEmployeesScreen,
  'company-balances': CompanyBalancesScreen,
  ...entityScreens(companyAddresses('company-address', { kind: 'route' })),
  ...entityScreens(companyTeams('company-team', { kind: 'route' })),
  ...entityScreens(companyAllowances('company-allowance', { kind: 'route' })),
  ...ownScreens('own-company-address', companyAddresses),
  ...ownScreens('own-company-allowance', companyAllowances),
};
