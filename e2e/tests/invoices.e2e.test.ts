// The invoices and the file manager of issue 16 ("Done when"), declared once and run in English and in Hungarian
// on one stack: admin@ creates an invoice for a company with two titled files, and an unequal sum is refused on the
// amount; billing@ downloads a file from the dashboard under the server's name; admin@ makes a folder in the file
// manager, uploads into it, renames and deletes. Each language works on its own records. axe checks each screen.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { openPage, signedInContext } from '../support/entityScreens';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack, tokenPair } from '../support/stack';

/** What the screens say (apps/backoffice/src/i18n/{en,hu}/invoices.ts and the shared texts). */
const texts = {
  en: {
    notifications: 'Notifications',
    created: 'Created',
    unsaved: 'Unsaved changes',
    save: 'Save',
    files: 'Files',
    invoices: 'Invoices',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    amount: /^Amount/,
    titleOf: (name: string) => `Title of ${name}`,
    valueOf: (name: string) => `Value of ${name}`,
    sumInvalid: /Invalid: the amount must equal the sum of the values/,
    downloadInvoice: /^Download Invoice /,
    manager: 'Folders and files',
    newFolder: 'New folder',
    folderName: 'Folder name',
    create: 'Create',
    open: (title: string) => `Open the folder ${title}`,
    rename: (title: string) => `Rename ${title}`,
    renameFile: (title: string) => `Rename ${title}`,
    renameDialog: (title: string) => `Rename ${title}`,
    fileTitle: 'Title',
    remove: (title: string) => `Delete ${title}`,
    deleteFileTitle: (title: string) => `Delete ${title}?`,
    deleteFolderTitle: (title: string) => `Delete the folder ${title}?`,
    deleteShort: 'Delete',
    root: 'All files',
    uploads: 'Uploads',
    uploaded: 'Uploaded',
    nameTaken: (title: string) => `“${title}” already exists here.`,
    /** en-GB dates: day, month, year. */
    date: (iso: string) => iso.split('-').reverse().join(''),
  },
  hu: {
    notifications: 'Értesítések',
    created: 'Létrehozva',
    unsaved: 'Nem mentett változások',
    save: 'Mentés',
    files: 'Fájlok',
    invoices: 'Számlák',
    periodStart: 'Időszak kezdete',
    periodEnd: 'Időszak vége',
    amount: /^Összeg/,
    titleOf: (name: string) => `${name} címe`,
    valueOf: (name: string) => `${name} értéke`,
    sumInvalid: /Érvénytelen: az összegnek meg kell egyeznie az értékek összegével/,
    downloadInvoice: /^Invoice .* letöltése$/,
    manager: 'Mappák és fájlok',
    newFolder: 'Új mappa',
    folderName: 'Mappa neve',
    create: 'Létrehozás',
    open: (title: string) => `${title} mappa megnyitása`,
    rename: (title: string) => `Átnevezés: ${title}`,
    renameFile: (title: string) => `Átnevezés: ${title}`,
    renameDialog: (title: string) => `${title} átnevezése`,
    fileTitle: 'Cím',
    remove: (title: string) => `Törlés: ${title}`,
    deleteFileTitle: (title: string) => `Törli ezt: ${title}?`,
    deleteFolderTitle: (title: string) => `Törli a(z) ${title} mappát?`,
    deleteShort: 'Törlés',
    root: 'Minden fájl',
    uploads: 'Feltöltések',
    uploaded: 'Feltöltve',
    nameTaken: (title: string) => `„${title}” már létezik itt.`,
    /** hu-HU dates: year, month, day. */
    date: (iso: string) => iso.split('-').join(''),
  },
} as const;

