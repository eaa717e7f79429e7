import { describe, expect, it } from 'vitest';

import { batchProgress } from './batchProgress.js';

describe('batchProgress', () => {
  it.each<[number, number, number]>([
    [0, 4, 0],
    [1, 4, 25],
    [1, 3, 33],
    [2, 3, 67],
    [1, 200, 1],
    [1, 201, 0],
    [199, 200, 100],
    [4, 4, 100],
    [5, 4, 100],
    [0, 0, 100],
    [-1, 4, 0],
    [1, -4, 0],
    [Number.NaN, 4, 0],
    [1, Number.POSITIVE_INFINITY, 0],
  ])('%s done of %s → %s', (done, selected, expected) => {
    expect(batchProgress(done, selected)).toBe(expected);
  });
});
