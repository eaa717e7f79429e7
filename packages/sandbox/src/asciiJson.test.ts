import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { asciiJson } from './asciiJson.js';

const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) < 0x80);

describe('asciiJson', () => {
  it('escapes accented letters as json_encode does and leaves ASCII as it is', () => {
    expect(asciiJson({ name: 'Tóth Ödön', city: 'Budapest' })).toBe(
      '{"name":"T\\u00f3th \\u00d6d\\u00f6n","city":"Budapest"}',
    );
    expect(asciiJson({ price: 1200, ok: true, none: null })).toBe('{"price":1200,"ok":true,"none":null}');
  });

  it('writes a character beyond the BMP as its surrogate pair', () => {
    expect(asciiJson('🍕')).toBe('"\\ud83c\\udf55"');
  });

  it('answers only ASCII, which JSON.parse reads back to the value JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary' }), (value, text) => {
        for (const input of [value, { text, value }]) {
          const written = asciiJson(input);
          expect(isAscii(written)).toBe(true);
          expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(input)));
        }
      }),
    );
  });
});
