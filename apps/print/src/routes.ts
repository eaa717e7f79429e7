/** A page of the print app, read from the address. */
export type PrintRoute =
  | { name: 'canteen-labels'; canteenId: string; restaurantId: string }
  | { name: 'canteen-summary'; ccIdentifier: string }
  | { name: 'order-label'; orderId: string }
  | { name: 'not-found' };

const ROUTES: [RegExp, (match: string[]) => PrintRoute][] = [
  [
    /^\/cloudcanteen\/label\/view\/([^/]+)\/([^/]+)\/?$/,
    ([, canteenId = '', restaurantId = '']) => ({ name: 'canteen-labels', canteenId, restaurantId }),
  ],
  [
    /^\/cloudcanteen\/summary\/([^/]+)\/?$/,
    ([, ccIdentifier = '']) => ({ name: 'canteen-summary', ccIdentifier }),
  ],
  [/^\/order\/([^/]+)\/label\/?$/, ([, orderId = '']) => ({ name: 'order-label', orderId })],
];

/**
 * The page of a path: the back-office's public canteen paths and an order's label; anything else is not found.
 * @example matchPrintRoute('/cloudcanteen/summary/ACME') // { name: 'canteen-summary', ccIdentifier: 'ACME' }
 */
export function matchPrintRoute(pathname: string): PrintRoute {
  for (const [pattern, toRoute] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return toRoute(match.map((part) => decodeURIComponent(part)));
    } catch {
      return { name: 'not-found' };
    }
  }
  return { name: 'not-found' };
}
