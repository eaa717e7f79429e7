import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/orders?status=new', '/orders?status=new'],
    ['/orders/active/12#top', '/orders/active/12#top'],
    ['/orders/../users', '/users'],
  ])('follows the app path %s', (value, expected) => {
    expect(safeRedirect(value, '/')).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a protocol-relative link', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a line break the browser drops', '/\n/evil.example'],
    ['a javascript link', 'javascript:alert(1)'],
    ['the sign-in page', '/login?redirectTo=/orders'],
    ['not a text', 42],
  ])('gives the fallback for %s', (_label, value) => {
    expect(safeRedirect(value, '/orders')).toBe('/orders');
  });

  it('never leaves the app, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const target = safeRedirect(`/${text}`, '/fallback');
        // What the browser would do with it: resolved against the app's origin, it stays there.
        expect(new URL(target, 'https://app.example').origin).toBe('https://app.example');
      }),
    );
  });
});
