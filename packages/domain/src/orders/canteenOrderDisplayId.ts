/**
 * The identifier shown for a canteen order: the product name followed by the middle part of the order id.
 *
 * The middle part is everything between the first and the last hyphen ('cc-1234-2' gives '1234'). With a single
 * hyphen it is the part after it ('cc-1234' gives '1234'); without a hyphen, the whole id.
 * @example canteenOrderDisplayId('Lunchbox ', 'cc-1234-2') // 'Lunchbox 1234'
 */
export function canteenOrderDisplayId(product: string, orderId: string | number): string {
  const parts = String(orderId).split('-');
  const middle = parts.length >= 3 ? parts.slice(1, -1).join('-') : (parts[parts.length - 1] ?? '');
  return `${product}${middle}`;
}
