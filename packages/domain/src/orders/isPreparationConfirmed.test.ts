import { describe, expect, it } from 'vitest';

import { isPreparationConfirmed } from './isPreparationConfirmed.js';

describe('isPreparationConfirmed', () => {
  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('preparationConfirmed %j gives %j', (preparationConfirmed, expected) => {
    expect(isPreparationConfirmed({ preparationConfirmed })).toBe(expected);
  });
});
