import type { QueryParams } from '@backoffice/domain';
import { stringifyQuery } from '@backoffice/domain';

import { routeNamed } from './routes';

/** Route parameters by name; a missing optional parameter is left out of the path. */
export type RouteParams = Record<string, string | number | undefined>;

/**
 * Fills a route pattern: `:name` and `:name?` segments take the parameter (encoded); a missing optional segment
 * is dropped. Throws when a required parameter is missing (a programmer error).
 * @example fillPattern('/orders/history/:history?/:id?', { history: '2025-01-15' }) // '/orders/history/2025-01-15'
 */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`The path ${pattern} needs the parameter ${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return filled === '' ? '/' : filled;
}

/**
 * The path of a named route, with an optional query string written by the domain's stringifyQuery.
 * @example pathFor('company-edit', { companyId: 1 }) // '/companies/1'
 * @example pathFor('order-list', {}, { status: 'new' }) // '/orders?status=new'
 */
export function pathFor(name: string, params: RouteParams = {}, query?: QueryParams): string {
  const path = fillPattern(routeNamed(name).path, params);
  const search = query ? stringifyQuery(query) : '';
  return search ? `${path}?${search}` : path;
}
