/**
 * The operators of each filter type of the generic list (entities-lists-forms section 9): text matches partly,
 * exactly, at the start or at the end; numbers compare; dates bound a range; ids match exactly.
 */
export const filterOperators = {
  string: ['partial', 'exact', 'start', 'end'],
  number: ['gt', 'lt', 'gte', 'lte'],
  date: ['after', 'before'],
  id: ['exact'],
} as const;

/** The filter types: `string`, `number`, `date` and `id`. */
export const filterTypes = ['string', 'number', 'date', 'id'] as const;

/** One of {@link filterTypes}. */
export type FilterType = (typeof filterTypes)[number];

/** An operator of a filter type, e.g. `FilterOperator<'number'>` is `'gt' | 'lt' | 'gte' | 'lte'`. */
export type FilterOperator<T extends FilterType = FilterType> = (typeof filterOperators)[T][number];

/**
 * Whether `operator` is one of the operators of `type`.
 * @example isFilterOperator('number', 'gte') // true
 * @example isFilterOperator('date', 'gt') // false
 */
export function isFilterOperator<T extends FilterType>(
  type: T,
  operator: string,
): operator is FilterOperator<T> {
  return (filterOperators[type] as readonly string[]).includes(operator);
}
