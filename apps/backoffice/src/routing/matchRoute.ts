import type { Parser } from 'wouter';
import { matchRoute as matchPattern } from 'wouter';

import type { AppRoute } from './routes';
import { notFoundRoute, routes } from './routes';

/** The route a path opens, with its parameters. */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/**
 * The first route of the table that matches the path (without its query string); the not-found route when
 * none does.
 */
export function matchAppRoute(parser: Parser, path: string): RouteMatch {
  for (const route of routes) {
    const [matched, params] = matchPattern(parser, route.path, path);
    if (matched) {
      const defined = Object.entries(params ?? {}).filter(
        (entry): entry is [string, string] =>
          !/^\d+$/.test(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
      );
      return { route, params: Object.fromEntries(defined.map(([key, value]) => [key, safeDecode(value)])) };
    }
  }
  return { route: notFoundRoute, params: {} };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
