import { entityScreens } from '../../entities/entityScreens';
import { CanteenBalancesScreen } from '../canteens/CanteenBalancesScreen';
import { CanteensScreen } from '../canteens/CanteensScreen';
import { cloudCanteens } from '../canteens/cloudCanteens';
import { withCanteenRealtime } from '../canteens/liveCanteenScreens';
import { residentialCanteenAddresses } from '../canteens/residentialCanteenAddresses';
import { residentialCanteenRelations } from '../canteens/residentialCanteenRelations';
import { residentialCanteens } from '../canteens/residentialCanteens';
import type { ScreenMap } from '../screenTypes';

/** The screens of the canteens group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  canteens: CanteensScreen,
  'canteen-balances': CanteenBalancesScreen,
  ...withCanteenRealtime(entityScreens(cloudCanteens), {
    editRoute: 'cloudcanteen-edit',
    kind: 'cloudCanteen',
    idParam: 'cloudcanteenId',
    resourceName: 'cloud-canteens',
  }),
  ...withCanteenRealtime(entityScreens(residentialCanteens), {
    editRoute: 'residential-canteen-edit',
    kind: 'residentialCanteen',
    idParam: 'entityId',
    resourceName: 'residential-canteens',
  }),
  ...entityScreens(residentialCanteenAddresses),
  ...entityScreens(residentialCanteenRelations),
};
