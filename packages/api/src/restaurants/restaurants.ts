import type { Restaurant } from '@backoffice/domain';
import { array, string, type } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient, DownloadedFile } from '../client/createApiClient.js';
import { AnyAnswer, IdStruct, maybe } from '../client/structs.js';
import { RestaurantStruct } from '../resources/entities.struct.js';

const r = (id: string | number) => `/restaurants/${seg(id)}`;

/** PUT /restaurants/{id}/activate. */
export const activateRestaurant = (client: ApiClient, id: string | number): Promise<Restaurant> =>
  action(client, 'activateRestaurant', 'PUT', `${r(id)}/activate`, RestaurantStruct);
/** PUT /restaurants/{id}/inactivate-for-today. */
export const inactivateRestaurantForToday = (client: ApiClient, id: string | number): Promise<Restaurant> =>
  action(client, 'inactivateRestaurantForToday', 'PUT', `${r(id)}/inactivate-for-today`, RestaurantStruct);
/** PUT /restaurants/{id} with isActive and/or isEnabledForRestaurantAdmin. */
export const setRestaurantFlags = (
  client: ApiClient,
  id: string | number,
  flags: { isActive?: boolean; isEnabledForRestaurantAdmin?: boolean },
): Promise<Restaurant> =>
  action(client, 'setRestaurantFlags', 'PUT', r(id), RestaurantStruct, { body: flags });

const AccessTokenStruct = type({ accessToken: maybe(string()), token: maybe(string()) });
/** PUT /restaurants/{id}/access-token (answer not shown: token fields typed, the rest kept). */
export const createRestaurantAccessToken = (client: ApiClient, id: string | number) =>
  action(client, 'createRestaurantAccessToken', 'PUT', `${r(id)}/access-token`, AccessTokenStruct);
/** DELETE /restaurants/{id}/access-token. */
export const deleteRestaurantAccessToken = async (client: ApiClient, id: string | number): Promise<void> => {
  await action(client, 'deleteRestaurantAccessToken', 'DELETE', `${r(id)}/access-token`, AnyAnswer);
};

/** GET /restaurants/{id}/export-categories | export-meals | export-option-groups: a file. */
export const exportRestaurantMenu = (
  client: ApiClient,
  id: string | number,
  part: 'export-categories' | 'export-meals' | 'export-option-groups',
): Promise<DownloadedFile> =>
  client.download({
    call: 'exportRestaurantMenu',
    method: 'GET',
    path: `${r(id)}/${part}`,
    fallbackFileName: `${part}-${id}.csv`,
  });

/** POST /restaurants/{id}/import-menu (multipart, the file under `file`). */
export const importRestaurantMenu = (
  client: ApiClient,
  id: string | number,
  file: Blob,
  fileName = 'menu.csv',
) => {
  const form = new FormData();
  form.append('file', file, fileName);
  return action(client, 'importRestaurantMenu', 'POST', `${r(id)}/import-menu`, AnyAnswer, { body: form });
};
/** PUT /restaurants/{id}/clone. */
export const cloneRestaurant = (client: ApiClient, id: string | number): Promise<Restaurant> =>
  action(client, 'cloneRestaurant', 'PUT', `${r(id)}/clone`, RestaurantStruct);

const HighlightingStruct = type({ restaurants: maybe(array(IdStruct)) });
/** GET /restaurants/highlighting (shape not shown: the restaurant list typed, the rest kept). */
export const getRestaurantHighlighting = (client: ApiClient) =>
  action(client, 'getRestaurantHighlighting', 'GET', '/restaurants/highlighting', HighlightingStruct);
/** PUT /restaurants/highlighting. */
export const updateRestaurantHighlighting = (client: ApiClient, body: object) =>
  action(client, 'updateRestaurantHighlighting', 'PUT', '/restaurants/highlighting', HighlightingStruct, {
    body,
  });
/** DELETE /restaurants/{id}/clear-menu. */
export const clearRestaurantMenu = async (client: ApiClient, id: string | number): Promise<void> => {
  await action(client, 'clearRestaurantMenu', 'DELETE', `${r(id)}/clear-menu`, AnyAnswer);
};
const MenuLastUpdateStruct = type({ lastUpdate: maybe(string()) });
/** GET /restaurants/{id}/menu-lastupdate. */
export const getRestaurantMenuLastUpdate = (client: ApiClient, id: string | number) =>
  action(client, 'getRestaurantMenuLastUpdate', 'GET', `${r(id)}/menu-lastupdate`, MenuLastUpdateStruct);

/**
 * Confirms the collected-orders notification of a canteen: PUT {restaurant}/confirm-canteen-notification/
 * collected_orders_notification/{canteenId}; with `token` it goes to the public route without login.
 */
export const confirmCanteenNotification = (
  client: ApiClient,
  input: {
    restaurantId: string | number;
    canteenId: string | number;
    canteenIdentifier: string;
    cutoffTime: string;
    token?: string;
  },
) =>
  action(
    client,
    'confirmCanteenNotification',
    'PUT',
    `${input.token ? '/public' : ''}${r(input.restaurantId)}/confirm-canteen-notification/collected_orders_notification/${seg(input.canteenId)}`,
    AnyAnswer,
    {
      body: { canteenIdentifier: input.canteenIdentifier, cutoffTime: input.cutoffTime },
      ...(input.token ? { query: { token: input.token } } : {}),
    },
  );
