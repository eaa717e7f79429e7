import { entityScreens } from '../../entities/entityScreens';
import { PushNotificationsScreen } from '../admin/PushNotificationsScreen';
import { brands } from '../marketing/brands';
import { coupons } from '../marketing/coupons';
import { promoBanners } from '../marketing/promoBanners';
import { promotions } from '../marketing/promotions';
import { registrationCodes } from '../marketing/registrationCodes';
import { RestaurantHighlightsScreen } from '../marketing/RestaurantHighlightsScreen';
import { tagGroups } from '../marketing/tagGroups';
import { tags } from '../marketing/tags';
import type { ScreenMap } from '../screenTypes';

/** The screens of the marketing group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  ...entityScreens(promotions),
  ...entityScreens(coupons),
  ...entityScreens(promoBanners),
  ...entityScreens(brands),
  ...entityScreens(tags),
  ...entityScreens(tagGroups),
  ...entityScreens(registrationCodes),
  'restaurant-highlights': RestaurantHighlightsScreen,
  'push-notifications': PushNotificationsScreen,
};
