import { describe, expect, it } from 'vitest';

import { filterList, valuesAt } from './filters.js';

const items = [
  {
    id: 1,
    name: 'Alpha',
    price: 10,
    at: '2025-01-01T10:00:00Z',
    job: { status: 'new' },
    tags: [{ name: 'x' }],
  },
  {
    id: 2,
    name: 'Beta',
    price: 20,
    at: '2025-01-02T10:00:00Z',
    job: { status: 'done' },
    tags: [{ name: 'y' }],
  },
  { id: 3, name: 'Alphabet', price: 30, at: '2025-01-03T10:00:00Z', job: null, tags: [] },
];
const run = (query: string) => filterList(items, new URLSearchParams(query)).members.map((item) => item.id);

describe('filterList', () => {
  it.each([
    ['name=alpha', [1, 3]],
    ['name[exact]=Alpha', [1]],
    ['name[start]=alph', [1, 3]],
    ['name[end]=bet', [3]],
    ['price[gt]=10', [2, 3]],
    ['price[gte]=10&price[lt]=30', [1, 2]],
    ['price[lte]=20', [1, 2]],
    ['at[after]=2025-01-02T10:00:00Z', [2, 3]],
    ['at[before]=2025-01-02T10:00:00Z', [1, 2]],
    ['job.status=done', [2]],
    ['tags.name=y', [2]],
    ['id[]=1&id[]=3', [1, 3]],
    ['order[price]=desc', [3, 2, 1]],
    ['order[name]=asc', [1, 3, 2]],
  ])('%s', (query, expected) => {
    expect(run(query)).toEqual(expected);
  });

  it('pages and reports the total', () => {
    const page = filterList(items, new URLSearchParams('itemsPerPage=2&page=2'));
    expect(page).toMatchObject({ total: 3, page: 2, itemsPerPage: 2, lastPage: 2 });
    expect(page.members.map((item) => item.id)).toEqual([3]);
  });

  it('refuses bad operators and bounds', () => {
    expect(() => run('price[near]=1')).toThrow();
    expect(() => run('price[gt]=abc')).toThrow();
    expect(() => run('page=0')).toThrow();
  });

  it('does not change the list it filters', () => {
    const copy = structuredClone(items);
    run('order[price]=desc');
    expect(items).toEqual(copy);
  });

  it('reads nested values through arrays', () => {
    expect(valuesAt({ a: [{ b: 1 }, { b: 2 }] }, 'a.b')).toEqual([1, 2]);
  });
});
