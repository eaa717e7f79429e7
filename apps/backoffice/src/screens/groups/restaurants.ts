import { entityScreens } from '../../entities/entityScreens';
import { RestaurantEditScreen } from '../restaurants/RestaurantEditScreen';
import { restaurants } from '../restaurants/restaurants';
import type { ScreenMap } from '../screenTypes';

/** The screens of the restaurants group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  ...entityScreens(restaurants),
  'restaurant-edit': RestaurantEditScreen,
};
