import type { Meta } from '@storybook/react-vite';

import { cloudCanteens } from '../screens/canteens/cloudCanteens';
import { residentialCanteenAddresses } from '../screens/canteens/residentialCanteenAddresses';
import { residentialCanteenRelations } from '../screens/canteens/residentialCanteenRelations';
import { residentialCanteens } from '../screens/canteens/residentialCanteens';
import { dataListStories } from './dataListStories';
import { entityFormStories, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import { screenMeta } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The canteen screens as the super admin sees them: the canteen rounds and balances, a company's cloud canteens,
 * and the residential canteens with their addresses and partner restaurants (lists and forms).
 */
const meta = { title: 'Screens/Canteens/Screens', ...screenMeta } satisfies Meta;

export default meta;

/** The cloud canteens are the seed's first company's. */
const ofCompany = () => ({ companyId: 1 });

const stories = {
  ...prefixed(
    'Rounds',
    dataListStories({
      route: 'canteens',
      role: 'admin',
      data: ['/canteens'],
      row: () => 'ACME',
      collections: ['canteens'],
      emptyText: (LL) => LL.canteens.list.empty(),
    }),
  ),
  ...prefixed(
    'Balances',
    dataListStories({
      route: 'canteen-balances',
      role: 'admin',
      data: ['/company-balances'],
      row: () => 'Acme Kft.',
      collections: ['company-balances'],
      emptyText: (LL) => LL.canteens.balances.empty(),
    }),
  ),
  ...prefixed(
    'Cloud',
    entityListStories(cloudCanteens, { params: ofCompany, row: () => 'Acme office canteen' }),
  ),
  ...prefixed('CloudCanteen', entityFormStories(cloudCanteens, { params: ofCompany })),
  ...prefixed(
    'Residential',
    entityListStories(residentialCanteens, { states: OWN_LIST_STATES, row: () => 'Riverside residence' }),
  ),
  ...prefixed('ResidentialCanteen', entityFormStories(residentialCanteens, { editStates: OWN_EDIT_STATES })),
  ...prefixed(
    'Addresses',
    entityListStories(residentialCanteenAddresses, { states: OWN_LIST_STATES, row: () => 'Building A' }),
  ),
  ...prefixed('Address', entityFormStories(residentialCanteenAddresses, { editStates: OWN_EDIT_STATES })),
  ...prefixed(
    'Relations',
    entityListStories(residentialCanteenRelations, {
      states: OWN_LIST_STATES,
      row: () => 'Riverside residence',
    }),
  ),
  ...prefixed(
    'Relation',
    entityFormStories(residentialCanteenRelations, { editStates: OWN_EDIT_STATES, shownValue: null }),
  ),
};

export const RoundsPopulatedEn = stories.RoundsPopulatedEn;
export const RoundsPopulatedHu = stories.RoundsPopulatedHu;
export const RoundsEmptyEn = stories.RoundsEmptyEn;
export const RoundsEmptyHu = stories.RoundsEmptyHu;
export const RoundsLoadingEn = stories.RoundsLoadingEn;
export const RoundsLoadingHu = stories.RoundsLoadingHu;
export const RoundsErrorEn = stories.RoundsErrorEn;
export const RoundsErrorHu = stories.RoundsErrorHu;
export const BalancesPopulatedEn = stories.BalancesPopulatedEn;
export const BalancesPopulatedHu = stories.BalancesPopulatedHu;
export const BalancesEmptyEn = stories.BalancesEmptyEn;
export const BalancesEmptyHu = stories.BalancesEmptyHu;
export const BalancesLoadingEn = stories.BalancesLoadingEn;
export const BalancesLoadingHu = stories.BalancesLoadingHu;
export const BalancesErrorEn = stories.BalancesErrorEn;
export const BalancesErrorHu = stories.BalancesErrorHu;
export const CloudPopulatedEn = stories.CloudPopulatedEn;
export const CloudPopulatedHu = stories.CloudPopulatedHu;
export const CloudEmptyEn = stories.CloudEmptyEn;
export const CloudEmptyHu = stories.CloudEmptyHu;
export const CloudLoadingEn = stories.CloudLoadingEn;
export const CloudLoadingHu = stories.CloudLoadingHu;
export const CloudErrorEn = stories.CloudErrorEn;
export const CloudErrorHu = stories.CloudErrorHu;
export const CloudCanteenEditPopulatedEn = stories.CloudCanteenEditPopulatedEn;
export const CloudCanteenEditPopulatedHu = stories.CloudCanteenEditPopulatedHu;
export const CloudCanteenEditLoadingEn = stories.CloudCanteenEditLoadingEn;
export const CloudCanteenEditLoadingHu = stories.CloudCanteenEditLoadingHu;
export const CloudCanteenEditErrorEn = stories.CloudCanteenEditErrorEn;
export const CloudCanteenEditErrorHu = stories.CloudCanteenEditErrorHu;
export const CloudCanteenCreateEmptyEn = stories.CloudCanteenCreateEmptyEn;
export const CloudCanteenCreateEmptyHu = stories.CloudCanteenCreateEmptyHu;
export const ResidentialPopulatedEn = stories.ResidentialPopulatedEn;
export const ResidentialPopulatedHu = stories.ResidentialPopulatedHu;
export const ResidentialEmptyEn = stories.ResidentialEmptyEn;
export const ResidentialEmptyHu = stories.ResidentialEmptyHu;
export const ResidentialCanteenEditPopulatedEn = stories.ResidentialCanteenEditPopulatedEn;
export const ResidentialCanteenEditPopulatedHu = stories.ResidentialCanteenEditPopulatedHu;
export const ResidentialCanteenCreateEmptyEn = stories.ResidentialCanteenCreateEmptyEn;
export const ResidentialCanteenCreateEmptyHu = stories.ResidentialCanteenCreateEmptyHu;
export const AddressesPopulatedEn = stories.AddressesPopulatedEn;
export const AddressesPopulatedHu = stories.AddressesPopulatedHu;
export const AddressesEmptyEn = stories.AddressesEmptyEn;
export const AddressesEmptyHu = stories.AddressesEmptyHu;
export const AddressEditPopulatedEn = stories.AddressEditPopulatedEn;
export const AddressEditPopulatedHu = stories.AddressEditPopulatedHu;
export const AddressCreateEmptyEn = stories.AddressCreateEmptyEn;
export const AddressCreateEmptyHu = stories.AddressCreateEmptyHu;
export const RelationsPopulatedEn = stories.RelationsPopulatedEn;
export const RelationsPopulatedHu = stories.RelationsPopulatedHu;
export const RelationsEmptyEn = stories.RelationsEmptyEn;
export const RelationsEmptyHu = stories.RelationsEmptyHu;
export const RelationEditPopulatedEn = stories.RelationEditPopulatedEn;
export const RelationEditPopulatedHu = stories.RelationEditPopulatedHu;
export const RelationCreateEmptyEn = stories.RelationCreateEmptyEn;
export const RelationCreateEmptyHu = stories.RelationCreateEmptyHu;
