import { describe, expect, it } from 'vitest';

import { pageCountOf, pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [2, 20, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [5, 20, [2, 3, 4, 5, 6, 7, 8]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [17, 20, [14, 15, 16, 17, 18, 19, 20]],
    [18, 20, [14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
  ])('centres page %i of %i in seven buttons, pinned at the edges', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it.each([
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [4, 8, [1, 2, 3, 4, 5, 6, 7]],
    [5, 8, [2, 3, 4, 5, 6, 7, 8]],
  ])('shows every page when there are few (page %i of %i)', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('never shows more than seven buttons', () => {
    for (let page = 1; page <= 50; page += 1) expect(pageWindow(page, 50)).toHaveLength(7);
  });

  it('always contains the current page', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageWindow(page, 30)).toContain(page);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(99, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives no buttons when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('honours another window size, even or odd', () => {
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [100, 25, 4],
    [101, 100, 2],
    [10, 0, 1],
  ])('%i rows at %i per page fill %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });
});
