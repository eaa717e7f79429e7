import { describe, expect, it } from 'vitest';

import type { CutoffRuleDraft } from './types.js';
import { validateCutoffRules } from './validateCutoffRules.js';

const reference = '2023-08-30 10:00:00';
const r = (cutoffTime: string | null, limit: number | null = 10): CutoffRuleDraft => ({ cutoffTime, limit });

describe('validateCutoffRules', () => {
  it.each<[string, CutoffRuleDraft[], Record<string, string>]>([
    ['no rules', [], {}],
    ['one rule before the reference', [r('2023-08-30 09:00:00')], {}],
    ['a cutoff equal to the reference', [r(reference)], {}],
    ['rules in order', [r('2023-08-29 16:00:00'), r('2023-08-30 08:00:00'), r('2023-08-30 09:00:00')], {}],
    ['equal cutoffs', [r('2023-08-30 09:00:00'), r('2023-08-30 09:00:00')], {}],
    ['limit 1', [r('2023-08-30 09:00:00', 1)], {}],
    ['limit 999', [r('2023-08-30 09:00:00', 999)], {}],
    ['limit missing', [r('2023-08-30 09:00:00', null)], { 'rules.0.limit': 'required' }],
    ['limit NaN', [r('2023-08-30 09:00:00', Number.NaN)], { 'rules.0.limit': 'required' }],
    ['limit 0', [r('2023-08-30 09:00:00', 0)], { 'rules.0.limit': 'min' }],
    ['limit negative', [r('2023-08-30 09:00:00', -5)], { 'rules.0.limit': 'min' }],
    ['limit 1000', [r('2023-08-30 09:00:00', 1000)], { 'rules.0.limit': 'max' }],
    ['limit 1.5', [r('2023-08-30 09:00:00', 1.5)], { 'rules.0.limit': 'integer' }],
    ['limit Infinity', [r('2023-08-30 09:00:00', Number.POSITIVE_INFINITY)], { 'rules.0.limit': 'integer' }],
    ['cutoff missing', [r(null)], { 'rules.0.cutoffTime': 'required' }],
    ['cutoff blank', [r('  ')], { 'rules.0.cutoffTime': 'required' }],
    ['cutoff without seconds', [r('2023-08-30 09:00')], { 'rules.0.cutoffTime': 'format' }],
    ['cutoff on a day that does not exist', [r('2023-02-30 09:00:00')], { 'rules.0.cutoffTime': 'format' }],
    ['the last rule after the reference', [r('2023-08-30 10:00:01')], { 'rules.0.cutoffTime': 'order' }],
    [
      'a rule later than the next one',
      [r('2023-08-30 09:00:00'), r('2023-08-30 08:00:00')],
      { 'rules.0.cutoffTime': 'order' },
    ],
    [
      'both out of order and after the reference',
      [r('2023-08-30 12:00:00'), r('2023-08-30 11:00:00')],
      { 'rules.0.cutoffTime': 'order', 'rules.1.cutoffTime': 'order' },
    ],
    [
      'an invalid neighbour is not compared',
      [r('2023-08-30 09:00:00'), r('bad'), r('2023-08-30 08:00:00', 0)],
      { 'rules.1.cutoffTime': 'format', 'rules.2.limit': 'min' },
    ],
    ['both fields of one rule', [r('', 1000)], { 'rules.0.limit': 'max', 'rules.0.cutoffTime': 'required' }],
  ])('%s', (_label, rules, errors) => {
    expect(validateCutoffRules(rules, reference)).toEqual({
      valid: Object.keys(errors).length === 0,
      errors,
    });
  });

  it('skips the reference comparison when the reference is invalid', () => {
    expect(validateCutoffRules([r('2099-01-01 00:00:00')], 'not a date').errors).toEqual({});
  });

  it('treats a missing field from an untyped form as required', () => {
    expect(validateCutoffRules([{}], reference).errors).toEqual({
      'rules.0.limit': 'required',
      'rules.0.cutoffTime': 'required',
    });
  });

  it('does not change the rules', () => {
    const rules = [r('2023-08-30 11:00:00', 0)];
    validateCutoffRules(rules, reference);
    expect(rules).toEqual([r('2023-08-30 11:00:00', 0)]);
  });
});
