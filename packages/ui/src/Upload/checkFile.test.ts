import { describe, expect, it } from 'vitest';

import { checkFile } from './checkFile';

const png = { name: 'Photo.PNG', type: 'image/png', size: 2048 };

describe('checkFile', () => {
  it.each([
    [['image/png'], null],
    [['IMAGE/PNG'], null],
    [['image/*'], null],
    [['.png'], null],
    [['.jpg', 'image/png'], null],
    [['image/jpeg'], 'type'],
    [['.pdf'], 'type'],
    [['application/*'], 'type'],
    [[], null],
  ] as const)('accepted %j → %s', (acceptedTypes, expected) => {
    expect(checkFile(png, { acceptedTypes })).toBe(expected);
  });

  it.each([
    [2047, 'size'],
    [2048, null],
    [undefined, null],
  ] as const)('max size %s → %s', (maxSize, expected) => {
    expect(checkFile(png, { maxSize })).toBe(expected);
  });

  it('reports the type before the size', () => {
    expect(checkFile(png, { acceptedTypes: ['image/jpeg'], maxSize: 1 })).toBe('type');
  });

  it('refuses a file without a type when only MIME types are accepted', () => {
    expect(checkFile({ name: 'notes', type: '', size: 1 }, { acceptedTypes: ['image/*'] })).toBe('type');
  });
});
