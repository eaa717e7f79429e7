import { describe, expect, it } from 'vitest';

import { darkTokens, lightTokens } from '../theme/tokens';
import { colorPairs, flatColorTokens } from './colorPairs';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#fff', 1],
    ['rgb(255, 255, 255)', '#000', 21],
  ])('%s on %s is %d', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 5);
  });

  it('cannot read named colours', () => {
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('the theme', () => {
  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ])('passes WCAG AA on every pair the kit draws (%s)', (_scheme, tokens) => {
    const failing = colorPairs(tokens.color).filter((pair) => pair.ratio < pair.required);
    expect(failing).toEqual([]);
  });

  it('lists every colour token by its dotted name', () => {
    const names = flatColorTokens(lightTokens.color).map((token) => token.name);
    expect(names).toContain('fg.default');
    expect(names).toContain('status.success.border');
    expect(names).toHaveLength(new Set(names).size);
  });
});
