import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it.each<{ name: string; renders: (boolean | undefined)[]; expected: boolean[] }>([
    {
      name: 'is false while the overlay has never been open',
      renders: [false, false],
      expected: [false, false],
    },
    { name: 'counts an unset isOpen as closed', renders: [undefined, false], expected: [false, false] },
    {
      name: 'is true from the first render of an overlay that starts open',
      renders: [true],
      expected: [true],
    },
    {
      name: 'turns true on the render that opens the overlay and stays true once it closes',
      renders: [false, true, false, undefined],
      expected: [false, true, true, true],
    },
  ])('$name', ({ renders, expected }) => {
    const [first, ...rest] = renders;
    const { result, rerender } = renderHook(({ isOpen }) => useOpenedOnce(isOpen), {
      initialProps: { isOpen: first },
    });
    const seen = [result.current];
    for (const isOpen of rest) {
      rerender({ isOpen });
      seen.push(result.current);
    }
    expect(seen).toEqual(expected);
  });
});
