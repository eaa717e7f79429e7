import { describe, expect, it } from 'vitest';

import type { CostCodeRowValues } from './toExpenseCodeEntries';
import {
  initialCostCodeValues,
  resplitRows,
  toExpenseCodeDraft,
  toExpenseCodeEntries,
} from './toExpenseCodeEntries';

const fields = [{ id: 'default' }, { id: 'project' }];

describe('initialCostCodeValues', () => {
  it('starts with one empty row carrying 100 when the order has none', () => {
    expect(initialCostCodeValues(null)).toEqual({ expenseCode: [{ codes: {}, distribution: 100 }] });
  });
});

describe('resplitRows', () => {
  const rows: CostCodeRowValues[] = [
    { codes: { default: 'A' }, distribution: 60 },
    { codes: { default: 'B' }, distribution: 40 },
  ];

  it('adds a row and splits 100 evenly with the remainder on the last', () => {
    expect(resplitRows(rows, 'add')).toEqual([
      { codes: { default: 'A' }, distribution: 33.33 },
      { codes: { default: 'B' }, distribution: 33.33 },
      { codes: {}, distribution: 33.34 },
    ]);
  });

  it('removes a row and splits again, without changing the input', () => {
    expect(resplitRows(rows, { removeIndex: 0 })).toEqual([{ codes: { default: 'B' }, distribution: 100 }]);
    expect(rows[0]?.distribution).toBe(60);
  });
});

describe('toExpenseCodeEntries', () => {
  it('trims codes, leaves out empty ones and gives a single row 100', () => {
    expect(
      toExpenseCodeEntries(
        { expenseCode: [{ codes: { default: ' A1 ', project: '' }, distribution: 40 }] },
        fields,
      ),
    ).toEqual([{ codes: { default: 'A1' }, distribution: 100 }]);
  });

  it('keeps each row’s allocation and codes of fields no longer configured', () => {
    expect(
      toExpenseCodeEntries(
        {
          expenseCode: [
            { codes: { default: 'A', legacy: ' old ' }, distribution: 60 },
            { codes: { project: 'P-1' }, distribution: 40 },
          ],
        },
        fields,
      ),
    ).toEqual([
      { codes: { default: 'A', legacy: ' old ' }, distribution: 60 },
      { codes: { project: 'P-1' }, distribution: 40 },
    ]);
  });

  it('gives the domain NaN for an empty allocation and empty text for a missing code', () => {
    expect(toExpenseCodeDraft({ expenseCode: [{ codes: { default: null }, distribution: null }] })).toEqual([
      { codes: { default: '' }, distribution: Number.NaN },
    ]);
  });
});
