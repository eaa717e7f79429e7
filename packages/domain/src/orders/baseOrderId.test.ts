import { describe, expect, it } from 'vitest';

import { baseOrderId } from './baseOrderId.js';

describe('baseOrderId', () => {
  it.each([
    ['1234-2', '1234'],
    ['1234', '1234'],
    [1234, '1234'],
    ['cc-1234-2', 'cc'],
    ['-2', ''],
    ['', ''],
  ])('gives the base of %j as %j', (id, expected) => {
    expect(baseOrderId(id)).toBe(expected);
  });
});
