import type { QueryParams } from '@backoffice/domain';

import type { RouteParams } from '../routing/pathFor';
import { fillPattern } from '../routing/pathFor';
import { routeNamed } from '../routing/routes';
import { safeRedirect } from './safeRedirect';

/** The list, create and edit routes of an entity, from the name of one of them (`brand-edit` → `brand-*`). */
export function entityRoutes(routeName: string): {
  list: string;
  create: string;
  edit: string;
  idParam: string;
} {
  const base = routeName.replace(/-(list|create|edit)$/, '');
  const edit = routeNamed(`${base}-edit`);
  // The last required parameter: an optional one after it is a page (`/restaurants/:id/:page?`).
  const idParam = [...edit.path.matchAll(/:(\w+)(?![\w?])/g)].at(-1)?.[1] ?? 'id';
  return { list: `${base}-list`, create: `${base}-create`, edit: edit.name, idParam };
}

/**
 * Where an edit screen goes after creating an entity: the redirectTo query when it holds a path of the app,
 * otherwise the new entity's edit route (keeping the tab).
 * @example afterCreatePath('brand-create', 42, {}, {}) // '/brands/42'
 */
export function afterCreatePath(
  routeName: string,
  newId: string | number,
  params: RouteParams,
  query: QueryParams,
): string {
  const { edit, idParam } = entityRoutes(routeName);
  const target = fillPattern(routeNamed(edit).path, { ...params, [idParam]: newId });
  const tab = typeof query.tab === 'string' ? `?tab=${encodeURIComponent(query.tab)}` : '';
  return safeRedirect(query.redirectTo, target + tab);
}

/**
 * Where an edit screen goes after cancel or delete: the redirectTo query when it holds a path of the app,
 * otherwise the entity's list.
 * @example afterLeavePath('brand-edit', { id: '3' }, {}) // '/brands'
 */
export function afterLeavePath(routeName: string, params: RouteParams, query: QueryParams): string {
  const { list } = entityRoutes(routeName);
  return safeRedirect(query.redirectTo, fillPattern(routeNamed(list).path, params));
}
