// The custom exports and admin screens of issue 16 ("Done when"), declared once and run in English and in
// Hungarian on one stack: admin@ clones a custom export and opens its public results page by token; translates a
// text; changes a dynamic setting and sees it after a reload; opens the audit history of an order that was just
// approved and sees the change; sends a test push. Each language works on its own records, so neither run depends
// on the other. axe checks every screen on the way.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { openPage, signedInContext } from '../support/entityScreens';
import type { Stack } from '../support/stack';
import { startStack, tokenPair } from '../support/stack';

/** What the screens say (apps/backoffice/src/i18n/{en,hu}/admin.ts and the shared texts). */
const texts = {
  en: {
    notifications: 'Notifications',
    rowActions: 'Row actions',
    updated: 'Updated',
    customExports: 'Custom exports list',
    clone: 'Clone',
    exportChoice: 'Choose an export',
    show: 'Show the results',
    rowsOf: (name: string) => `Rows of ${name}`,
    translations: 'Translations',
    translate: 'Translate',
    translateTitle: (key: string) => `Translate “${key}”`,
    textIn: (language: string) => `Text in ${language}`,
    hungarian: 'Hungarian',
    saveTexts: 'Save the texts',
    textsSaved: 'Texts saved',
    supportPhone: 'Support phone',
    saveSettings: 'Save the settings',
    settingsSaved: 'Settings saved',
    anyEntity: 'Any entity',
    applyFilters: 'Apply the filters',
    auditLog: 'Audit log',
    historyOf: (id: number) => `History of orders ${id}`,
    updatedBy: 'Updated by admin@example.com',
    register: 'Register this browser',
    registered: 'This browser is registered for pushes.',
    sendPush: 'Send a test push',
    results: 'Results per endpoint',
    delivered: 'Delivered',
  },
  hu: {
    notifications: 'Értesítések',
    rowActions: 'Sor műveletei',
    updated: 'Frissítve',
    customExports: 'Egyedi exportok listája',
    clone: 'Másolás',
    exportChoice: 'Válasszon exportot',
    show: 'Eredmények megjelenítése',
    rowsOf: (name: string) => `${name} sorai`,
    translations: 'Fordítások',
    translate: 'Fordítás',
    translateTitle: (key: string) => `„${key}” fordítása`,
    textIn: (language: string) => `Szöveg ezen a nyelven: ${language}`,
    hungarian: 'Magyar',
    saveTexts: 'Szövegek mentése',
    textsSaved: 'Szövegek elmentve',
    supportPhone: 'Ügyfélszolgálati telefonszám',
    saveSettings: 'Beállítások mentése',
    settingsSaved: 'Beállítások elmentve',
    anyEntity: 'Bármely entitás',
    applyFilters: 'Szűrők alkalmazása',
    auditLog: 'Audit napló',
    historyOf: (id: number) => `orders ${id} előzményei`,
    updatedBy: 'Módosítva – admin@example.com',
    register: 'Böngésző regisztrálása',
    registered: 'Ez a böngésző regisztrálva van a push értesítésekre.',
    sendPush: 'Teszt push küldése',
    results: 'Eredmények végpontonként',
    delivered: 'Kézbesítve',
  },
} as const;

/** What each language works on, so the two runs never touch the same record. */
const subjects = {
  en: {
    exportName: 'Orders per company',
    translationKey: 'orders.cancelled',
    phone: '+3611111111',
    order: 0,
  },
  hu: {
    exportName: 'Cancelled orders',
    translationKey: 'orders.email_resent',
    phone: '+3622222222',
    order: 1,
  },
} as const;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const toast = (page: Page, language: Language, title: string) =>
  page
    .getByRole('region', { name: texts[language].notifications })
    .getByRole('alertdialog', { name: title, exact: true });

