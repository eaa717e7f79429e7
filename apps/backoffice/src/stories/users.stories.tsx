import type { Sandbox } from '@backoffice/sandbox';
import type { Meta } from '@storybook/react-vite';

import type { UserRecord } from '../screens/users/users';
import { userAddresses } from '../screens/users/userAddresses';
import { users } from '../screens/users/users';
import { dataListStories } from './dataListStories';
import { entityFormStories, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import { screenMeta, startingWith } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The users' screens as the super admin sees them: the list, a user's form (and the new user's), the user's
 * addresses (list and form), company balances and canteen balances (a budget per cloud canteen).
 */
const meta = { title: 'Screens/Users/Screens', ...screenMeta } satisfies Meta;

export default meta;

/** The user shown: a company employee of the seed, with addresses and balances. */
const shownUser = (sandbox: Sandbox) => {
  const user = sandbox.store.get('users', 7) as UserRecord | undefined;
  if (!user) throw new Error('The seed has no user 7');
  return user;
};
const ofUser = (sandbox: Sandbox) => ({ userId: shownUser(sandbox).id });

const stories = {
  ...prefixed(
    'List',
    entityListStories(users, {
      row: () => 'admin@example.com',
      // The signed-in admin is a user: the platform's user list is never empty.
      states: ['populated', 'loading', 'error'],
    }),
  ),
  ...prefixed('User', entityFormStories(users, { record: shownUser, shownValue: (user) => user.email })),
  ...prefixed(
    'Addresses',
    entityListStories(userAddresses, {
      states: OWN_LIST_STATES,
      params: ofUser,
      row: () => 'Nyugati tér 25',
    }),
  ),
  ...prefixed('Address', entityFormStories(userAddresses, { editStates: OWN_EDIT_STATES, params: ofUser })),
  ...prefixed(
    'Balances',
    dataListStories({
      route: 'user-balances',
      role: 'admin',
      params: ofUser,
      title: (LL) => LL.people.balances.title(),
      data: ['/company-balances'],
      row: () => 'Acme Kft.',
      collections: ['company-balances'],
      emptyText: (LL) => LL.people.balances.empty(),
    }),
  ),
  // A row per cloud canteen, with the user's credits there: without cloud canteens the table is empty.
  ...prefixed(
    'CanteenBalances',
    dataListStories({
      route: 'user-canteen-balances',
      role: 'admin',
      params: ofUser,
      title: (LL) => LL.people.canteenBalances.title(),
      data: ['/cloud-canteens'],
      row: () => 'Acme office canteen',
      collections: ['cloud-canteens'],
      emptyText: (LL) => LL.people.canteenBalances.empty(),
      errorText: (LL) => startingWith(LL.entities.common.loadError({ message: '' })),
    }),
  ),
};

export const ListPopulatedEn = stories.ListPopulatedEn;
export const ListPopulatedHu = stories.ListPopulatedHu;
export const ListLoadingEn = stories.ListLoadingEn;
export const ListLoadingHu = stories.ListLoadingHu;
export const ListErrorEn = stories.ListErrorEn;
export const ListErrorHu = stories.ListErrorHu;
export const UserEditPopulatedEn = stories.UserEditPopulatedEn;
export const UserEditPopulatedHu = stories.UserEditPopulatedHu;
export const UserEditLoadingEn = stories.UserEditLoadingEn;
export const UserEditLoadingHu = stories.UserEditLoadingHu;
export const UserEditErrorEn = stories.UserEditErrorEn;
export const UserEditErrorHu = stories.UserEditErrorHu;
export const UserCreateEmptyEn = stories.UserCreateEmptyEn;
export const UserCreateEmptyHu = stories.UserCreateEmptyHu;
export const AddressesPopulatedEn = stories.AddressesPopulatedEn;
export const AddressesPopulatedHu = stories.AddressesPopulatedHu;
export const AddressesEmptyEn = stories.AddressesEmptyEn;
export const AddressesEmptyHu = stories.AddressesEmptyHu;
export const AddressEditPopulatedEn = stories.AddressEditPopulatedEn;
export const AddressEditPopulatedHu = stories.AddressEditPopulatedHu;
export const AddressCreateEmptyEn = stories.AddressCreateEmptyEn;
export const AddressCreateEmptyHu = stories.AddressCreateEmptyHu;
export const BalancesPopulatedEn = stories.BalancesPopulatedEn;
export const BalancesPopulatedHu = stories.BalancesPopulatedHu;
export const BalancesEmptyEn = stories.BalancesEmptyEn;
export const BalancesEmptyHu = stories.BalancesEmptyHu;
export const BalancesLoadingEn = stories.BalancesLoadingEn;
export const BalancesLoadingHu = stories.BalancesLoadingHu;
export const BalancesErrorEn = stories.BalancesErrorEn;
export const BalancesErrorHu = stories.BalancesErrorHu;
export const CanteenBalancesPopulatedEn = stories.CanteenBalancesPopulatedEn;
export const CanteenBalancesPopulatedHu = stories.CanteenBalancesPopulatedHu;
export const CanteenBalancesEmptyEn = stories.CanteenBalancesEmptyEn;
export const CanteenBalancesEmptyHu = stories.CanteenBalancesEmptyHu;
export const CanteenBalancesLoadingEn = stories.CanteenBalancesLoadingEn;
export const CanteenBalancesLoadingHu = stories.CanteenBalancesLoadingHu;
export const CanteenBalancesErrorEn = stories.CanteenBalancesErrorEn;
export const CanteenBalancesErrorHu = stories.CanteenBalancesErrorHu;
