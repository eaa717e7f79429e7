import { entityScreens } from '../../entities/entityScreens';
import type { ScreenMap } from '../screenTypes';
import { UserBalancesScreen, UserCanteenBalancesScreen } from '../users/UserBalanceScreens';
import { userAddresses } from '../users/userAddresses';
import { UserFormScreen } from '../users/UserScreens';
import { users } from '../users/users';

/** The screens of the users group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  'user-list': entityScreens(users)['user-list'],
  'user-create': UserFormScreen,
  'user-edit': UserFormScreen,
  ...entityScreens(userAddresses),
  'user-balances': UserBalancesScreen,
  'user-canteen-balances': UserCanteenBalancesScreen,
};
