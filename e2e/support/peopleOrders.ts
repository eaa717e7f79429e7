// The last step of the company admin's expense-code flow (issue 13, "Done when"): once company@ has made an
// allowance's expense code required with a pattern (support/peopleFlows.ts), an order of that company paid from
// that allowance enforces it in the order's cost-code dialog: a code that does not match is refused on the field
// with the allowance's own error text, and a matching one is accepted and saved.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

import enOrderEdit from '../../apps/backoffice/src/i18n/en/orderEdit';
import huOrderEdit from '../../apps/backoffice/src/i18n/hu/orderEdit';
import type { Language } from './entityScreens';
import { descriptionOf } from './entityScreens';
import type { Stack } from './stack';

const orderTexts = { en: enOrderEdit, hu: huOrderEdit } as const;

/** What the step needs from the allowance set up before it. */
export interface ExpenseCodeRule {
  /** The allowance whose expense code rules the order follows. */
  allowanceId: number;
  /** The company of the allowance (company@'s). */
  companyId: number;
  /** A code the pattern refuses, and one it accepts. */
  refused: string;
  accepted: string;
  /** The allowance's own text for a code that does not match. */
  message: string;
}

/** The id of an order's company, named by its IRI or embedded. */
function companyIdOf(company: unknown): number | undefined {
  if (typeof company === 'string') return Number(company.split('/').at(-1));
  if (typeof company === 'object' && company !== null && 'id' in company) return Number(company.id);
  return undefined;
}

/**
 * An order of the company, paid from the allowance: a seeded order of the company (not a canteen order), which
 * the customer placed on that allowance. The customer app that picks the allowance is not part of the stack, so
 * the order is given the allowance here, with no cost codes yet.
 */
function orderOnAllowance(stack: Stack, rule: ExpenseCodeRule): { id: string; identifier: string } {
  const store = stack.sandbox.sandbox.store;
  const order = store
    .orders()
    .find(
      (candidate) =>
        companyIdOf(candidate.company) === rule.companyId &&
        !candidate.cloudcanteen &&
        candidate.selectedExpenseRuleId !== null &&
        candidate.selectedExpenseRuleId !== undefined,
    );
  if (!order) throw new Error(`the seed has an order of company ${rule.companyId} on an allowance`);
  store.update('orders', order.id, { selectedExpenseRuleId: rule.allowanceId, costCode: null });
  return { id: order.id, identifier: order.identifier };
}

/** Opens the order as `context`'s user and checks its cost-code dialog against the allowance's rules. */
export async function expectOrderEnforcesExpenseCode(
  stack: Stack,
  context: BrowserContext,
  language: Language,
  rule: ExpenseCodeRule,
): Promise<void> {
  const T = orderTexts[language];
  const D = T.costCodeDialog;
  const { id: orderId, identifier } = orderOnAllowance(stack, rule);
  const page = await context.newPage();
  try {
    await page.goto(`/orders/${orderId}`);
    await page
      .getByRole('heading', { level: 1, name: T.heading.replace(/\{identifier(:string)?\}/, identifier) })
      .waitFor();
    const open = page.getByRole('button', { name: T.actions.costCodes, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: D.title });
    await dialog.waitFor();
    // The allowance names no title for its code: the field has the dialog's default label.
    const code = dialog.getByRole('textbox', { name: new RegExp(`^${D.defaultCode}`) });
    const save = dialog.getByRole('button', { name: D.save, exact: true });

    await code.fill(rule.refused);
    await expect.poll(() => descriptionOf(code)).toContain(rule.message);
    expect(await save.isEnabled()).toBe(false);
    expect(stack.sandbox.sandbox.store.order(orderId)?.costCode ?? null).toBeNull();

    await code.fill(rule.accepted);
    await expect.poll(() => descriptionOf(code)).not.toContain(rule.message);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText(T.notices.costCodesSaved).first().waitFor();
    expect(stack.sandbox.sandbox.store.order(orderId)?.costCode).toEqual([
      { codes: expect.objectContaining({ default: rule.accepted }), distribution: 100 },
    ]);
  } finally {
    await page.close();
  }
}
