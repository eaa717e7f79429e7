import type { FilterOperator, FilterType } from './filterOperators.js';

/** A value of a list filter: text, a number, several ids (any of them) or a place. */
export type ListFilterValue = string | number | readonly (string | number)[] | { lat: number; lon: number };

/**
 * One filter of a generic list: a field (dotted for nested fields, `deliveryJob.orders.identifier`), how it is
 * compared, and the value. A location filter has no operator; its value is a place.
 */
export type ListFilter =
  | {
      [T in FilterType]: {
        field: string;
        type: T;
        operator: FilterOperator<T>;
        value: string | number | readonly (string | number)[];
      };
    }[FilterType]
  | { field: string; type: 'location'; value: { lat: number; lon: number } };
