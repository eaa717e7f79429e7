// The flows of the entity screens (issue 12, "Done when") on promotions (Discounts) and tags, in one language:
// filter through the panel and keep the filter across a reload; create with a client-side error after the 1 s
// validation delay, a platform violation on its field and the Created toast on the new edit route; the leave guard
// (Stay keeps the text, Leave navigates); delete from the edit screen; batch delete of three with its progress.
// entityScreens.e2e.test.ts and entityScreensHu.e2e.test.ts run them in English and in Hungarian, each on its own
// stack. Every test makes the records it changes, so none depends on another.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityScreenTexts, Language } from './entityScreens';
import {
  ALREADY_USED,
  createRecord,
  descriptionOf,
  entityScreenTexts,
  filterThroughPanel,
  holdDeletesAfterFirst,
  listTable,
  openPage,
  pickEntity,
  promotionBody,
  rowNames,
  saveWhenValid,
  signedInContext,
  tagBody,
  toast,
} from './entityScreens';
import type { Stack } from './stack';
import { startStack } from './stack';

/** What differs between the two entities under test. */
interface EntityUnderTest {
  /** The list's path, also the API resource's base below /api/v1 (`api`). */
  path: string;
  api: string;
  many: (texts: EntityScreenTexts) => string;
  create: (texts: EntityScreenTexts) => string;
  /** The first-column name of a stored record in the language. */
  nameOf: (record: Record<string, unknown>, language: Language) => string;
  /** Makes a record through the API; answers its id and its name in the language. */
  make: (stack: Stack, label: string, language: Language) => Promise<{ id: number; name: string }>;
  /** The edit screen's name field. */
  nameField: (page: Page, texts: EntityScreenTexts) => ReturnType<Page['getByRole']>;
}

const tags: EntityUnderTest = {
  path: '/tags',
  api: 'restaurant-tags',
  many: (texts) => texts.tag.many,
  create: (texts) => texts.tag.create,
  nameOf: (record, language) => {
    const translations = record.translations as Record<Language, { name: string }>;
    return translations[language].name;
  },
  make: async (stack, label, language) => {
    const en = `${label} tag`;
    const hu = `${label} címke`;
    const id = await createRecord(stack, 'restaurant-tags', tagBody(en, hu));
    return { id, name: language === 'hu' ? hu : en };
  },
  // The English name: the translations field opens on the English tab in both languages.
  nameField: (page, texts) =>
    page
      .getByRole('tabpanel', { name: texts.languages.en })
      .getByRole('textbox', { name: texts.tag.name, exact: true }),
};

const promotions: EntityUnderTest = {
  path: '/promotions',
  api: 'promotions',
  many: (texts) => texts.promotion.many,
  create: (texts) => texts.promotion.create,
  nameOf: (record) => String(record.name),
  make: async (stack, label) => {
    const name = `${label} promotion`;
    return { id: await createRecord(stack, 'promotions', promotionBody(name)), name };
  },
  nameField: (page, texts) => page.getByRole('textbox', { name: texts.promotion.name, exact: true }),
};

