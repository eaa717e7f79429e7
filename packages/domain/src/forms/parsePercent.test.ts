import { describe, expect, it } from 'vitest';

import { parsePercent } from './parsePercent.js';

describe('parsePercent', () => {
  it.each<[string | null | undefined, number | null]>([
    ['12', 0.12],
    ['12%', 0.12],
    ['12 %', 0.12],
    ['12.5 %', 0.125],
    ['12,5%', 0.125],
    ['14.5', 0.145],
    ['0', 0],
    ['0%', 0],
    ['-0', 0],
    ['100%', 1],
    ['150%', 1.5],
    ['0.01', 0.0001],
    ['007', 0.07],
    [' 27 % ', 0.27],
    ['+5', 0.05],
    ['-5%', -0.05],
    ['', null],
    ['%', null],
    ['  ', null],
    ['.5', null],
    ['5.', null],
    ['1.2.3', null],
    ['12%%', null],
    ['% 12', null],
    ['1e2', null],
    ['twelve', null],
    ['1 000', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (text, expected) => {
    expect(parsePercent(text)).toBe(expected);
  });
});
