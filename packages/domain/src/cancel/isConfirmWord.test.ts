import { describe, expect, it } from 'vitest';

import { isConfirmWord } from './isConfirmWord.js';

describe('isConfirmWord', () => {
  it.each<[string | null | undefined, boolean]>([
    ['confirm', true],
    ['CONFIRM', true],
    [' Confirm ', true],
    ['\tconfirm\n', true],
    ['confirmed', false],
    ['con firm', false],
    ['confir', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j gives %j', (text, expected) => {
    expect(isConfirmWord(text)).toBe(expected);
  });
});
