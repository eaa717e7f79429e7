import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ListShape, ListState } from './listState';
import { initialListState, parseListState, stringifyListState, toListQuery } from './listState';

const shape: ListShape = {
  sortable: ['name', 'value'],
  defaultSort: { field: 'name', direction: 'ascending' },
  filters: [
    { field: 'name', type: 'string', operator: 'partial' },
    { field: 'value', type: 'number', operator: 'gte' },
    { field: 'value', type: 'number', operator: 'lt' },
    { field: 'dateFrom', type: 'date', operator: 'after' },
    { field: 'tagGroup', type: 'id', operator: 'exact' },
    { field: 'near', type: 'location' },
  ],
  quickFilters: ['active', 'inactive'],
};

describe('the list state in the URL', () => {
  it('leaves an untouched list at its plain address', () => {
    expect(stringifyListState(initialListState(shape), shape)).toBe('');
    expect(parseListState('', shape)).toEqual(initialListState(shape));
  });

  it('reads back what it wrote', () => {
    const state: ListState = {
      page: 3,
      pageSize: 25,
      sort: { field: 'value', direction: 'descending' },
      search: 'pasta bar',
      filters: [
        { field: 'name', type: 'string', operator: 'partial', value: 'Pa' },
        { field: 'value', type: 'number', operator: 'gte', value: '10' },
        { field: 'value', type: 'number', operator: 'lt', value: '20' },
        { field: 'tagGroup', type: 'id', operator: 'exact', value: ['/api/v1/restaurant-tag-groups/1', '2'] },
        { field: 'near', type: 'location', value: { lat: 47.5, lon: 19.04 } },
      ],
      quick: ['inactive'],
    };
    const search = stringifyListState(state, shape);
    expect(decodeURIComponent(search)).toContain('filter[value][gte]=10&filter[value][lt]=20');
    expect(parseListState(`?${search}`, shape)).toEqual(state);
  });

  it.each([
    ['a page below 1', '?page=0', {}],
    ['a page that is no number', '?page=two', {}],
    ['a page size not offered', '?itemsPerPage=33', {}],
    ['a column that does not sort', '?order[secret]=asc', {}],
    ['a direction that is not one', '?order[name]=sideways', {}],
    ['an unknown filter', '?filter[password][exact]=x', {}],
    ['an operator the field does not have here', '?filter[name][exact]=x', {}],
    ['a blank filter value', '?filter[name][partial]=%20', {}],
    ['an unknown quick filter', '?quick[]=everything', {}],
  ])('falls back to the default for %s', (_name, search) => {
    expect(parseListState(search, shape)).toEqual(initialListState(shape));
  });

  it('asks the platform for the page, the sort, the search and every filter, quick ones included', () => {
    const state = {
      ...parseListState('?page=2&search=pa&filter[value][gte]=10&quick[]=active', shape),
    };
    expect(
      toListQuery(state, { active: [{ field: 'isActive', type: 'id', operator: 'exact', value: 'true' }] }),
    ).toEqual({
      page: 2,
      itemsPerPage: 50,
      order: { name: 'asc' },
      search: 'pa',
      value: { gte: 10 },
      isActive: { exact: 'true' },
    });
  });

  it('reads any page, size and sort it wrote', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(25, 50, 75, 100),
        fc.option(
          fc.record({
            field: fc.constantFrom('name', 'value'),
            direction: fc.constantFrom('ascending', 'descending'),
          }),
          { nil: null },
        ),
        fc
          .string({ maxLength: 12 })
          .filter((text) => text.trim() !== '' && !/^(-?\d|true$|false$|null$)/.test(text)),
        (page, pageSize, sort, search) => {
          const state: ListState = {
            ...initialListState(shape),
            page,
            pageSize,
            sort: sort ?? shape.defaultSort,
            search,
          };
          expect(parseListState(stringifyListState(state, shape), shape)).toEqual(state);
        },
      ),
    );
  });
});
