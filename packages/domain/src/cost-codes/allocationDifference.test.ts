import { describe, expect, it } from 'vitest';

import { allocationDifference } from './allocationDifference.js';

describe('allocationDifference', () => {
  it.each<[number[], number]>([
    [[33.33, 33.33, 33.34], 0],
    [[33.33, 33.33], 33.34],
    [[60, 50], -10],
    [[0.1, 0.2, 99.7], 0],
    [[50.006, 50], -0.01],
    [[50.004, 50], 0],
    [[], 100],
    [[Number.NaN, 40], 60],
    [[100], 0],
  ])('%j differs from 100 by %d', (allocations, expected) => {
    expect(allocationDifference(allocations)).toBe(expected);
  });
});
