import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toggleMultiSelect } from './toggleMultiSelect.js';

describe('toggleMultiSelect', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds a value', ['vegan'], 'halal', ['vegan', 'halal']],
    ['adds to an empty selection', [], 'vegan', ['vegan']],
    ['removes a selected value', ['vegan', 'halal'], 'vegan', ['halal']],
    ['removes the last value', ['vegan'], 'vegan', []],
    ['non_above clears the others', ['vegan', 'halal'], 'non_above', ['non_above']],
    ['non_above on an empty selection', [], 'non_above', ['non_above']],
    ['another value removes non_above', ['non_above'], 'vegan', ['vegan']],
    ['toggling non_above off', ['non_above'], 'non_above', []],
    ['removing a value from a bad mix drops non_above', ['vegan', 'non_above', 'halal'], 'vegan', ['halal']],
    ['removing one of a pair keeps a lone non_above', ['non_above', 'vegan'], 'vegan', ['non_above']],
    ['removes every copy of a value', ['vegan', 'halal', 'vegan'], 'vegan', ['halal']],
  ])('%s', (_label, selected, value, expected) => {
    expect(toggleMultiSelect(selected, value)).toEqual(expected);
  });

  it('does not change the selection it is given', () => {
    const selected = ['vegan', 'halal'];
    toggleMultiSelect(selected, 'non_above');
    toggleMultiSelect(selected, 'vegan');
    expect(selected).toEqual(['vegan', 'halal']);
  });

  const value = fc.constantFrom('non_above', 'vegan', 'halal', 'kosher', 'gluten_free');

  it('never yields non_above together with another value', () => {
    fc.assert(
      fc.property(fc.array(value), value, (selected, clicked) => {
        const result = toggleMultiSelect(selected, clicked);
        expect(result.includes('non_above') && result.length > 1).toBe(false);
      }),
    );
  });

  it('toggling twice from a clean selection without non_above gives it back', () => {
    const other = fc.constantFrom('vegan', 'halal', 'kosher', 'gluten_free');
    fc.assert(
      fc.property(fc.uniqueArray(other), other, (selected, clicked) => {
        const twice = toggleMultiSelect(toggleMultiSelect(selected, clicked), clicked);
        expect([...twice].sort()).toEqual([...selected].sort());
      }),
    );
  });
});
