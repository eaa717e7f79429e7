import { describe, expect, it } from 'vitest';

import { toSafeLinkUrl } from './toSafeLinkUrl';

describe('toSafeLinkUrl', () => {
  it.each([
    ['https://example.com/menu?a=1', 'https://example.com/menu?a=1'],
    ['  http://example.com  ', 'http://example.com/'],
    ['example.com/help', 'https://example.com/help'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
  ])('accepts %s', (input, expected) => {
    expect(toSafeLinkUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['ftp://example.com'],
    ['tel:+441234567'],
    ['mailto:nobody'],
    [''],
    ['   '],
    ['https://'],
  ])('refuses %j', (input) => {
    expect(toSafeLinkUrl(input)).toBeNull();
  });
});
