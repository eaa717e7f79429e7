import { describe, expect, it } from 'vitest';

import { isValidPhone } from './isValidPhone.js';

describe('isValidPhone', () => {
  it.each<[string, string | null | undefined, string | undefined, boolean]>([
    ['a UK mobile, national form', '07400 123456', undefined, true],
    ['a London number, international form', '+44 20 7946 0958', undefined, true],
    ['a UK number without spaces', '+447400123456', 'GB', true],
    ['a Jersey number (shares +44)', '+44 1534 123456', 'GB', true],
    ['too short', '020 7946 095', undefined, false],
    ['a fragment', '01234', 'GB', false],
    ['a Hungarian number when the country is GB', '+36 30 123 4567', 'GB', false],
    ['a Hungarian number when the country is HU', '+36 30 123 4567', 'HU', true],
    ['a Hungarian mobile, national form', '06 30 123 4567', 'HU', true],
    ['a UK mobile when the country is HU', '07400 123456', 'HU', false],
    // The right length, but no valid number: Hungarian mobiles have seven digits after 70, and UK numbers do not
    // start with 04. The length-only ("min") metadata took the first for valid.
    ['a Hungarian mobile one digit short', '+36 70 371 299', 'HU', false],
    ['a UK number in an unused range', '04400 123456', 'GB', false],
    ['letters', 'call me', 'GB', false],
    ['empty', '', 'GB', false],
    ['null', null, 'GB', false],
    ['undefined', undefined, 'GB', false],
    ['an unknown country', '07400 123456', 'XX', false],
  ])('%s', (_label, value, country, expected) => {
    expect(country === undefined ? isValidPhone(value) : isValidPhone(value, country)).toBe(expected);
  });
});
