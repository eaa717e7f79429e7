import { describe, expect, it } from 'vitest';

import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 byte'],
    [1023, 'en', '1,023 byte'],
    [1024, 'en', '1 kB'],
    [1536, 'en', '1.5 kB'],
    [2_621_440, 'en', '2.5 MB'],
    [5 * 1024 ** 3, 'en', '5 GB'],
    [5 * 1024 ** 4, 'en', '5,120 GB'],
    [2_621_440, 'hu', '2,5 MB'],
    [-5, 'en', '0 byte'],
  ])('%d bytes in %s → %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });
});