/** Declares the entity-screen flows of one language, on a stack and one signed-in context of their own. */
export function describeEntityFlows(language: Language): void {
  const T = entityScreenTexts[language];
  let stack: Stack;
  let context: BrowserContext;
  beforeAll(async () => {
    stack = await startStack();
    context = await signedInContext(stack, language);
  });
  afterAll(async () => {
    await context?.close();
    await stack?.close();
  });
  const store = () => stack.sandbox.sandbox.store;

  describe(`tags (${language})`, () => {
    it('filters by tag group through the panel, and keeps the filter in the URL and the panel across a reload', async () => {
      const group = store().get('restaurant-tag-groups', 2);
      const groupLabel = String(group?.name);
      const page = await openPage(context, '/tags');
      const table = await listTable(page, T.tag.many, language);
      const expected = store()
        .list('restaurant-tags')
        .filter((tag) => String(tag.tagGroup).endsWith('/restaurant-tag-groups/2'))
        .map((tag) => tags.nameOf(tag, language))
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect((await rowNames(table)).length).toBeGreaterThan(expected.length);

      const panel = await filterThroughPanel(page, T, T.tag.tagGroup, groupLabel);
      await page.waitForURL(
        (url) => url.searchParams.get('filter[tagGroup][exact]') === '/api/v1/restaurant-tag-groups/2',
      );
      await expect.poll(() => rowNames(table)).toEqual(expected);

      await page.reload();
      await listTable(page, T.tag.many, language);
      await expect.poll(() => rowNames(table)).toEqual(expected);
      await panel.getByRole('button', { name: `${groupLabel} ${T.tag.tagGroup}`, exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('filter[tagGroup][exact]')).toBe(
        '/api/v1/restaurant-tag-groups/2',
      );
      await page.close();
    });

    it('creates a tag: "invalid" 1 s after typing, the duplicate name refused on its field, then the Created toast on /tags/{id}', async () => {
      const page = await openPage(context, '/tags/create');
      const form = page.getByRole('form', { name: T.tag.create });
      await form.waitFor();
      const english = tags.nameField(page, T);
      const typedAt = Date.now();
      await english.fill(' Leading space');
      await expect.poll(() => descriptionOf(english)).toBe(T.invalid);
      // The form validates 1000 ms after the last change, not on every key.
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
      expect(await english.getAttribute('aria-invalid')).toBe('true');

      // The English run repeats a seeded tag's English name, the Hungarian run its Hungarian name ("Italian",
      // "Olasz"): the platform refuses either, on that language's name.
      const seeded = store().get('restaurant-tags', 1) as Record<string, unknown>;
      const duplicate = tags.nameOf(seeded, language);
      const unique = { en: `Fresh tag ${language}`, hu: `Friss címke ${language}` };
      const names = { ...unique, [language]: duplicate };
      await english.fill(names.en);
      await form.getByRole('tab', { name: T.languages.hu, exact: true }).click();
      await page
        .getByRole('tabpanel', { name: T.languages.hu })
        .getByRole('textbox', { name: T.tag.name, exact: true })
        .fill(names.hu);
      const firstGroup = String(store().get('restaurant-tag-groups', 1)?.name);
      await pickEntity(page, form.getByRole('combobox', { name: T.tag.tagGroup }), firstGroup);
      await saveWhenValid(page, T);

      await toast(page, T, T.formError).waitFor();
      const refusedTab = form.getByRole('tab', { name: `${T.languages[language]} ${T.hasErrors}` });
      await refusedTab.click();
      const refused = page
        .getByRole('tabpanel', { name: `${T.languages[language]} ${T.hasErrors}` })
        .getByRole('textbox', { name: T.tag.name, exact: true });
      await expect.poll(() => descriptionOf(refused)).toBe(ALREADY_USED);
      expect(await refused.getAttribute('aria-invalid')).toBe('true');
      expect(await refused.inputValue()).toBe(duplicate);

      await refused.fill(unique[language]);
      await saveWhenValid(page, T);
      await page.waitForURL((url) => /^\/tags\/\d+$/.test(url.pathname));
      await toast(page, T, T.created).waitFor();
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      const created = store().get('restaurant-tags', id);
      expect(created?.translations).toEqual({
        en: expect.objectContaining({ name: unique.en }),
        hu: expect.objectContaining({ name: unique.hu }),
      });
      expect(created?.tagGroup).toBe('/api/v1/restaurant-tag-groups/1');
      await page.getByRole('heading', { level: 1, name: unique[language], exact: true }).waitFor();
      await page.close();
    });

    leaveGuardTest(tags);
    deleteTest(tags);
    batchDeleteTest(tags);
  });

  describe(`promotions, the Discounts screen (${language})`, () => {
    it('filters by type through the panel, and keeps the filter in the URL and the panel across a reload', async () => {
      const page = await openPage(context, '/promotions');
      const table = await listTable(page, T.promotion.many, language);
      const expected = store()
        .list('promotions')
        .filter((promotion) => promotion.promotionType === 'user')
        .map((promotion) => String(promotion.name))
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect((await rowNames(table)).length).toBeGreaterThan(expected.length);

      const panel = await filterThroughPanel(page, T, T.promotion.type, T.promotion.user);
      await page.waitForURL((url) => url.searchParams.get('filter[promotionType][exact]') === 'user');
      await expect.poll(() => rowNames(table)).toEqual(expected);

      await page.reload();
      await listTable(page, T.promotion.many, language);
      await expect.poll(() => rowNames(table)).toEqual(expected);
      await panel
        .getByRole('button', { name: `${T.promotion.user} ${T.promotion.type}`, exact: true })
        .waitFor();
      expect(new URL(page.url()).searchParams.get('filter[promotionType][exact]')).toBe('user');
      await page.close();
    });

    it('creates a discount: "invalid" 1 s after typing, the duplicate name refused on its field, then the Created toast on /promotions/{id}', async () => {
      const page = await openPage(context, '/promotions/create');
      const form = page.getByRole('form', { name: T.promotion.create });
      await form.waitFor();
      const name = promotions.nameField(page, T);
      const typedAt = Date.now();
      await name.fill(' Leading space');
      await expect.poll(() => descriptionOf(name)).toBe(T.invalid);
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
      expect(await name.getAttribute('aria-invalid')).toBe('true');

      const duplicate = String(store().get('promotions', 1)?.name);
      expect(duplicate).toBe('Acme Friday');
      await name.fill(duplicate);
      await form.getByRole('textbox', { name: T.promotion.discount, exact: true }).fill('20');
      const company = String(store().get('companies', 1)?.name);
      await pickEntity(page, form.getByRole('combobox', { name: T.promotion.company }), company);
      await saveWhenValid(page, T);

      await toast(page, T, T.formError).waitFor();
      await expect.poll(() => descriptionOf(name)).toBe(ALREADY_USED);
      expect(await name.getAttribute('aria-invalid')).toBe('true');

      const unique = `Fresh discount ${language}`;
      await name.fill(unique);
      await saveWhenValid(page, T);
      await page.waitForURL((url) => /^\/promotions\/\d+$/.test(url.pathname));
      await toast(page, T, T.created).waitFor();
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      expect(store().get('promotions', id)).toEqual(
        expect.objectContaining({
          name: unique,
          promotionType: 'company',
          discountPercent: 20,
          company: '/api/v1/companies/1',
        }),
      );
      await page.getByRole('heading', { level: 1, name: unique, exact: true }).waitFor();
      await page.close();
    });

    leaveGuardTest(promotions);
    deleteTest(promotions);
    batchDeleteTest(promotions);
  });

  function leaveGuardTest(entity: EntityUnderTest): void {
    it('asks before leaving unsaved changes by the sidebar or Back: Stay keeps the typed text, Leave navigates', async () => {
      const { id, name } = await entity.make(stack, 'Guarded', language);
      const page = await openPage(context, `${entity.path}/${id}`);
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      // The brands list comes before the form in this tab's history, so Back would leave the form.
      await page.evaluate((path) => {
        window.history.replaceState(null, '', '/brands');
        window.history.pushState(null, '', path);
      }, `${entity.path}/${id}`);
      await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      const field = entity.nameField(page, T);
      await expect.poll(() => field.inputValue()).not.toBe('');
      const stored = entity.nameOf(store().get(entity.api, id) as Record<string, unknown>, 'en');
      await field.fill(`${stored} edited`);
      await page.getByRole('region', { name: T.unsaved }).waitFor();

      const brands = page
        .getByRole('navigation', { name: T.navigation })
        .getByRole('link', { name: T.brands });
      const dialog = page.getByRole('alertdialog', { name: T.leaveTitle });
      await brands.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: T.stay, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`${entity.path}/${id}`);
      expect(await field.inputValue()).toBe(`${stored} edited`);

      // The browser's Back asks too, and Stay keeps the form and what was typed.
      await page.goBack();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: T.stay, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`${entity.path}/${id}`);
      expect(await field.inputValue()).toBe(`${stored} edited`);

      await brands.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: T.leave, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/brands');
      await page.getByRole('heading', { level: 1, name: T.brands, exact: true }).waitFor();
      // Nothing was saved.
      expect(entity.nameOf(store().get(entity.api, id) as Record<string, unknown>, 'en')).toBe(stored);
      await page.close();
    });
  }

  function deleteTest(entity: EntityUnderTest): void {
    it('deletes from the edit screen after confirming, and lands on the list with the Deleted toast', async () => {
      const { id, name } = await entity.make(stack, 'Doomed', language);
      const page = await openPage(context, `${entity.path}/${id}`);
      const form = page.getByRole('form', { name });
      await form.waitFor();
      // The page action shows its text; in Hungarian each entity picker's icon-only clear button has the same
      // name ("Törlés").
      await form.getByRole('button', { name: T.delete, exact: true }).filter({ hasText: T.delete }).click();
      const dialog = page.getByRole('alertdialog', { name: T.deleteTitle(name) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: T.delete, exact: true }).click();
      await page.waitForURL((url) => url.pathname === entity.path);
      await toast(page, T, T.deleted).waitFor();
      const table = await listTable(page, entity.many(T), language);
      expect(await rowNames(table)).not.toContain(name);
      expect(store().get(entity.api, id)).toBeUndefined();
      await page.close();
    });
  }

  function batchDeleteTest(entity: EntityUnderTest): void {
    it('batch-deletes three selected rows, showing the progress, then the finished toast', async () => {
      const made: Array<{ id: number; name: string }> = [];
      for (const label of ['Batch one', 'Batch two', 'Batch three'])
        made.push(await entity.make(stack, label, language));
      const page = await context.newPage();
      // The second delete waits until the test has seen the first one counted.
      const deletes = await holdDeletesAfterFirst(page, entity.api);
      await page.goto(entity.path);
      const table = await listTable(page, entity.many(T), language);
      for (const { name } of made) {
        await expect.poll(() => rowNames(table)).toContain(name);
        // The row checkbox is a visually hidden input: select it with the keyboard.
        await table.getByRole('checkbox', { name: T.selectRow(name), exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await page.getByRole('button', { name: T.deleteSelected(3), exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: T.batchTitle(3) });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: T.batchConfirm, exact: true }).click();

      const running = page.getByRole('dialog', { name: T.batchRunning });
      const progress = page.getByRole('progressbar', { name: T.progress });
      await running.waitFor();
      await expect
        .poll(() => progress.getAttribute('aria-valuetext'))
        .toMatch(new RegExp(`^${T.progressOf(1, 3)} \\(33 %\\)$`));
      expect(await running.getByText(T.progressOf(1, 3)).count()).toBe(1);
      await expect.poll(() => deletes.count()).toBe(2);
      deletes.release();

      const finished = page.getByRole('alertdialog', { name: T.batchFinishedTitle, exact: true });
      await finished.waitFor();
      expect(await progress.getAttribute('aria-valuetext')).toBe(`${T.progressOf(3, 3)} (100 %)`);
      await finished.getByText(T.batchFinishedMessage(3)).waitFor();
      await toast(page, T, T.batchFinishedToast).waitFor();
      await finished.getByRole('button', { name: T.close, exact: true }).click();
      await finished.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await rowNames(table)).filter((name) => made.some((item) => item.name === name)))
        .toEqual([]);
      for (const { id } of made) expect(store().get(entity.api, id)).toBeUndefined();
      await page.close();
    });
  }
}
