import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import type { RestaurantPage } from '../screens/restaurants/restaurantPages';
import { restaurantPageTextKeys } from '../screens/restaurants/restaurantPages';
import { restaurants } from '../screens/restaurants/restaurants';
import type { StoryRole } from './ScreenStory';
import { entityFormStories, pathOf } from './entityFormStories';
import { heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The restaurant editor (/restaurants/{id}/{page}) on the seed's Pasta Palace: its general page as a form (and the
 * new restaurant's), every other page as the super admin sees it, and the menu as the restaurant's own admin sees
 * it (the menu and the business hours are all they may open).
 */
const meta = { title: 'Screens/Restaurants/Editor', ...screenMeta } satisfies Meta;

export default meta;

const RESTAURANT_ID = 1;
const editor = routeNamed('restaurant-edit');

/** The pages shown one by one (General has its form stories; Otter shows only for restaurants that use it). */
type ShownPage = Exclude<RestaurantPage, 'general' | 'otter'>;

/** One page of the editor, loaded: the restaurant's name as the heading and the page's tab chosen. */
const pageStories = (page: ShownPage, role: StoryRole) =>
  screenStories({
    path: pathOf(editor.path, { id: RESTAURANT_ID, page }),
    role,
    data: ['/restaurants'],
    // A restaurant admin's day opens the incoming-order dialog over every screen: a subject of its own.
    ...(role === 'restaurant'
      ? { orderCount: 0, localStorage: { 'backoffice.notifications.notManagingOrders': '1' } }
      : {}),
    states: {
      populated: async (check) => {
        await heading(check, 'Pasta Palace');
        await expect(
          await check.screen.findByRole('tab', {
            name: check.LL.restaurants.editor.pages[restaurantPageTextKeys[page]](),
            selected: true,
          }),
        ).toBeVisible();
        // The menu editor is a chunk of its own, with its categories and meals read after it: the picture waits for
        // them, not for the spinner before them (a busy machine showed the spinner for two stable screenshots).
        if (page === 'menu') {
          await check.screen.findByRole('heading', { name: check.LL.menuEditor.categories.list() });
          await waitFor(() => expect(check.screen.queryByRole('progressbar')).toBeNull());
        }
      },
    },
  });

const stories = {
  ...prefixed('General', entityFormStories(restaurants)),
  ...prefixed('Menu', pageStories('menu', 'admin')),
  ...prefixed('BusinessHours', pageStories('business-hours', 'admin')),
  ...prefixed('PickupDelivery', pageStories('pickup-delivery', 'admin')),
  ...prefixed('DeliveryAreas', pageStories('delivery-areas', 'admin')),
  ...prefixed('Billing', pageStories('billing', 'admin')),
  ...prefixed('Software', pageStories('software', 'admin')),
  ...prefixed('Canteen', pageStories('canteen', 'admin')),
  ...prefixed('OwnMenu', pageStories('menu', 'restaurant')),
};

export const GeneralEditPopulatedEn = stories.GeneralEditPopulatedEn;
export const GeneralEditPopulatedHu = stories.GeneralEditPopulatedHu;
export const GeneralEditLoadingEn = stories.GeneralEditLoadingEn;
export const GeneralEditLoadingHu = stories.GeneralEditLoadingHu;
export const GeneralEditErrorEn = stories.GeneralEditErrorEn;
export const GeneralEditErrorHu = stories.GeneralEditErrorHu;
export const GeneralCreateEmptyEn = stories.GeneralCreateEmptyEn;
export const GeneralCreateEmptyHu = stories.GeneralCreateEmptyHu;
export const MenuPopulatedEn = stories.MenuPopulatedEn;
export const MenuPopulatedHu = stories.MenuPopulatedHu;
export const BusinessHoursPopulatedEn = stories.BusinessHoursPopulatedEn;
export const BusinessHoursPopulatedHu = stories.BusinessHoursPopulatedHu;
export const PickupDeliveryPopulatedEn = stories.PickupDeliveryPopulatedEn;
export const PickupDeliveryPopulatedHu = stories.PickupDeliveryPopulatedHu;
export const DeliveryAreasPopulatedEn = stories.DeliveryAreasPopulatedEn;
export const DeliveryAreasPopulatedHu = stories.DeliveryAreasPopulatedHu;
export const BillingPopulatedEn = stories.BillingPopulatedEn;
export const BillingPopulatedHu = stories.BillingPopulatedHu;
export const SoftwarePopulatedEn = stories.SoftwarePopulatedEn;
export const SoftwarePopulatedHu = stories.SoftwarePopulatedHu;
export const CanteenPopulatedEn = stories.CanteenPopulatedEn;
export const CanteenPopulatedHu = stories.CanteenPopulatedHu;
export const OwnMenuPopulatedEn = stories.OwnMenuPopulatedEn;
export const OwnMenuPopulatedHu = stories.OwnMenuPopulatedHu;
