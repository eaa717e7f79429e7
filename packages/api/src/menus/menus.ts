import type { Struct } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';
import { AnyAnswer } from '../client/structs.js';
import type { Resource } from '../resources/createResource.js';

/** The menu resources that share move, activate and inactivate calls. */
type MenuResource<T> = Pick<Resource<T>, 'name' | 'basePath' | 'item'>;
const at = <T>(resource: MenuResource<T>, id: string | number) => `${resource.basePath}/${seg(id)}`;

/** PUT {base}/{id}/move-to-position with the new position (meals, categories, options, option groups). */
export const moveMenuItem = <T>(
  client: ApiClient,
  resource: MenuResource<T>,
  id: string | number,
  position: number,
): Promise<T> =>
  action(
    client,
    `${resource.name}.moveToPosition`,
    'PUT',
    `${at(resource, id)}/move-to-position`,
    resource.item as Struct<T, unknown>,
    { body: { position } },
  );
/** PUT {base}/{id}/activate. */
export const activateMenuItem = <T>(
  client: ApiClient,
  resource: MenuResource<T>,
  id: string | number,
): Promise<T> =>
  action(client, `${resource.name}.activate`, 'PUT', `${at(resource, id)}/activate`, resource.item);
/** PUT {base}/{id} with isActive false. */
export const deactivateMenuItem = <T>(
  client: ApiClient,
  resource: MenuResource<T>,
  id: string | number,
): Promise<T> =>
  action(client, `${resource.name}.deactivate`, 'PUT', at(resource, id), resource.item, {
    body: { isActive: false },
  });
/** PUT {base}/{id}/inactivate-for-today. */
export const inactivateMenuItemForToday = <T>(
  client: ApiClient,
  resource: MenuResource<T>,
  id: string | number,
): Promise<T> =>
  action(
    client,
    `${resource.name}.inactivateForToday`,
    'PUT',
    `${at(resource, id)}/inactivate-for-today`,
    resource.item,
  );
/** PUT /meals/assignImages with the assignment body (shape not shown). */
export const assignMealImages = (client: ApiClient, body: object) =>
  action(client, 'assignMealImages', 'PUT', '/meals/assignImages', AnyAnswer, { body });
