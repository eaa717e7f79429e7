// Issue #19 item 5 in the browser: two admins (two browser sessions) edit the same coupon. The second save over
// the old version is refused; the form keeps what its user typed, takes in the field only the other admin
// changed, shows the field both changed with both values, and after the user chooses, saves the new version.
// Declared once and run in English and in Hungarian, each on its own coupon. axe checks the notice.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { openPage, signedInContext } from '../support/entityScreens';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/** What the screens say (apps/backoffice/src/i18n/{en,hu}/saveConflict.ts and entities.ts). */
const texts = {
  en: {
    save: 'Save',
    updated: 'Updated',
    code: 'Code',
    value: 'Value',
    minimumPrice: 'Minimum order',
    title: 'Someone else changed this item',
    useTheirs: 'Use the saved value',
  },
  hu: {
    save: 'Mentés',
    updated: 'Frissítve',
    code: 'Kód',
    value: 'Érték',
    minimumPrice: 'Minimális rendelés',
    title: 'Valaki más módosította ezt az elemet',
    useTheirs: 'A mentett érték kerüljön be',
  },
} as const;

/** The seeded coupon each language edits, with its name (the form's title). */
const coupons = { en: { id: 1, name: 'WELCOME500' }, hu: { id: 2, name: 'PASTA10' } } as const;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

describe.each<Language>(['en', 'hu'])('two admins edit one coupon (%s)', (language) => {
  const T = texts[language];
  const coupon = coupons[language];
  let anna: BrowserContext;
  let bela: BrowserContext;
  beforeAll(async () => {
    [anna, bela] = await Promise.all([signedInContext(stack, language), signedInContext(stack, language)]);
  });
  afterAll(async () => {
    await Promise.all([anna.close(), bela.close()]);
  });

  const formOf = (page: Page) => page.getByRole('form', { name: coupon.name });
  const fill = async (page: Page, label: string, value: string) => {
    const field = formOf(page).getByRole('textbox', { name: label, exact: true });
    await field.fill(value);
  };
  const save = async (page: Page) => {
    const button = formOf(page).getByRole('button', { name: T.save, exact: true }).last();
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
  };

  it('merges the other change in, shows the field both changed, and saves after the choice', async () => {
    const [annaPage, belaPage] = await Promise.all([
      openPage(anna, `/coupons/${String(coupon.id)}`),
      openPage(bela, `/coupons/${String(coupon.id)}`),
    ]);
    await Promise.all([formOf(annaPage).waitFor(), formOf(belaPage).waitFor()]);

    // Anna saves first: a new code and minimum order.
    await fill(annaPage, T.code, `${coupon.name}-ANNA`);
    await fill(annaPage, T.minimumPrice, '2500');
    await save(annaPage);
    await annaPage.getByText(T.updated, { exact: true }).first().waitFor();

    // Béla, still on the version he opened, changes the code and the value.
    await fill(belaPage, T.code, `${coupon.name}-BELA`);
    await fill(belaPage, T.value, '777');
    await save(belaPage);
    const notice = belaPage.getByRole('region', { name: T.title });
    await notice.waitFor();
    const form = formOf(belaPage);
    await expect
      .poll(() => form.getByRole('textbox', { name: T.minimumPrice, exact: true }).inputValue())
      .toMatch(/^2\D?500$/);
    expect(await form.getByRole('textbox', { name: T.value, exact: true }).inputValue()).toBe('777');
    expect(await form.getByRole('textbox', { name: T.code, exact: true }).inputValue()).toBe(
      `${coupon.name}-BELA`,
    );
    const code = notice.getByRole('group', { name: T.code });
    expect(await code.textContent()).toContain(`${coupon.name}-ANNA`);
    const axe = await new AxeBuilder({ page: belaPage }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    await code.getByRole('button', { name: T.useTheirs }).click();
    await save(belaPage);
    await belaPage.getByText(T.updated, { exact: true }).first().waitFor();
    await notice.waitFor({ state: 'detached' });

    // What the platform holds now: Anna's code and minimum order, Béla's value.
    await annaPage.reload();
    const annaForm = annaPage.getByRole('form', { name: `${coupon.name}-ANNA` });
    await annaForm.waitFor();
    expect(await annaForm.getByRole('textbox', { name: T.value, exact: true }).inputValue()).toBe('777');
  });
});