/** What each language works on, so the two runs never touch the same record. */
const subjects = {
  en: {
    company: 2,
    files: ['food-en.pdf', 'delivery-en.pdf'],
    titles: ['Food', 'Delivery'],
    folder: 'Receipts EN',
  },
  hu: {
    company: 3,
    files: ['etel-hu.pdf', 'szallitas-hu.pdf'],
    titles: ['Étel', 'Szállítás'],
    folder: 'Bizonylatok HU',
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

/** Calls the platform as admin@ (no browser). */
async function platform(path: string): Promise<Record<string, unknown>> {
  const { token } = await tokenPair(stack, 'admin@example.com');
  const response = await fetch(`${stack.sandbox.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4 ${name}`),
});

/** Types a date into a date field segment by segment. */
async function typeDate(page: Page, name: string, digits: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${name}`) });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** A context signed in as billing@ in the language. */
async function billingContext(language: Language): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Finvoices');
  await signInWith(page, 'billing@example.com');
  await page.waitForURL((url) => url.pathname === '/invoices');
  if (language === 'hu') {
    await page.getByRole('radio', { name: 'Hungarian' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hu');
  }
  await page.close();
  return context;
}

for (const language of ['en', 'hu'] as const) {
  describe(`the invoices in ${language === 'en' ? 'English' : 'Hungarian'}`, () => {
    const T = texts[language];
    const subject = subjects[language];
    let context: BrowserContext;
    beforeAll(async () => {
      context = await signedInContext(stack, language);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('creates an invoice for a company with two titled files, refusing an unequal sum', async () => {
      const page = await openPage(context, `/invoices/create/company/${subject.company}`);
      const files = page.getByRole('region', { name: T.files, exact: true });
      await files.locator('input[type="file"]').setInputFiles(subject.files.map(pdf));
      for (const [index, name] of subject.files.entries()) {
        const title = page.getByRole('textbox', { name: T.titleOf(name), exact: true });
        await title.fill(subject.titles[index] ?? name);
        await page
          .getByRole('textbox', { name: T.valueOf(name), exact: true })
          .fill(String(1000 * (index + 1)));
      }
      await typeDate(page, T.periodStart, T.date('2026-09-01'));
      await typeDate(page, T.periodEnd, T.date('2026-09-30'));
      const amount = page.getByRole('textbox', { name: T.amount });
      await amount.fill('2500');
      await amount.blur();
      await page.getByText(T.sumInvalid).waitFor();
      await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      await amount.fill('3000');
      await expect.poll(() => page.getByText(T.sumInvalid).count()).toBe(0);
      const save = page
        .getByRole('region', { name: T.unsaved })
        .getByRole('button', { name: T.save, exact: true });
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await page.waitForURL((url) => /^\/invoices\/\d+$/.test(url.pathname));
      const id = new URL(page.url()).pathname.split('/').pop();
      const invoice = await platform(`/billing/${String(id)}`);
      expect(invoice).toMatchObject({
        type: 'company',
        company: `/api/v1/companies/${subject.company}`,
        relationId: subject.company,
        periodStart: '2026-09-01',
        periodEnd: '2026-09-30',
        amount: 3000,
      });
      const stored = invoice.files as Array<{ id: number; title: string; fileName: string }>;
      expect(stored.map((file) => [file.title, file.fileName])).toEqual(
        subject.files.map((name, index) => [subject.titles[index], name]),
      );
      // Each file is in the company's file manager with its title.
      const managed = (await platform(`/file-manager/company/${subject.company}/files`))[
        'hydra:member'
      ] as Array<{
        title: string;
      }>;
      expect(managed.map((file) => file.title)).toEqual(expect.arrayContaining([...subject.titles]));
      await page.close();
    });

    it('makes a folder in the file manager, uploads into it, renames and deletes', async () => {
      const page = await openPage(context, '/invoices/1');
      const manager = page.getByRole('region', { name: T.manager });
      await manager.getByRole('table').waitFor();
      await manager.getByRole('button', { name: T.newFolder }).click();
      const dialog = page.getByRole('dialog', { name: T.newFolder });
      await dialog.getByRole('textbox', { name: T.folderName }).fill(subject.folder);
      await dialog.getByRole('button', { name: T.create }).click();
      await manager.getByRole('button', { name: T.open(subject.folder) }).click();
      await manager.getByRole('heading', { name: subject.folder }).waitFor();

      await manager.locator('input[type="file"]').setInputFiles([pdf('statement.pdf'), pdf('annex.pdf')]);
      const uploads = manager.getByRole('list', { name: T.uploads });
      await expect.poll(() => uploads.getByText(T.uploaded).count()).toBe(2);
      const table = manager.getByRole('table', { name: subject.folder });
      await table.getByRole('rowheader', { name: 'statement.pdf' }).waitFor();
      await expectNoAxeViolations(page);

      // The same name again is refused with a clear message; the rename to a free name goes through.
      await manager.getByRole('button', { name: T.renameFile('annex.pdf') }).click();
      const rename = page.getByRole('dialog', { name: T.renameDialog('annex.pdf') });
      const field = rename.getByRole('textbox', { name: T.fileTitle });
      await field.fill('statement.pdf');
      await rename.getByRole('button', { name: T.save }).click();
      await rename.getByText(T.nameTaken('statement.pdf')).waitFor();
      await field.fill('Annex 2026');
      await rename.getByRole('button', { name: T.save }).click();
      await table.getByRole('rowheader', { name: 'Annex 2026' }).waitFor();

      await manager.getByRole('button', { name: T.remove('Annex 2026') }).click();
      await page
        .getByRole('alertdialog', { name: T.deleteFileTitle('Annex 2026') })
        .getByRole('button', { name: T.deleteShort })
        .click();
      await expect.poll(() => table.getByRole('rowheader', { name: 'Annex 2026' }).count()).toBe(0);

      await manager.getByRole('button', { name: T.root }).click();
      await manager.getByRole('button', { name: T.remove(subject.folder) }).click();
      await page
        .getByRole('alertdialog', { name: T.deleteFolderTitle(subject.folder) })
        .getByRole('button', { name: T.deleteShort })
        .click();
      await expect.poll(() => manager.getByRole('button', { name: T.open(subject.folder) }).count()).toBe(0);
      const folders = (await platform('/file-manager/company/1/folders'))['hydra:member'] as Array<{
        title: string;
      }>;
      expect(folders.map((folder) => folder.title)).not.toContain(subject.folder);
      await page.close();
    });

    it('lets billing@ download a file from the dashboard under the server’s name', async () => {
      const billing = await billingContext(language);
      const page = await openPage(billing, '/invoices');
      const table = page.getByRole('table', { name: T.invoices, exact: true });
      await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      const button = table.getByRole('button', { name: T.downloadInvoice }).first();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^invoice-(company|restaurant)-1-\d{4}-\d{2}\.pdf$/);
      await billing.close();
    });
  });
}
