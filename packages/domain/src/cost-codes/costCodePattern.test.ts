import { describe, expect, it } from 'vitest';

import { compileCostCodePattern, isValidCostCodePattern } from './costCodePattern.js';
import { validateCostCodes } from './validateCostCodes.js';

describe('compileCostCodePattern', () => {
  it.each([
    ['^A\\d+$', 'A12', true],
    ['^A\\d+$', 'a12', false],
    ['/^a\\d+$/i', 'A12', true],
    ['\\d{3}', 'x123y', true],
    ['/^a.b$/s', 'a\nb', true],
    ['/^b$/m', 'a\nb', true],
    ['/^é+$/u', 'éé', true],
    ['/^a$/gy', 'a', true],
  ])('%s on %j gives %s, as JavaScript would', (pattern, value, expected) => {
    expect(compileCostCodePattern(pattern)?.test(value)).toBe(expected);
  });

  it.each([
    ['broken syntax', '^(A'],
    ['a backreference', '(a)\\1'],
    ['a lookahead', '^(?=A)'],
    ['an unknown flag', '/a/x'],
  ])('refuses %s', (_label, pattern) => {
    expect(compileCostCodePattern(pattern)).toBeNull();
    expect(isValidCostCodePattern(pattern)).toBe(false);
  });

  it('checks a value against a catastrophic pattern in linear time', () => {
    // With a backtracking engine this takes about 2^40 steps; RE2 answers at once.
    const pattern = compileCostCodePattern('^(a+)+$');
    expect(pattern?.test(`${'a'.repeat(40)}!`)).toBe(false);
    expect(pattern?.test('a'.repeat(5000))).toBe(true);
  });

  it('is what the cost-code validation uses', () => {
    const result = validateCostCodes(
      [{ codes: { default: `${'a'.repeat(60)}!` }, distribution: 100 }],
      { expenseCodeRegexValidation: '^(a+)+$', expenseCodeRegexValidationError: 'Letters a only' },
      { isSuperAdmin: false },
    );
    expect(result.errors['rows.0.codes.default']).toBe('Letters a only');
  });
});
