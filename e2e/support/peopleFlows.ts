// The flows of the users and companies screens (issue 13, "Done when"), declared once and run in English
// (people.e2e.test.ts) and in Hungarian (peopleHu.e2e.test.ts), each on a stack of its own:
// - admin@ creates a company, adds an address and a team to it, and clones it (the clone's edit screen opens);
// - company@ creates a user in their company, edits an allowance's day intervals (an overlap is refused on the
//   field) and sets a required expense code with a pattern, which an order of that company then enforces in its
//   cost-code dialog (support/peopleOrders.ts);
// - a canteen balance is set for a user and the new credits show.
// The texts come from the app's own dictionaries, so a renamed text cannot make the tests pass on the wrong screen.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import enEntities from '../../apps/backoffice/src/i18n/en/entities';
import enPeople from '../../apps/backoffice/src/i18n/en/people';
import huEntities from '../../apps/backoffice/src/i18n/hu/entities';
import huPeople from '../../apps/backoffice/src/i18n/hu/people';
import type { Language } from './entityScreens';
import { axeViolations, descriptionOf } from './entityScreens';
import { expectOrderEnforcesExpenseCode } from './peopleOrders';
import { signInWith } from './signIn';
import type { Stack } from './stack';
import { startStack } from './stack';

const dictionaries = {
  en: {
    people: enPeople,
    common: enEntities.common,
    invalid: 'Invalid',
    patternError: 'Use the form PRJ-123',
  },
  hu: {
    people: huPeople,
    common: huEntities.common,
    invalid: 'Érvénytelen',
    patternError: 'Formátum: PRJ-123',
  },
} as const;

