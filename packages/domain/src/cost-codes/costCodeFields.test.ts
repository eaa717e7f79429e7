import { describe, expect, it } from 'vitest';

import type { ExpenseCodeConfig } from '../types/order.js';
import { costCodeFields } from './costCodeFields.js';
import type { CostCodeField } from './types.js';

const plain = (id: string): CostCodeField => ({
  id,
  title: null,
  list: [],
  required: false,
  onlyFromList: false,
  regex: null,
  regexError: null,
  placeholder: null,
});

describe('costCodeFields', () => {
  it.each<[string, ExpenseCodeConfig | null | undefined, CostCodeField[]]>([
    ['no configuration', undefined, [plain('default')]],
    ['a null configuration', null, [plain('default')]],
    ['an empty configuration', {}, [plain('default')]],
    ['required value 1 is optional', { expenseCodeRequired: 1 }, [plain('default')]],
    [
      'a full default field',
      {
        expenseCodeTitle: 'Cost centre',
        expenseCodeList: ['A1', 'B2'],
        expenseCodeRequired: 2,
        expenseCodeOnlyFromList: true,
        expenseCodeRegexValidation: '^[A-Z]\\d$',
        expenseCodeRegexValidationError: 'Letter then digit',
        expenseCodePlaceholder: 'e.g. A1',
      },
      [
        {
          id: 'default',
          title: 'Cost centre',
          list: ['A1', 'B2'],
          required: true,
          onlyFromList: true,
          regex: '^[A-Z]\\d$',
          regexError: 'Letter then digit',
          placeholder: 'e.g. A1',
        },
      ],
    ],
    [
      'blank texts read as none',
      { expenseCodeTitle: ' ', expenseCodeRegexValidation: '', expenseCodeRegexValidationError: null },
      [plain('default')],
    ],
    [
      'additional fields with their own rules',
      {
        additionalExpenseCodes: [
          { id: 'project', title: 'Project', required: 2, list: ['P1'], onlyFromList: true },
          {
            id: 'team',
            required: true,
            regexValidation: '^T',
            regexValidationError: 'Starts with T',
            placeholder: 'T…',
          },
          { id: 'note', required: 1 },
        ],
      },
      [
        plain('default'),
        { ...plain('project'), title: 'Project', required: true, list: ['P1'], onlyFromList: true },
        { ...plain('team'), required: true, regex: '^T', regexError: 'Starts with T', placeholder: 'T…' },
        plain('note'),
      ],
    ],
  ])('%s', (_label, config, expected) => {
    expect(costCodeFields(config)).toEqual(expected);
  });

  it('copies the lists instead of sharing them', () => {
    const config: ExpenseCodeConfig = { expenseCodeList: ['A1'] };
    const [field] = costCodeFields(config);
    field?.list.push('B2');
    expect(config.expenseCodeList).toEqual(['A1']);
  });
});
