/**
 * The print app's pages, in wouter's path patterns (a trailing slash matches too): the back-office's two public
 * canteen paths and an order's label. Any other path is not found.
 */
export const PRINT_PATHS = {
  canteenLabels: '/cloudcanteen/label/view/:canteenId/:restaurantId',
  canteenSummary: '/cloudcanteen/summary/:ccIdentifier',
  orderLabel: '/order/:orderId/label',
} as const;

/**
 * The path parameters as the link meant them, or null when one is not valid percent-encoding (then the path is
 * not found). wouter decodes the path with `decodeURI`, which leaves the escapes of reserved characters (`%2F`,
 * `%3F`, `%23`…) alone; this decodes those too.
 * @example decodeParams('AC%2FME') // ['AC/ME']
 */
export function decodeParams<T extends string[]>(...values: T): { [K in keyof T]: string } | null {
  try {
    return values.map((value) => decodeURIComponent(value)) as { [K in keyof T]: string };
  } catch {
    return null;
  }
}
