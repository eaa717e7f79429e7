import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseQuery, stringifyQuery } from '../query/index.js';
import { filterOperators, filterTypes, isFilterOperator } from './filterOperators.js';
import { toFilterQuery } from './toFilterQuery.js';
import type { ListFilter } from './types.js';

describe('toFilterQuery', () => {
  it.each<[string, ListFilter, object]>([
    [
      'text, partly',
      { field: 'name', type: 'string', operator: 'partial', value: 'pasta' },
      { name: { partial: 'pasta' } },
    ],
    [
      'text, exactly',
      { field: 'code', type: 'string', operator: 'exact', value: 'WELCOME' },
      { code: { exact: 'WELCOME' } },
    ],
    [
      'text, at the start',
      { field: 'name', type: 'string', operator: 'start', value: 'Pa' },
      { name: { start: 'Pa' } },
    ],
    [
      'text, at the end',
      { field: 'email', type: 'string', operator: 'end', value: '@acme.hu' },
      { email: { end: '@acme.hu' } },
    ],
    ['a number above', { field: 'value', type: 'number', operator: 'gt', value: 10 }, { value: { gt: 10 } }],
    [
      'a number below',
      { field: 'value', type: 'number', operator: 'lt', value: '2.5' },
      { value: { lt: 2.5 } },
    ],
    ['a number from', { field: 'value', type: 'number', operator: 'gte', value: 0 }, { value: { gte: 0 } }],
    [
      'a number up to',
      { field: 'value', type: 'number', operator: 'lte', value: -3 },
      { value: { lte: -3 } },
    ],
    [
      'a date after',
      { field: 'dateFrom', type: 'date', operator: 'after', value: '2025-01-15' },
      { dateFrom: { after: '2025-01-15' } },
    ],
    [
      'a date-time before',
      { field: 'createdAt', type: 'date', operator: 'before', value: '2025-01-15T10:00:00Z' },
      { createdAt: { before: '2025-01-15T10:00:00Z' } },
    ],
    ['an id', { field: 'tagGroup', type: 'id', operator: 'exact', value: 2 }, { tagGroup: { exact: '2' } }],
    [
      'several ids',
      { field: 'company', type: 'id', operator: 'exact', value: [1, '2'] },
      { company: ['1', '2'] },
    ],
    [
      'a nested field',
      { field: 'deliveryJob.orders.identifier', type: 'string', operator: 'exact', value: 'BO-1' },
      { 'deliveryJob.orders.identifier': { exact: 'BO-1' } },
    ],
    [
      'a place',
      { field: 'dropoff', type: 'location', value: { lat: 47.5, lon: 19.04 } },
      { lat: 47.5, lon: 19.04 },
    ],
  ])('sends %s as field[operator]', (_name, filter, expected) => {
    expect(toFilterQuery([filter])).toEqual(expected);
  });

  it('writes the spec’s bracket form in the query string', () => {
    const query = toFilterQuery([
      { field: 'name', type: 'string', operator: 'partial', value: 'pasta' },
      { field: 'value', type: 'number', operator: 'gte', value: 10 },
      { field: 'value', type: 'number', operator: 'lt', value: 20 },
      { field: 'company', type: 'id', operator: 'exact', value: [1, 2] },
    ]);
    expect(decodeURIComponent(stringifyQuery(query))).toBe(
      'name[partial]=pasta&value[gte]=10&value[lt]=20&company[]=1&company[]=2',
    );
  });

  it.each<[string, ListFilter]>([
    ['blank text', { field: 'name', type: 'string', operator: 'partial', value: '   ' }],
    ['text that is no number', { field: 'value', type: 'number', operator: 'gt', value: 'ten' }],
    [
      'an infinite number',
      { field: 'value', type: 'number', operator: 'gt', value: Number.POSITIVE_INFINITY },
    ],
    ['NaN', { field: 'value', type: 'number', operator: 'gt', value: Number.NaN }],
    ['a date that is not one', { field: 'dateFrom', type: 'date', operator: 'after', value: '15/01/2025' }],
    ['an impossible date', { field: 'dateFrom', type: 'date', operator: 'after', value: '2025-13-45' }],
    ['no ids', { field: 'company', type: 'id', operator: 'exact', value: [] }],
    ['blank ids', { field: 'company', type: 'id', operator: 'exact', value: ['', ' '] }],
    ['a place off the globe', { field: 'dropoff', type: 'location', value: { lat: 91, lon: 0 } }],
    ['a blank field', { field: ' ', type: 'string', operator: 'exact', value: 'x' }],
    [
      'an operator of another type',
      { field: 'value', type: 'number', operator: 'partial', value: 1 } as unknown as ListFilter,
    ],
  ])('leaves out %s rather than sending it broken', (_name, filter) => {
    expect(toFilterQuery([filter])).toEqual({});
  });

  it('lets the later of two filters on the same field and operator win', () => {
    expect(
      toFilterQuery([
        { field: 'name', type: 'string', operator: 'partial', value: 'a' },
        { field: 'name', type: 'string', operator: 'partial', value: 'b' },
      ]),
    ).toEqual({ name: { partial: 'b' } });
  });

  it('does not change its input', () => {
    const filters: ListFilter[] = [
      { field: 'company', type: 'id', operator: 'exact', value: [1, 2] },
      { field: 'name', type: 'string', operator: 'partial', value: ' x ' },
    ];
    const copy = JSON.parse(JSON.stringify(filters)) as ListFilter[];
    toFilterQuery(Object.freeze(filters.map((filter) => Object.freeze(filter))));
    expect(filters).toEqual(copy);
  });
});

