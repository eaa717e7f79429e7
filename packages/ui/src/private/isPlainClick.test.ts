import { describe, expect, it } from 'vitest';

import { isPlainClick } from './isPlainClick';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is true for a primary click without keys', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a Cmd-click', { metaKey: true }],
    ['a Ctrl-click', { ctrlKey: true }],
    ['a Shift-click', { shiftKey: true }],
    ['an Alt-click', { altKey: true }],
  ])('leaves %s to the browser', (_, change) => {
    expect(isPlainClick({ ...click, ...change })).toBe(false);
  });
});
