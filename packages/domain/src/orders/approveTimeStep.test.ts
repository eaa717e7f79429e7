import { describe, expect, it } from 'vitest';

import { approveTimeStep } from './approveTimeStep.js';

describe('approveTimeStep', () => {
  it.each<[number, 1 | -1, number]>([
    [20, 1, 25],
    [10, 1, 15],
    [0, 1, 5],
    [20, -1, 15],
    [15, -1, 10],
    [12, -1, 10],
    [10, -1, 10],
    [7, -1, 7],
    [Number.NaN, 1, 10],
    [Number.POSITIVE_INFINITY, -1, 10],
  ])('%d minutes stepped %i gives %d', (minutes, direction, expected) => {
    expect(approveTimeStep(minutes, direction)).toBe(expected);
  });
});
