import { describe, expect, it } from 'vitest';

import { LIMITS } from '../constants/index.js';
import { newCutoffRule } from './newCutoffRule.js';
import type { CutoffRuleDraft } from './types.js';
import { validateCutoffRules } from './validateCutoffRules.js';

const reference = LIMITS.defaultCutoffReference;

describe('newCutoffRule', () => {
  it.each<[string, CutoffRuleDraft[], string, string]>([
    ['no rules: an hour before the reference (the spec default)', [], reference, '2023-08-30 09:00:00'],
    [
      'an hour before the only rule',
      [{ cutoffTime: '2023-08-30 08:00:00', limit: 5 }],
      reference,
      '2023-08-30 07:00:00',
    ],
    [
      'an hour before the earliest, wherever it is',
      [
        { cutoffTime: '2023-08-30 08:00:00', limit: 5 },
        { cutoffTime: '2023-08-29 18:00:00', limit: 5 },
      ],
      reference,
      '2023-08-29 17:00:00',
    ],
    ['across midnight', [{ cutoffTime: '2023-08-30 00:30:00', limit: 5 }], reference, '2023-08-29 23:30:00'],
    [
      'invalid rules are ignored',
      [{ cutoffTime: 'bad', limit: 5 }, { cutoffTime: null }],
      reference,
      '2023-08-30 09:00:00',
    ],
    ['an invalid reference falls back to the default', [], '', '2023-08-30 09:00:00'],
    ['another reference', [], '2024-01-01 00:00:00', '2023-12-31 23:00:00'],
  ])('%s', (_label, rules, ref, expected) => {
    expect(newCutoffRule(rules, ref)).toEqual({ cutoffTime: expected, limit: 999 });
  });

  it('prepended, keeps a valid list valid', () => {
    const rules = [
      { cutoffTime: '2023-08-30 07:00:00', limit: 5 },
      { cutoffTime: '2023-08-30 09:00:00', limit: 20 },
    ];
    const next = [newCutoffRule(rules, reference), ...rules];
    expect(validateCutoffRules(next, reference).valid).toBe(true);
  });

  it('does not change the rules', () => {
    const rules = [{ cutoffTime: '2023-08-30 08:00:00', limit: 5 }];
    newCutoffRule(rules, reference);
    expect(rules).toEqual([{ cutoffTime: '2023-08-30 08:00:00', limit: 5 }]);
  });
});
