import { describe, expect, it } from 'vitest';

import { moveIds } from './moveIds';

describe('moveIds', () => {
  it.each<[string[], string[], string, 'before' | 'after', string[]]>([
    [['a', 'b', 'c', 'd'], ['d'], 'b', 'before', ['a', 'd', 'b', 'c']],
    [['a', 'b', 'c', 'd'], ['a'], 'c', 'after', ['b', 'c', 'a', 'd']],
    [['a', 'b', 'c', 'd'], ['a'], 'd', 'after', ['b', 'c', 'd', 'a']],
    [['a', 'b', 'c', 'd'], ['c', 'a'], 'd', 'before', ['b', 'a', 'c', 'd']],
    [['a', 'b', 'c'], ['b'], 'b', 'before', ['a', 'b', 'c']],
    [['a', 'b', 'c'], ['b'], 'x', 'after', ['a', 'b', 'c']],
  ])('moves %j: %j %s %s', (ids, moved, target, position, expected) => {
    expect(moveIds(ids, moved, target, position)).toEqual(expected);
  });

  it('keeps every id once and does not change its input', () => {
    const ids = Object.freeze(['a', 'b', 'c', 'd', 'e']);
    const result = moveIds(ids, ['b', 'e'], 'a', 'before');
    expect([...result].sort()).toEqual([...ids].sort());
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
