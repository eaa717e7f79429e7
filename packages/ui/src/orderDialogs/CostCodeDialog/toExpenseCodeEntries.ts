import type { CostCodeField, ExpenseCodeEntry } from '@backoffice/domain';
import { LIMITS, splitAllocations } from '@backoffice/domain';

/** One cost-code row of the dialog's form: code values by field id, and its share in percent. */
export interface CostCodeRowValues {
  codes: Record<string, string | null | undefined>;
  /** Null when empty; NaN while the typed text is no number. */
  distribution: number | null;
}

/** What the cost-code dialog's form holds. */
export interface CostCodeFormValues {
  expenseCode: CostCodeRowValues[];
}

/**
 * The dialog's starting rows: the order's entries, or one empty row carrying the whole order.
 * @example initialCostCodeValues([]) // { expenseCode: [{ codes: {}, distribution: 100 }] }
 */
export function initialCostCodeValues(
  entries: readonly ExpenseCodeEntry[] | null | undefined,
): CostCodeFormValues {
  const rows = entries ?? [];
  return {
    expenseCode:
      rows.length === 0
        ? [{ codes: {}, distribution: LIMITS.allocationTotal }]
        : rows.map((entry) => ({ codes: { ...entry.codes }, distribution: entry.distribution })),
  };
}

/**
 * The rows with one added (or the row at `removeIndex` removed) and 100 split evenly again, the remainder on the
 * last row (domain `splitAllocations`). Codes stay; the input is not changed.
 * @example resplitRows([{ codes: { default: 'A' }, distribution: 100 }], 'add').map((row) => row.distribution) // [50, 50]
 */
export function resplitRows(
  rows: readonly CostCodeRowValues[],
  change: 'add' | { removeIndex: number },
): CostCodeRowValues[] {
  const next =
    change === 'add'
      ? [...rows, { codes: {}, distribution: null }]
      : rows.filter((_row, index) => index !== change.removeIndex);
  const shares = splitAllocations(next);
  return next.map((row, index) => ({ codes: { ...row.codes }, distribution: shares[index] ?? null }));
}

/**
 * The rows as the domain validates them: each code as typed (missing is ''), an empty allocation as NaN.
 */
export function toExpenseCodeDraft(values: CostCodeFormValues): ExpenseCodeEntry[] {
  return values.expenseCode.map((row) => ({
    codes: Object.fromEntries(Object.entries(row.codes).map(([id, code]) => [id, code ?? ''])),
    distribution: row.distribution ?? Number.NaN,
  }));
}

/**
 * The expense-code entries sent with PUT /orders/{id}: codes trimmed and empty ones left out (codes of fields
 * the configuration no longer has are kept as they were), and a single row carrying 100.
 * @example toExpenseCodeEntries({ expenseCode: [{ codes: { default: ' A1 ', project: '' }, distribution: 40 }] }, fields)
 * // [{ codes: { default: 'A1' }, distribution: 100 }]
 */
export function toExpenseCodeEntries(
  values: CostCodeFormValues,
  fields: readonly Pick<CostCodeField, 'id'>[],
): ExpenseCodeEntry[] {
  const configured = new Set(fields.map((field) => field.id));
  const single = values.expenseCode.length === 1;
  return values.expenseCode.map((row) => {
    const codes: Record<string, string> = {};
    for (const [id, raw] of Object.entries(row.codes)) {
      const code = configured.has(id) ? (raw ?? '').trim() : (raw ?? '');
      if (code !== '') codes[id] = code;
    }
    return { codes, distribution: single ? LIMITS.allocationTotal : (row.distribution ?? Number.NaN) };
  });
}