/** A context signed in as `email`, in the language (chosen through the language switch, kept in its cookie). */
async function contextFor(stack: Stack, email: string, language: Language): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Forders');
  await signInWith(page, email);
  await page.waitForURL((url) => url.pathname === '/orders');
  if (language === 'hu') {
    await page.getByRole('radio', { name: 'Hungarian' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hu');
  }
  await page.close();
  return context;
}

/** Opens a path in a new page and waits for its form (by its accessible name). */
async function openForm(
  context: BrowserContext,
  path: string,
  name: string | RegExp,
): Promise<[Page, Locator]> {
  const page = await context.newPage();
  await page.goto(path);
  const form = page.getByRole('form', { name });
  await form.waitFor();
  return [page, form];
}

/** Saves once the form is valid: the Save button of the save bar (the form validates 1 s after a change). */
async function save(page: Page, language: Language): Promise<void> {
  const T = dictionaries[language];
  const button = page
    .getByRole('region', { name: T.common.unsaved })
    .getByRole('button', { name: T.common.save, exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
}

/** Declares the users and companies flows of one language. */
export function describePeopleFlows(language: Language): void {
  const T = dictionaries[language];
  const P = T.people;
  let stack: Stack;
  let admin: BrowserContext;
  let company: BrowserContext;
  beforeAll(async () => {
    stack = await startStack();
    admin = await contextFor(stack, 'admin@example.com', language);
    company = await contextFor(stack, 'company@example.com', language);
  });
  afterAll(async () => {
    await admin?.close();
    await company?.close();
    await stack?.close();
  });
  const store = () => stack.sandbox.sandbox.store;

  describe(`companies (${language})`, () => {
    it('admin@ creates a company, adds an address and a team, and clones it', async () => {
      const name = `Initech ${language}`;
      const [page, form] = await openForm(admin, '/companies/create', P.companies.create);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('textbox', { name: P.companies.fields.name }).fill(name);
      await save(page, language);
      await page.waitForURL((url) => /^\/companies\/\d+$/.test(url.pathname));
      const companyId = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(store().get('companies', companyId)?.name).toBe(name);

      // An address, through the company's sub-page link.
      await page.getByRole('link', { name: P.companies.pages.addresses, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/companies/${companyId}/addresses`);
      await page.getByRole('button', { name: P.companyAddresses.create, exact: true }).click();
      const address = page.getByRole('form', { name: P.companyAddresses.create });
      await address.waitFor();
      await address.getByRole('textbox', { name: P.companyAddresses.fields.name, exact: true }).fill('HQ');
      await address.getByRole('textbox', { name: T.common.address.street, exact: true }).fill('Andrássy út');
      await address.getByRole('textbox', { name: T.common.address.houseNumber, exact: true }).fill('1');
      await address.getByRole('textbox', { name: T.common.address.city, exact: true }).fill('Budapest');
      await save(page, language);
      await page.waitForURL((url) => /^\/companies\/\d+\/addresses\/\d+$/.test(url.pathname));
      expect(
        store()
          .list('company-addresses')
          .find((entry) => entry.company === `/api/v1/companies/${companyId}`),
      ).toMatchObject({ name: 'HQ', street: 'Andrássy út', city: 'Budapest' });

      // A team.
      await page.goto(`/companies/${companyId}/teams/create`);
      const team = page.getByRole('form', { name: P.teams.create });
      await team.waitFor();
      await team.getByRole('textbox', { name: P.teams.fields.name, exact: true }).fill('Backend');
      await save(page, language);
      await page.waitForURL((url) => /^\/companies\/\d+\/teams\/\d+$/.test(url.pathname));
      expect(
        store()
          .list('company-teams')
          .find((entry) => entry.company === `/api/v1/companies/${companyId}`),
      ).toMatchObject({ name: 'Backend' });

      // The clone opens its own edit screen.
      await page.goto(`/companies/${companyId}`);
      await page.getByRole('form', { name }).waitFor();
      const before = store().list('companies').length;
      await page.getByRole('button', { name: P.companies.actions.clone, exact: true }).click();
      await expect.poll(() => store().list('companies').length).toBe(before + 1);
      const clone = store().list('companies').at(-1);
      await page.waitForURL((url) => url.pathname === `/companies/${String(clone?.id)}`);
      await page.getByRole('form', { name: String(clone?.name) }).waitFor();
      await page.close();
    });
  });

  describe(`a company admin (${language})`, () => {
    it('company@ creates a user in their company', async () => {
      const email = `new.colleague.${language}@example.org`;
      const [page, form] = await openForm(company, '/users/create', P.users.create);
      await form.getByRole('textbox', { name: P.users.fields.lastName }).fill('Kolléga');
      await form.getByRole('textbox', { name: P.users.fields.firstName }).fill('Új');
      await form.getByRole('textbox', { name: P.users.fields.email }).fill(email);
      expect(await form.getByRole('switch', { name: P.users.fields.isSuperAdmin }).count()).toBe(0);
      await save(page, language);
      await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
      expect(
        store()
          .list('users')
          .find((user) => user.email === email),
      ).toMatchObject({
        companyId: 1,
        company: '/api/v1/companies/1',
      });
      await page.close();
    });

    it('company@ edits an allowance’s day intervals (an overlap is refused on the field) and sets a required expense code with a pattern', async () => {
      const [page, form] = await openForm(company, '/company/allowances/12', 'Late shift');
      // The week starts on Monday in Hungarian and on Sunday in English.
      const legends = await form.locator('fieldset > legend').allTextContents();
      const days = legends.filter((text) => Object.values(P.allowances.weekdays).includes(text as never));
      expect(days[0]).toBe(language === 'hu' ? P.allowances.weekdays['1'] : P.allowances.weekdays['7']);
      expect(await axeViolations(page)).toEqual([]);

      const monday = form.getByRole('group', { name: P.allowances.weekdays['1'], exact: true });
      const add = `${T.common.periods.add} (${P.allowances.weekdays['1']})`;
      await monday.getByRole('button', { name: add, exact: true }).click();
      await monday
        .getByRole('textbox', { name: new RegExp(T.common.periods.start) })
        .last()
        .fill('11:00');
      await monday
        .getByRole('textbox', { name: new RegExp(T.common.periods.end) })
        .last()
        .fill('13:00');
      await monday.getByRole('button', { name: add, exact: true }).click();
      const from = monday.getByRole('textbox', { name: new RegExp(T.common.periods.start) }).last();
      await from.fill('12:00');
      await monday
        .getByRole('textbox', { name: new RegExp(T.common.periods.end) })
        .last()
        .fill('14:00');
      // Overlapping periods: the field says so and Save stays off.
      await expect.poll(() => descriptionOf(from)).toContain(T.invalid);
      await from.fill('13:30');
      await expect.poll(() => descriptionOf(from)).not.toContain(T.invalid);

      const F = P.expenseCodes.fields;
      // The switch's input is visually hidden: the user presses its label.
      await form.locator('label').filter({ hasText: F.expenseCodeRequired }).first().click();
      await expect
        .poll(() => form.getByRole('switch', { name: F.expenseCodeRequired }).isChecked())
        .toBe(true);
      const pattern = form.getByRole('textbox', { name: F.expenseCodeRegexValidation });
      await pattern.fill('^PRJ-(\\d{3}$');
      await expect.poll(() => descriptionOf(pattern)).toContain(P.expenseCodes.invalidPattern);
      await pattern.fill('^PRJ-\\d{3}$');
      await form.getByRole('textbox', { name: F.expenseCodeRegexValidationError }).fill(T.patternError);
      const code = form.getByRole('textbox', { name: P.expenseCodes.preview.code });
      await code.fill('PRJ-1');
      await expect.poll(() => form.getByRole('status').textContent()).toBe(T.patternError);
      await code.fill('PRJ-123');
      await expect.poll(() => form.getByRole('status').textContent()).toBe(P.expenseCodes.preview.passes);
      await save(page, language);
      await expect
        .poll(() => store().get('company-allowances', 12)?.expenseCodeRegexValidation)
        .toBe('^PRJ-\\d{3}$');
      expect(store().get('company-allowances', 12)).toMatchObject({
        expenseCodeRequired: 2,
        days: expect.arrayContaining([
          {
            day: 1,
            timeIntervals: [
              { openTime: '11:00', closeTime: '13:00' },
              { openTime: '13:30', closeTime: '14:00' },
            ],
          },
        ]),
      });
      await page.close();
    });

    // Runs after the step above, which made allowance 12's expense code required with the pattern.
    it('an order of that company then enforces the expense code in its cost-code dialog', async () => {
      await expectOrderEnforcesExpenseCode(stack, company, language, {
        allowanceId: 12,
        companyId: 1,
        refused: 'PRJ-12',
        accepted: 'PRJ-123',
        message: T.patternError,
      });
    });
  });

  describe(`canteen balances (${language})`, () => {
    it('sets a user’s credits at a cloud canteen, and the new credits show', async () => {
      const credits = language === 'hu' ? 4200 : 2500;
      const page = await admin.newPage();
      await page.goto('/users/8/canteenbalances');
      const table = page.getByRole('table', { name: P.canteenBalances.table });
      const row = table.getByRole('row', { name: /Acme office canteen/ });
      await row.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('textbox').fill(String(credits));
      await row.getByRole('button').click();
      await expect.poll(() => row.getByRole('cell').first().textContent()).toBe(String(credits));
      expect(store().list('canteen-budgets')).toContainEqual(
        expect.objectContaining({ userId: 8, canteenId: 1, credits }),
      );
      await page.close();
    });
  });
}
