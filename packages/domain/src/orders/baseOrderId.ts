/**
 * The base order id of an order or sub-order id: the part before the first hyphen (the whole id when it has none).
 * @example baseOrderId('1234-2') // '1234'
 * @example baseOrderId('1234') // '1234'
 */
export function baseOrderId(id: string | number): string {
  const text = String(id);
  const hyphen = text.indexOf('-');
  return hyphen === -1 ? text : text.slice(0, hyphen);
}
