import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  byMenuPosition,
  groupMenu,
  menuItemActions,
  menuItemState,
  menuPriceStep,
  movedItem,
  moveTo,
  refId,
  toMenuPrice,
} from './menuItems.js';

const NOW = new Date('2025-01-15T10:00:00Z');

describe('menuItemState', () => {
  it('reads switched off, inactive for today and active', () => {
    expect(menuItemState({ isActive: false, inactiveUntil: null }, NOW)).toBe('inactive');
    expect(menuItemState({ isActive: true, inactiveUntil: '2025-01-15T23:59:59Z' }, NOW)).toBe(
      'inactiveToday',
    );
    expect(menuItemState({ isActive: true, inactiveUntil: '2025-01-14T23:59:59Z' }, NOW)).toBe('active');
    expect(menuItemState({}, NOW)).toBe('active');
    expect(menuItemState({ isActive: true, inactiveUntil: 'not a date' }, NOW)).toBe('active');
  });

  it('offers the changes that apply to each state', () => {
    expect(menuItemActions('active')).toEqual(['inactivateForToday', 'deactivate']);
    expect(menuItemActions('inactive')).toEqual(['activate']);
    expect(menuItemActions('inactiveToday')).toEqual(['activate', 'deactivate']);
  });
});

describe('moves', () => {
  it('finds the item a move up or down moved, with its 1-based position', () => {
    expect(movedItem(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toEqual({ id: 'c', position: 2 });
    expect(movedItem(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toEqual({ id: 'a', position: 4 });
    expect(movedItem(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual({ id: 'd', position: 1 });
    expect(movedItem(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(movedItem(['a', 'b', 'c', 'd'], ['b', 'a', 'd', 'c'])).toBeNull();
    expect(movedItem(['a', 'b'], ['a'])).toBeNull();
  });

  it('moves an item to a clamped position', () => {
    expect(moveTo(['a', 'b', 'c'], 'a', 3)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(moveTo(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('recovers any single move as the call that replays it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (ids, from, to) => {
          const id = ids[from % ids.length] as string;
          const after = moveTo(ids, id, (to % ids.length) + 1);
          const move = movedItem(ids, after);
          if (move === null) expect(after).toEqual(ids);
          else expect(moveTo(ids, move.id, move.position)).toEqual(after);
        },
      ),
    );
  });
});

describe('menu order and grouping', () => {
  it('orders by position, items without one last', () => {
    expect(
      byMenuPosition([{ id: 3, position: 2 }, { id: 1 }, { id: 2, position: 1 }]).map((item) => item.id),
    ).toEqual([2, 3, 1]);
  });

  it('reads ids from IRIs, numbers and objects', () => {
    expect(refId('/api/v1/meal-categories/3')).toBe('3');
    expect(refId(7)).toBe('7');
    expect(refId({ id: '/api/v1/meal-option-groups/2' })).toBe('2');
    expect(refId(null)).toBeNull();
    expect(refId('')).toBeNull();
  });

  it('groups meals under their categories and keeps the orphans', () => {
    const { groups, orphans } = groupMenu(
      [
        { id: 2, position: 2 },
        { id: 1, position: 1 },
      ],
      [
        { id: 10, position: 2, category: '/api/v1/meal-categories/1' },
        { id: 11, position: 1, category: '/api/v1/meal-categories/1' },
        { id: 12, position: 1, category: '/api/v1/meal-categories/2' },
        { id: 13, position: 1, category: '/api/v1/meal-categories/9' },
        { id: 14, position: 2, category: null },
      ],
      (meal) => meal.category,
    );
    expect(groups.map((group) => [group.parent.id, group.children.map((meal) => meal.id)])).toEqual([
      [1, [11, 10]],
      [2, [12]],
    ]);
    expect(orphans.map((meal) => meal.id)).toEqual([13, 14]);
  });
});

describe('menu prices', () => {
  it('uses whole numbers for HUF and 2 decimals otherwise', () => {
    expect(menuPriceStep('HUF')).toEqual({ decimals: 0, step: 1 });
    expect(menuPriceStep('EUR')).toEqual({ decimals: 2, step: 0.01 });
    expect(toMenuPrice(1234.5, 'HUF')).toBe(1235);
    expect(toMenuPrice(12.345, 'GBP')).toBe(12.35);
    expect(toMenuPrice(null, 'HUF')).toBeNull();
    expect(toMenuPrice(Number.NaN, 'HUF')).toBeNull();
  });
});
