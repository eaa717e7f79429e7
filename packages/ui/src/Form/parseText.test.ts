import { describe, expect, it } from 'vitest';

import { parseNumberText } from './parseNumberText';
import { parsePercentText } from './parsePercentText';

describe('parseNumberText', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['0', 0],
    ['.5', 0.5],
  ])('reads %j as the number %d', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each(['', '   '])('reads empty text %j as null', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });

  it.each(['12a', 'abc', '1.2.3', '1e2', '--1', '12%'])('reads %j as NaN', (text) => {
    expect(parseNumberText(text)).toBeNaN();
  });
});

describe('parsePercentText', () => {
  it.each([
    ['12%', 0.12],
    ['12', 0.12],
    ['12.5 %', 0.125],
    ['14.5', 0.145],
    ['0%', 0],
    ['100%', 1],
  ])('reads %j as the fraction %d', (text, expected) => {
    expect(parsePercentText(text)).toBe(expected);
  });

  it('reads empty text as null', () => {
    expect(parsePercentText('')).toBeNull();
  });

  it.each(['%', 'twelve', '12%%'])('reads %j as NaN', (text) => {
    expect(parsePercentText(text)).toBeNaN();
  });
});
