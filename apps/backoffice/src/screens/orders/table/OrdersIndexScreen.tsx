import { homePathFor } from '@backoffice/domain';
import { Redirect } from 'wouter';

import { pathFor } from '../../../routing/pathFor';
import type { ScreenProps } from '../../screenTypes';
import { useClaims } from '../../../session/SessionProvider';
import { OrdersTableScreen } from './OrdersTableScreen';

/**
 * /orders (route order-list): restaurant admins live in the live view, so they go to order-active (spec
 * section 2: "for a restaurant admin, /orders shows a tabbed live view"); everyone else gets the orders table.
 * Who counts as a restaurant admin here is the domain's homePathFor, the rule behind the logo link: a super admin
 * who also holds the restaurant role keeps the table.
 */
export function OrdersIndexScreen(props: ScreenProps) {
  const claims = useClaims();
  if (homePathFor(claims?.roles ?? []) === '/orders/active') {
    return <Redirect to={pathFor('order-active')} replace />;
  }
  return <OrdersTableScreen {...props} />;
}
