import type { HeldRoles } from '@backoffice/domain';
import { guardRoute, homePathFor } from '@backoffice/domain';

import { pathFor } from './pathFor';
import { routeNamed } from './routes';

/**
 * Where a signed-in user lands (after sign-in, and behind the logo): the role's home from the domain
 * (order-active for restaurant admins, order-list otherwise). The billing-only role may not open the orders, so it
 * lands on the invoices dashboard instead.
 * @example landingPath(['ROLE_RESTAURANT']) // '/orders/active'
 * @example landingPath(['ROLE_EXTRA_BILLING_ACCESS']) // '/invoices'
 */
export function landingPath(roles: HeldRoles): string {
  const home = homePathFor(roles);
  const homeRoute = routeNamed(home === '/orders/active' ? 'order-active' : 'order-list');
  if (guardRoute(homeRoute.access, { roles }, home).kind === 'allow') return home;
  const invoices = routeNamed('invoice-dashboard');
  if (guardRoute(invoices.access, { roles }, invoices.path).kind === 'allow')
    return pathFor('invoice-dashboard');
  return pathFor('unauthorized');
}
