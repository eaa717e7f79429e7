import type { BreadcrumbItem } from '@backoffice/ui';
import type { Session } from '@backoffice/domain';
import { guardRoute } from '@backoffice/domain';

import type { TranslationFunctions } from '../i18n/i18n-types';
import type { RouteMatch } from '../routing/matchRoute';
import { fillPattern } from '../routing/pathFor';
import { routeNamed } from '../routing/routes';

/**
 * The breadcrumb trail of a route, from its metadata (root first, the current page last). Ancestors the user may
 * not open (their roles) or whose path needs a parameter the current route lacks are left out.
 */
export function breadcrumbTrail(
  match: RouteMatch,
  session: Session | null,
  LL: TranslationFunctions,
): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [{ id: match.route.name, label: match.route.title(LL) }];
  const seen = new Set([match.route.name]);
  let parentName = match.route.parent;
  while (parentName && !seen.has(parentName)) {
    seen.add(parentName);
    const parent = routeNamed(parentName);
    parentName = parent.parent;
    if (guardRoute(parent.access, session, parent.path).kind !== 'allow') continue;
    let href: string;
    try {
      href = fillPattern(parent.path, match.params);
    } catch {
      continue;
    }
    trail.unshift({ id: parent.name, label: parent.title(LL), href });
  }
  return trail;
}
