export { filterOperators, filterTypes, isFilterOperator } from './filterOperators.js';
export type { FilterOperator, FilterType } from './filterOperators.js';
export { toFilterQuery } from './toFilterQuery.js';
export type { ListFilter, ListFilterValue } from './types.js';
