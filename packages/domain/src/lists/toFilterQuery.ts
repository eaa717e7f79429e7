import type { QueryParams, QueryValue } from '../query/index.js';
import { isFilterOperator } from './filterOperators.js';
import type { ListFilter } from './types.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The number a filter value spells, or undefined (blank text and non-finite numbers spell none). */
function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** The text of a filter value with the outer blanks trimmed, or undefined when nothing is left. */
function toText(value: string | number): string | undefined {
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** A filter's scalar value in the form its type sends, or undefined when the value cannot be sent. */
function toScalar(filter: Exclude<ListFilter, { type: 'location' }>, value: string | number): QueryValue {
  switch (filter.type) {
    case 'number':
      return toNumber(value);
    case 'date': {
      const text = toText(value);
      return text !== undefined && ISO_DATE.test(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T')))
        ? text
        : undefined;
    }
    default:
      return toText(value);
  }
}

/**
 * Turns the filters of a generic list into the platform's list parameters (API Platform's filter forms, spec
 * part 2 sections 7 and 9): `field[operator]=value` (`name[partial]=pasta`, `price[gte]=10`,
 * `createdAt[after]=2025-01-01`, `company[exact]=3`); an id filter with several ids asks for any of them
 * (`company[]=1&company[]=2`); a location filter sends the place as `lat` and `lon`.
 *
 * A filter that cannot be sent is left out rather than sent broken: blank text, a number that is not one, a date
 * that is not `YYYY-MM-DD` (optionally with a time), an empty id list, an operator its type does not have, or a
 * place off the globe. Text is trimmed. When two filters name the same field and operator, the later one wins.
 * The input is not changed.
 *
 * @param filters - the applied filters, in the order they were applied
 * @example
 * toFilterQuery([
 *   { field: 'name', type: 'string', operator: 'partial', value: ' pasta ' },
 *   { field: 'value', type: 'number', operator: 'gte', value: '10' },
 *   { field: 'tagGroup', type: 'id', operator: 'exact', value: [1, 2] },
 * ]) // { name: { partial: 'pasta' }, value: { gte: 10 }, tagGroup: ['1', '2'] }
 */
export function toFilterQuery(filters: readonly ListFilter[]): QueryParams {
  const query: Record<string, QueryValue> = {};
  for (const filter of filters) {
    if (filter.field.trim() === '') continue;
    if (filter.type === 'location') {
      const { lat, lon } = filter.value;
      if (Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
        query.lat = lat;
        query.lon = lon;
      }
      continue;
    }
    if (!isFilterOperator(filter.type, filter.operator)) continue;
    if (Array.isArray(filter.value)) {
      const values = (filter.value as readonly (string | number)[])
        .map((value) => toScalar(filter, value))
        .filter((value): value is string | number => value !== undefined)
        .map(String);
      if (values.length === 0) continue;
      if (filter.type === 'id') {
        query[filter.field] = values;
        continue;
      }
      // Any other type takes one value: the first that can be sent.
      setOperator(query, filter.field, filter.operator, values[0]);
      continue;
    }
    const value = toScalar(filter, filter.value as string | number);
    if (value === undefined) continue;
    setOperator(query, filter.field, filter.operator, filter.type === 'id' ? String(value) : value);
  }
  return query;
}

function setOperator(query: Record<string, QueryValue>, field: string, operator: string, value: QueryValue) {
  const current = query[field];
  const operators =
    typeof current === 'object' && current !== null && !Array.isArray(current)
      ? (current as Record<string, QueryValue>)
      : {};
  query[field] = { ...operators, [operator]: value };
}
