import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ListResult } from '../client/hydra.js';
import { sharePage } from './sharePage.js';

interface Row {
  id: number;
  name: string;
  tags: string[];
}

const page = (items: Row[], total = items.length): ListResult<Row> => ({ items, total });
const row = (id: number, name = `Row ${id}`): Row => ({ id, name, tags: [`t${id}`] });

describe('sharePage', () => {
  it('keeps the shown objects of the members that did not change, and takes the changed ones', () => {
    const shown = page([row(1), row(2), row(3)], 30);
    const fetched = page([row(3), row(2, 'Renamed'), row(4)], 30);
    const shared = sharePage(shown, fetched);
    expect(shared).toEqual(fetched);
    expect(shared.items[0]).toBe(shown.items[2]);
    expect(shared.items[1]).toBe(fetched.items[1]);
    expect(shared.items[2]).toBe(fetched.items[2]);
  });

  it('is the shown page itself when nothing changed, so nothing renders again', () => {
    const shown = page([row(1), row(2)], 2);
    expect(sharePage(shown, page([row(1), row(2)], 2))).toBe(shown);
  });

  it('is a new page when only the total or the order changed', () => {
    const shown = page([row(1), row(2)], 2);
    const moreLater = sharePage(shown, page([row(1), row(2)], 3));
    expect(moreLater).not.toBe(shown);
    expect(moreLater.total).toBe(3);
    expect(moreLater.items[0]).toBe(shown.items[0]);
    const reordered = sharePage(shown, page([row(2), row(1)], 2));
    expect(reordered.items).toEqual([shown.items[1], shown.items[0]]);
    expect(reordered.items[0]).toBe(shown.items[1]);
  });

  it('keeps the unreadable members of the new page', () => {
    const shown = page([row(1)], 2);
    const unreadable = [{ index: 1, id: 2, field: 'name', message: 'Expected a string' }];
    const shared = sharePage(shown, { ...page([row(1)], 2), unreadable });
    expect(shared).not.toBe(shown);
    expect(shared.unreadable).toBe(unreadable);
  });

  it('matches members without an id by position, and by @id where there is one', () => {
    const shown: ListResult<Record<string, unknown>> = {
      items: [{ '@id': '/api/v1/brands/7', name: 'Seven' }, { name: 'No id' }],
      total: 2,
    };
    const fetched: ListResult<Record<string, unknown>> = {
      items: [{ name: 'No id' }, { '@id': '/api/v1/brands/7', name: 'Seven' }],
      total: 2,
    };
    const shared = sharePage(shown, fetched);
    expect(shared.items[1]).toBe(shown.items[0]);
    expect(shared.items[0]).toBe(fetched.items[0]);
  });

  it('is the fetched page when nothing was shown', () => {
    const fetched = page([row(1)]);
    expect(sharePage(undefined, fetched)).toBe(fetched);
    expect(sharePage(page([]), fetched)).toBe(fetched);
  });

  it('always equals the fetched page, and reuses only members equal to it', () => {
    const rows = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 8 }),
        name: fc.constantFrom('a', 'b'),
        tags: fc.array(fc.string()),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(rows, rows, fc.nat(20), (before, after, total) => {
        const shown = page(before, total);
        const fetched = page(after, total);
        const shared = sharePage(shown, fetched);
        expect(shared).toEqual(fetched);
        shared.items.forEach((item, index) => {
          if (item !== fetched.items[index]) expect(shown.items).toContain(item);
        });
      }),
    );
  });
});
