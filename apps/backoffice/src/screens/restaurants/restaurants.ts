import type { ApiClient } from '@backoffice/api';
import {
  activateRestaurant,
  clearRestaurantMenu,
  cloneRestaurant,
  createRestaurantAccessToken,
  deleteRestaurantAccessToken,
  inactivateRestaurantForToday,
  resources,
  setRestaurantFlags,
} from '@backoffice/api';
import type { Restaurant } from '@backoffice/domain';

import { defineEntity } from '../../entities/entityScreens';
import { pathFor } from '../../routing/pathFor';
import { restaurantTexts } from './restaurantTexts';

/** A restaurant as the screens read it (the platform's other fields kept). */
export type RestaurantRecord = Restaurant &
  Record<string, unknown> & { accessToken?: string | null; inactiveUntil?: string | null };

const flags = (client: ApiClient, row: RestaurantRecord, value: Parameters<typeof setRestaurantFlags>[2]) =>
  setRestaurantFlags(client, row.id, value);

/**
 * Restaurants (super admin): the list with its actions (activate and deactivate, inactivate for today, enable or
 * disable for restaurant admins, clone, the access token, clear the menu behind a strong confirm) and the create
 * form. The edit route is the tabbed editor (RestaurantEditScreen).
 */
export const restaurants = defineEntity<RestaurantRecord>({
  route: 'restaurant',
  resource: resources.restaurants,
  formId: 'restaurant',
  texts: restaurantTexts,
  titleOf: (restaurant) => restaurant.name || String(restaurant.id),
  list: {
    columns: [
      { field: 'name', sortable: true },
      { field: 'id', kind: 'number', sortable: true, width: 80 },
      { field: 'isActive', kind: 'boolean' },
      { field: 'isEnabledForRestaurantAdmin', kind: 'boolean' },
      { field: 'inactiveUntil', kind: 'dateTime' },
      { field: 'externalType' },
      { field: 'accessToken' },
    ],
    defaultSort: { field: 'name', direction: 'ascending' },
    search: true,
    quickFilters: [
      { id: 'active', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'true' }] },
      { id: 'inactive', filters: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'false' }] },
    ],
    addableFilters: [{ field: 'name', type: 'string', operator: 'partial' }],
    rowActions: [
      {
        id: 'activate',
        isAvailable: (row) => row.isActive !== true || Boolean(row.inactiveUntil),
        run: (client, row) => activateRestaurant(client, row.id),
        notice: 'activated',
      },
      {
        id: 'deactivate',
        isAvailable: (row) => row.isActive === true,
        run: (client, row) => flags(client, row, { isActive: false }),
        notice: 'deactivated',
      },
      {
        id: 'inactivateForToday',
        isAvailable: (row) => row.isActive === true && !row.inactiveUntil,
        run: (client, row) => inactivateRestaurantForToday(client, row.id),
      },
      {
        id: 'enableForRestaurantAdmin',
        isAvailable: (row) => row.isEnabledForRestaurantAdmin !== true,
        run: (client, row) => flags(client, row, { isEnabledForRestaurantAdmin: true }),
      },
      {
        id: 'disableForRestaurantAdmin',
        isAvailable: (row) => row.isEnabledForRestaurantAdmin === true,
        run: (client, row) => flags(client, row, { isEnabledForRestaurantAdmin: false }),
      },
      {
        id: 'clone',
        run: (client, row) => cloneRestaurant(client, row.id),
        opens: (clone) => pathFor('restaurant-edit', { id: (clone as Restaurant).id }),
      },
      {
        id: 'createAccessToken',
        isAvailable: (row) => !row.accessToken,
        run: (client, row) => createRestaurantAccessToken(client, row.id),
      },
      {
        id: 'revokeAccessToken',
        isAvailable: (row) => Boolean(row.accessToken),
        run: (client, row) => deleteRestaurantAccessToken(client, row.id),
        confirm: 'plain',
        isCritical: true,
      },
      {
        id: 'clearMenu',
        run: (client, row) => clearRestaurantMenu(client, row.id),
        confirm: 'strong',
        isCritical: true,
      },
    ],
  },
  form: {
    defaults: {
      name: '',
      isActive: false,
      isEnabledForRestaurantAdmin: true,
      timezoneRegion: 'Europe/Budapest',
      translations: {
        en: { badge: '', banner: '', description: '', search: '' },
        hu: { badge: '', banner: '', description: '', search: '' },
      },
    },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'name', kind: 'text', isRequired: true },
          { name: 'timezoneRegion', kind: 'text' },
          { name: 'externalType', kind: 'text' },
          { name: 'externalId', kind: 'text' },
        ],
      },
      {
        id: 'texts',
        fields: [
          { name: 'translations', kind: 'translations', keys: ['badge', 'banner', 'description', 'search'] },
        ],
      },
      {
        id: 'status',
        placement: 'aside',
        fields: [
          { name: 'isActive', kind: 'switch' },
          { name: 'isEnabledForRestaurantAdmin', kind: 'switch' },
        ],
      },
    ],
  },
});
