import { describe, expect, it } from 'vitest';

import { toImageUploadValue } from './ImageUpload';

describe('toImageUploadValue', () => {
  it.each([
    [{ id: 1, contentUrl: '/media/1.jpg', url: '/old/1.jpg' }, { url: '/media/1.jpg' }],
    [{ id: 2, url: 'https://cdn.example.com/2.png' }, { url: 'https://cdn.example.com/2.png' }],
    [{ id: 3, contentUrl: null, url: '/media/3.png' }, { url: '/media/3.png' }],
    [{ id: 4, contentUrl: '', url: null }, null],
    [{ id: 5 }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (media, expected) => {
    expect(toImageUploadValue(media)).toEqual(expected);
  });
});
