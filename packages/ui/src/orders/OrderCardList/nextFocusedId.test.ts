import { describe, expect, it } from 'vitest';

import { nextFocusedId } from './nextFocusedId';

describe('nextFocusedId', () => {
  it.each([
    { case: 'the next order below', before: ['a', 'b', 'c'], after: ['a', 'c'], left: 'b', expected: 'c' },
    {
      case: 'skips orders that left too',
      before: ['a', 'b', 'c', 'd'],
      after: ['a', 'd'],
      left: 'b',
      expected: 'd',
    },
    {
      case: 'the previous one when it was the last',
      before: ['a', 'b', 'c'],
      after: ['a', 'b'],
      left: 'c',
      expected: 'b',
    },
    { case: 'the nearest one above', before: ['a', 'b', 'c'], after: ['a'], left: 'c', expected: 'a' },
    { case: 'none when the list is empty', before: ['a'], after: [], left: 'a', expected: null },
    {
      case: 'stays when the order is still listed',
      before: ['a', 'b'],
      after: ['b', 'a'],
      left: 'a',
      expected: 'a',
    },
    { case: 'a newcomer when every old order left', before: ['a'], after: ['z'], left: 'a', expected: 'z' },
    {
      case: 'the first order when it was never listed',
      before: [],
      after: ['x', 'y'],
      left: 'q',
      expected: 'x',
    },
  ])('goes to $case', ({ before, after, left, expected }) => {
    expect(nextFocusedId(before, after, left)).toBe(expected);
  });

  it('changes neither list', () => {
    const before = Object.freeze(['a', 'b', 'c']);
    const after = Object.freeze(['a', 'c']);
    nextFocusedId(before, after, 'b');
    expect(before).toEqual(['a', 'b', 'c']);
    expect(after).toEqual(['a', 'c']);
  });
});