const field = fc.stringMatching(/^[a-z][a-zA-Z]{0,6}(\.[a-z][a-zA-Z]{0,6})?$/);
const scalarFilter: fc.Arbitrary<ListFilter> = fc.constantFrom(...filterTypes).chain((type) =>
  fc.record({
    field,
    type: fc.constant(type),
    operator: fc.constantFrom(...(filterOperators[type] as readonly string[])),
    value: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.constantFrom('2025-01-15', '2025-01-15T10:00:00Z', ''),
      fc.array(fc.oneof(fc.integer({ min: 0 }), fc.string({ maxLength: 4 })), { maxLength: 3 }),
    ),
  }),
) as fc.Arbitrary<ListFilter>;
const locationFilter: fc.Arbitrary<ListFilter> = fc.record({
  field,
  type: fc.constant('location' as const),
  value: fc.record({ lat: fc.double(), lon: fc.double() }),
});
const anyFilters = fc.array(fc.oneof(scalarFilter, locationFilter), { maxLength: 8 });

describe('toFilterQuery, for any filters', () => {
  it('names only the filtered fields (and lat, lon for a place)', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const allowed = new Set([...filters.map((filter) => filter.field), 'lat', 'lon']);
        for (const key of Object.keys(toFilterQuery(filters))) expect(allowed.has(key)).toBe(true);
      }),
    );
  });

  it('sends every operator under its own type, never a blank or non-finite value', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        const query = toFilterQuery(filters);
        for (const [key, value] of Object.entries(query)) {
          if (key === 'lat' || key === 'lon') {
            expect(Number.isFinite(value)).toBe(true);
            continue;
          }
          const values = Array.isArray(value) ? value : Object.values(value as object);
          expect(values.length).toBeGreaterThan(0);
          for (const item of values) {
            if (typeof item === 'number') expect(Number.isFinite(item)).toBe(true);
            else expect(String(item).trim()).not.toBe('');
          }
          if (!Array.isArray(value)) {
            const types = filters.filter((filter) => filter.field === key).map((filter) => filter.type);
            for (const operator of Object.keys(value as object)) {
              expect(types.some((type) => type !== 'location' && isFilterOperator(type, operator))).toBe(
                true,
              );
            }
          }
        }
      }),
    );
  });

  it('gives the same parameters for the same filters applied twice', () => {
    fc.assert(
      fc.property(anyFilters, (filters) => {
        expect(toFilterQuery([...filters, ...filters])).toEqual(toFilterQuery(filters));
      }),
    );
  });

  it('survives the trip through the query string', () => {
    fc.assert(
      fc.property(fc.array(scalarFilter, { maxLength: 6 }), (filters) => {
        const query = toFilterQuery(filters);
        const read = parseQuery(stringifyQuery(query));
        // parseQuery reads numeric text as numbers; compare as text.
        const asText = (value: unknown): unknown =>
          Array.isArray(value)
            ? value.map(asText)
            : typeof value === 'object' && value !== null
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]))
              : String(value);
        expect(asText(read)).toEqual(asText(query));
      }),
    );
  });
});
