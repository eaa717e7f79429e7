import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { companies } from '../screens/companies/companies';
import { companyAddresses, companyAllowances, companyTeams } from '../screens/companies/companyEntities';
import type { UserRecord } from '../screens/users/users';
import { dataListStories } from './dataListStories';
import { entityFormStories, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import type { ScreenCheck } from './screenStories';
import { heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * A company's pages as its company admin sees them (the seed's Acme Kft.): the company's form, its employees and
 * balances, and its addresses, teams and allowances (lists and forms). Only a super admin creates companies: the
 * new company's form is seen with theirs. The company admin's own pages (`/company…`, their company taken from the
 * session): /company opens the company's form, and the own addresses and allowances (lists and forms).
 */
const meta = { title: 'Screens/Companies/Pages', ...screenMeta } satisfies Meta;

export default meta;

const COMPANY_ID = 1;
const ofCompany = () => ({ companyId: COMPANY_ID });
const route = { kind: 'route' } as const;
/** The company admin's own routes: their company is the session's (the seed's company admin manages Acme Kft.). */
const own = { kind: 'own', iri: `/api/v1/companies/${COMPANY_ID}` } as const;

/** The company's first employee in the seed. */
const employee = (sandbox: Sandbox) => {
  const found = (sandbox.store.list('users') as UserRecord[]).find((user) => user.companyId === COMPANY_ID);
  if (!found) throw new Error('The seed has no employee of the company');
  return found;
};
/** The e-mail address (its name in the lists) of the user of the company's first balance in the seed. */
const balanceHolder = ({ sandbox }: ScreenCheck) => {
  const balance = sandbox.store
    .list('company-balances')
    .find((entry) => entry.company === `/api/v1/companies/${COMPANY_ID}`);
  const user = sandbox.store.get('users', String(balance?.user).split('/').pop() ?? '') as
    UserRecord | undefined;
  if (!user) throw new Error('The seed has no balance at the company');
  return user.email;
};

const stories = {
  ...prefixed(
    'Company',
    entityFormStories(companies, {
      role: 'company',
      createRole: 'admin',
      record: (sandbox) => sandbox.store.get('companies', COMPANY_ID) as never,
    }),
  ),
  ...prefixed(
    'Employees',
    dataListStories({
      route: 'company-employees',
      role: 'company',
      params: ofCompany,
      title: (LL) => `${LL.people.employees.title()} · Acme Kft.`,
      data: ['/users'],
      row: ({ sandbox }) => employee(sandbox).email,
    }),
  ),
  ...prefixed(
    'Balances',
    dataListStories({
      route: 'company-balances',
      role: 'company',
      params: ofCompany,
      data: ['/company-balances'],
      row: balanceHolder,
      collections: ['company-balances'],
      emptyText: (LL) => LL.people.balances.empty(),
    }),
  ),
  ...prefixed(
    'Addresses',
    entityListStories(companyAddresses('company-address', route), {
      role: 'company',
      params: ofCompany,
      row: () => 'HQ',
    }),
  ),
  ...prefixed(
    'Address',
    entityFormStories(companyAddresses('company-address', route), {
      editStates: OWN_EDIT_STATES,
      role: 'company',
      params: ofCompany,
    }),
  ),
  ...prefixed(
    'Teams',
    entityListStories(companyTeams('company-team', route), {
      states: OWN_LIST_STATES,
      role: 'company',
      params: ofCompany,
      row: () => 'Engineering',
    }),
  ),
  ...prefixed(
    'Team',
    entityFormStories(companyTeams('company-team', route), {
      editStates: OWN_EDIT_STATES,
      role: 'company',
      params: ofCompany,
    }),
  ),
  ...prefixed(
    'Allowances',
    entityListStories(companyAllowances('company-allowance', route), {
      states: OWN_LIST_STATES,
      role: 'company',
      params: ofCompany,
      row: () => 'Lunch allowance',
    }),
  ),
  ...prefixed(
    'Allowance',
    entityFormStories(companyAllowances('company-allowance', route), {
      editStates: OWN_EDIT_STATES,
      role: 'company',
      params: ofCompany,
    }),
  ),
  // /company is the company admin's way to their company: it opens the company's form.
  ...prefixed(
    'Own',
    screenStories({
      path: '/company',
      role: 'company',
      data: ['/companies'],
      states: {
        populated: async (check) => {
          await heading(check, 'Acme Kft.');
          await expect(await check.screen.findByDisplayValue('Acme Kft.')).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'OwnAddresses',
    entityListStories(companyAddresses('own-company-address', own), {
      states: OWN_LIST_STATES,
      role: 'company',
      row: () => 'HQ',
    }),
  ),
  ...prefixed(
    'OwnAddress',
    entityFormStories(companyAddresses('own-company-address', own), {
      editStates: OWN_EDIT_STATES,
      role: 'company',
    }),
  ),
  ...prefixed(
    'OwnAllowances',
    entityListStories(companyAllowances('own-company-allowance', own), {
      states: OWN_LIST_STATES,
      role: 'company',
      row: () => 'Lunch allowance',
    }),
  ),
  ...prefixed(
    'OwnAllowance',
    entityFormStories(companyAllowances('own-company-allowance', own), {
      editStates: OWN_EDIT_STATES,
      role: 'company',
    }),
  ),
};

export const CompanyEditPopulatedEn = stories.CompanyEditPopulatedEn;
export const CompanyEditPopulatedHu = stories.CompanyEditPopulatedHu;
export const CompanyEditLoadingEn = stories.CompanyEditLoadingEn;
export const CompanyEditLoadingHu = stories.CompanyEditLoadingHu;
export const CompanyEditErrorEn = stories.CompanyEditErrorEn;
export const CompanyEditErrorHu = stories.CompanyEditErrorHu;
export const CompanyCreateEmptyEn = stories.CompanyCreateEmptyEn;
export const CompanyCreateEmptyHu = stories.CompanyCreateEmptyHu;
export const EmployeesPopulatedEn = stories.EmployeesPopulatedEn;
export const EmployeesPopulatedHu = stories.EmployeesPopulatedHu;
export const EmployeesLoadingEn = stories.EmployeesLoadingEn;
export const EmployeesLoadingHu = stories.EmployeesLoadingHu;
export const EmployeesErrorEn = stories.EmployeesErrorEn;
export const EmployeesErrorHu = stories.EmployeesErrorHu;
export const BalancesPopulatedEn = stories.BalancesPopulatedEn;
export const BalancesPopulatedHu = stories.BalancesPopulatedHu;
export const BalancesEmptyEn = stories.BalancesEmptyEn;
export const BalancesEmptyHu = stories.BalancesEmptyHu;
export const BalancesLoadingEn = stories.BalancesLoadingEn;
export const BalancesLoadingHu = stories.BalancesLoadingHu;
export const BalancesErrorEn = stories.BalancesErrorEn;
export const BalancesErrorHu = stories.BalancesErrorHu;
export const AddressesPopulatedEn = stories.AddressesPopulatedEn;
export const AddressesPopulatedHu = stories.AddressesPopulatedHu;
export const AddressesEmptyEn = stories.AddressesEmptyEn;
export const AddressesEmptyHu = stories.AddressesEmptyHu;
export const AddressesLoadingEn = stories.AddressesLoadingEn;
export const AddressesLoadingHu = stories.AddressesLoadingHu;
export const AddressesErrorEn = stories.AddressesErrorEn;
export const AddressesErrorHu = stories.AddressesErrorHu;
export const AddressEditPopulatedEn = stories.AddressEditPopulatedEn;
export const AddressEditPopulatedHu = stories.AddressEditPopulatedHu;
export const AddressCreateEmptyEn = stories.AddressCreateEmptyEn;
export const AddressCreateEmptyHu = stories.AddressCreateEmptyHu;
export const TeamsPopulatedEn = stories.TeamsPopulatedEn;
export const TeamsPopulatedHu = stories.TeamsPopulatedHu;
export const TeamsEmptyEn = stories.TeamsEmptyEn;
export const TeamsEmptyHu = stories.TeamsEmptyHu;
export const TeamEditPopulatedEn = stories.TeamEditPopulatedEn;
export const TeamEditPopulatedHu = stories.TeamEditPopulatedHu;
export const TeamCreateEmptyEn = stories.TeamCreateEmptyEn;
export const TeamCreateEmptyHu = stories.TeamCreateEmptyHu;
export const AllowancesPopulatedEn = stories.AllowancesPopulatedEn;
export const AllowancesPopulatedHu = stories.AllowancesPopulatedHu;
export const AllowancesEmptyEn = stories.AllowancesEmptyEn;
export const AllowancesEmptyHu = stories.AllowancesEmptyHu;
export const AllowanceEditPopulatedEn = stories.AllowanceEditPopulatedEn;
export const AllowanceEditPopulatedHu = stories.AllowanceEditPopulatedHu;
export const AllowanceCreateEmptyEn = stories.AllowanceCreateEmptyEn;
export const AllowanceCreateEmptyHu = stories.AllowanceCreateEmptyHu;
export const OwnPopulatedEn = stories.OwnPopulatedEn;
export const OwnPopulatedHu = stories.OwnPopulatedHu;
export const OwnAddressesPopulatedEn = stories.OwnAddressesPopulatedEn;
export const OwnAddressesPopulatedHu = stories.OwnAddressesPopulatedHu;
export const OwnAddressesEmptyEn = stories.OwnAddressesEmptyEn;
export const OwnAddressesEmptyHu = stories.OwnAddressesEmptyHu;
export const OwnAddressEditPopulatedEn = stories.OwnAddressEditPopulatedEn;
export const OwnAddressEditPopulatedHu = stories.OwnAddressEditPopulatedHu;
export const OwnAddressCreateEmptyEn = stories.OwnAddressCreateEmptyEn;
export const OwnAddressCreateEmptyHu = stories.OwnAddressCreateEmptyHu;
export const OwnAllowancesPopulatedEn = stories.OwnAllowancesPopulatedEn;
export const OwnAllowancesPopulatedHu = stories.OwnAllowancesPopulatedHu;
export const OwnAllowancesEmptyEn = stories.OwnAllowancesEmptyEn;
export const OwnAllowancesEmptyHu = stories.OwnAllowancesEmptyHu;
export const OwnAllowanceEditPopulatedEn = stories.OwnAllowanceEditPopulatedEn;
export const OwnAllowanceEditPopulatedHu = stories.OwnAllowanceEditPopulatedHu;
export const OwnAllowanceCreateEmptyEn = stories.OwnAllowanceCreateEmptyEn;
export const OwnAllowanceCreateEmptyHu = stories.OwnAllowanceCreateEmptyHu;
