import { describe, expect, it } from 'vitest';

import { hasNoLeadingSpace } from './hasNoLeadingSpace.js';

describe('hasNoLeadingSpace', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Pizza Place', true],
    ['Pizza Place ', true],
    ['a b', true],
    ['', true],
    [null, true],
    [undefined, true],
    [' Pizza', false],
    ['  ', false],
    ['\tPizza', false],
    ['\nPizza', false],
    ['\u00a0Pizza', false],
  ])('%j → %s', (text, expected) => {
    expect(hasNoLeadingSpace(text)).toBe(expected);
  });
});
