/**
 * Splits a field path into its segments, whatever the notation: `meals[0].quantity`, `meals.0.quantity` and
 * `meals[0][quantity]` all give `['meals', '0', 'quantity']`.
 */
export function toPathSegments(path: string): string[] {
  return path.split(/[.[\]]+/).filter((segment) => segment !== '');
}