/** Calls the platform as admin@ (no browser). */
async function platform(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const { token } = await tokenPair(stack, 'admin@example.com');
  const response = await fetch(`${stack.sandbox.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

for (const language of ['en', 'hu'] as const) {
  describe(`the admin screens in ${language === 'en' ? 'English' : 'Hungarian'}`, () => {
    const T = texts[language];
    const subject = subjects[language];
    let context: BrowserContext;
    beforeAll(async () => {
      context = await signedInContext(stack, language);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('clones a custom export and opens its public results page by its token', async () => {
      const page = await openPage(context, '/custom-export');
      const list = page.getByRole('table', { name: T.customExports });
      const original = list.getByRole('row').filter({ hasText: subject.exportName }).first();
      await original.getByRole('button', { name: T.rowActions }).click();
      await page.getByRole('menuitem', { name: T.clone, exact: true }).click();
      await toast(page, language, T.updated).waitFor();
      const copyName = `${subject.exportName} (copy)`;
      await list.getByRole('row').filter({ hasText: copyName }).first().waitFor();
      await expectNoAxeViolations(page);

      await page.goto('/custom-export-show');
      // The page's export select (its name starts with the placeholder), not the sidebar's export group.
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${T.exportChoice}`) })
        .click();
      await page.getByRole('option', { name: copyName, exact: true }).click();
      await page.getByRole('button', { name: T.show, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('token'));
      const link = new URL(page.url());
      const copy = (await platform('GET', `/custom-export/${link.searchParams.get('id')}`)) as {
        token?: string;
      };
      expect(link.searchParams.get('token')).toBe(copy.token);
      await page.close();

      // The public link alone (id and token) shows the rows as a table.
      const shown = await openPage(context, `${link.pathname}${link.search}`);
      const table = shown.getByRole('table', { name: T.rowsOf(copyName) });
      await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(shown);
      await shown.close();
    });

    it('translates a text, with the English and Hungarian texts side by side', async () => {
      const page = await openPage(context, '/translations');
      await page.getByRole('searchbox').fill(subject.translationKey);
      await page.getByRole('searchbox').press('Enter');
      const table = page.getByRole('table', { name: T.translations });
      await expect
        .poll(() => table.getByRole('rowheader').allTextContents())
        .toEqual([subject.translationKey, subject.translationKey]);
      await table.getByRole('row').nth(1).getByRole('button', { name: T.rowActions }).click();
      await page.getByRole('menuitem', { name: T.translate, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T.translateTitle(subject.translationKey) });
      const hungarian = dialog.getByRole('textbox', { name: T.textIn(T.hungarian) });
      await expect.poll(() => hungarian.inputValue()).not.toBe('');
      await expectNoAxeViolations(page);
      const text = `Fordított szöveg (${language})`;
      await hungarian.fill(text);
      await dialog.getByRole('button', { name: T.saveTexts }).click();
      await toast(page, language, T.textsSaved).waitFor();
      await table.getByRole('row').filter({ hasText: text }).waitFor();
      await page.close();
    });

    it('changes a dynamic setting and sees it after a reload', async () => {
      const page = await openPage(context, '/settings');
      const phone = page.getByRole('textbox', { name: T.supportPhone, exact: true });
      await phone.fill(subject.phone);
      await page.getByRole('button', { name: T.saveSettings }).click();
      await toast(page, language, T.settingsSaved).waitFor();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect
        .poll(() => page.getByRole('textbox', { name: T.supportPhone, exact: true }).inputValue())
        .toBe(subject.phone);
      await page.close();
    });

    it('opens the audit history of an order that was just approved and sees the change', async () => {
      const list = (await platform('GET', '/orders?status=new&itemsPerPage=10')) as {
        'hydra:member': Array<{ id: number }>;
      };
      const order = list['hydra:member'][subject.order];
      if (!order) throw new Error('no new order to approve');
      await platform('PUT', `/orders/${order.id}/approve`, { delivery: { preparation_time: 20 } });

      const page = await openPage(context, '/audit');
      await page.getByRole('button', { name: new RegExp(T.anyEntity) }).click();
      await page.getByRole('option', { name: 'orders', exact: true }).click();
      await page.getByRole('button', { name: T.applyFilters }).click();
      const log = page.getByRole('table', { name: T.auditLog });
      await log
        .getByRole('link', { name: T.historyOf(order.id) })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === `/audit/orders/${order.id}`);
      const changes = page.getByRole('table', { name: new RegExp(`^${T.updatedBy}`) });
      const status = changes
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'status' }) });
      await expect.poll(() => status.getByRole('cell').allTextContents()).toEqual(['new', 'approved']);
      await expectNoAxeViolations(page);
      await page.close();
    });

    it('has no axe violations on the other screens of the exports and admin areas', async () => {
      for (const path of [
        '/custom-export/create',
        '/custom-export/1',
        '/custom-export-category',
        '/custom-export-category/create',
        '/custom-export-category/1',
        '/custom-update-show',
        '/tablets',
      ]) {
        const page = await openPage(context, path);
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await expectNoAxeViolations(page);
        await page.close();
      }
      const tablets = await openPage(context, '/tablets');
      await tablets.getByRole('rowheader').first().waitFor();
      await expectNoAxeViolations(tablets);
      await tablets.close();
      const settings = await openPage(context, '/settings');
      await settings.getByRole('tab', { name: 'JSON' }).click();
      await settings.getByRole('tabpanel').getByRole('textbox').waitFor();
      await expectNoAxeViolations(settings);
      await settings.close();
    });

    it('sends a test push and sees the result at this browser’s endpoint', async () => {
      const page = await openPage(context, '/push-notifications');
      await page.getByRole('button', { name: T.register }).click();
      await page.getByText(T.registered).waitFor();
      await page.getByRole('button', { name: T.sendPush }).click();
      const results = page.getByRole('table', { name: T.results });
      const mine = results.getByRole('row').filter({ hasText: 'local-push-token' });
      await expect.poll(() => mine.textContent()).toContain(T.delivered);
      await expectNoAxeViolations(page);
      await page.close();
    });
  });
}
