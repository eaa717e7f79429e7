// The canteen flows of issue 15 (canteens half), declared once and run in English and in Hungarian
// (tests/canteens.e2e.test.ts): the super admin edits a cloud canteen's related restaurant rules (an out-of-order
// cutoff is refused on its field, a new rule defaults to one hour before the earliest, the change is saved and
// shown after a reload) and sets a relative cutoff override; an open cloud or residential canteen list shows another
// admin's change to a listed canteen without a reload (its realtime channel). Each test makes the cloud canteen it
// edits, with rules on fixed days, so none depends on another or on the hour it runs at.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from './entityScreens';
import {
  axeViolations,
  createRecord,
  descriptionOf,
  entityScreenTexts,
  listTable,
  openPage,
  saveWhenValid,
  signedInContext,
  toast,
} from './entityScreens';
import type { Stack } from './stack';
import { startStack, tokenPair } from './stack';

/** What the canteen screens say (apps/backoffice/src/i18n/{en,hu}/canteens.ts). */
const canteenTexts = {
  en: {
    updated: 'Updated',
    related: (n: number) => `Related restaurant ${n}`,
    rule: (n: number) => `Rule ${n}`,
    cutoffTime: 'Cutoff time',
    limit: 'Meal limit',
    addRule: 'Add cutoff rule',
    override: 'Cutoff time override',
    dayOffset: 'Day',
    daysBefore: (n: number) => `${n} days before`,
    time: 'Time',
    cloudCanteens: 'Cloud canteens',
    residentialCanteens: 'Residential canteens',
  },
  hu: {
    updated: 'Frissítve',
    related: (n: number) => `${n}. kapcsolódó étterem`,
    rule: (n: number) => `${n}. szabály`,
    cutoffTime: 'Határidő',
    limit: 'Adagkorlát',
    addRule: 'Határidő hozzáadása',
    override: 'Egyedi rendelési határidő',
    dayOffset: 'Nap',
    daysBefore: (n: number) => `${n} nappal előtte`,
    time: 'Időpont',
    cloudCanteens: 'Felhő menzák',
    residentialCanteens: 'Lakossági menzák',
  },
} satisfies Record<Language, unknown>;

/** A cloud canteen of the first company: restaurant 4 with two rules on 2023-08-30, delivery at 12:00. */
function canteenBody(name: string): Record<string, unknown> {
  return {
    name,
    identifier: name.toUpperCase().replace(/\W+/g, '-'),
    company: '/api/v1/companies/1',
    deliveryTime: '12:00',
    cutoffTime: '2023-08-30 11:00:00',
    recurrenceEnds: null,
    budgetOverrides: [],
    address: null,
    relatedRestaurants: [
      {
        restaurant: '/api/v1/restaurants/4',
        rules: [
          { cutoffTime: '2023-08-30 08:00:00', limit: 50 },
          { cutoffTime: '2023-08-30 09:00:00', limit: 999 },
        ],
        cutoffTimeOverride: null,
      },
    ],
  };
}

interface StoredRelated {
  rules: Array<{ cutoffTime: string; limit: number }>;
  cutoffTimeOverride: string | null;
}

/** Declares the canteen flows of one language, on a stack and a signed-in super admin context of their own. */
export function describeCanteenFlows(language: Language): void {
  const T = entityScreenTexts[language];
  const C = canteenTexts[language];
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
  const related = (id: number) =>
    (stack.sandbox.sandbox.store.get('cloud-canteens', id)?.relatedRestaurants as StoredRelated[])[0];

  /** Opens a new cloud canteen's edit screen; answers the page, its id and its first related restaurant. */
  async function openCanteen(label: string): Promise<{ page: Page; id: number; region: Locator }> {
    const id = await createRecord(stack, 'cloud-canteens', canteenBody(`${label} ${language}`));
    const page = await openPage(context, `/companies/1/cloudcanteens/${id}`);
    const region = page.getByRole('region', { name: C.related(1), exact: true });
    await region.waitFor();
    return { page, id, region };
  }
  const cutoff = (region: Locator, n: number) =>
    region.getByRole('group', { name: C.rule(n), exact: true }).getByRole('textbox', { name: C.cutoffTime });
  const limit = (region: Locator, n: number) =>
    region.getByRole('group', { name: C.rule(n), exact: true }).getByRole('textbox', { name: C.limit });

  describe(`the canteen screens (${language})`, () => {
    it('has no axe violations on any canteen screen', async () => {
      const paths = [
        '/canteens',
        '/canteens/balances',
        '/companies/1/cloudcanteens',
        '/companies/1/cloudcanteens/create',
        '/companies/1/cloudcanteens/1',
        '/residential-canteens',
        '/residential-canteens/create',
        '/residential-canteens/1',
        '/residential-canteen-addresses',
        '/residential-canteen-addresses/1',
        '/residential-canteen-relations',
        '/residential-canteen-relations/1',
      ];
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        const page = await openPage(context, path);
        // The screen's content is in: a list's rows, or a form's fields (not the loading skeleton).
        await page.waitForFunction(
          () =>
            !document.querySelector('[aria-busy="true"]') &&
            document.querySelector('main table tbody tr, main form input') !== null,
          null,
        );
        found[path] = await axeViolations(page);
        await page.close();
      }
      expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
    });
  });

  describe(`a cloud canteen's related restaurants (${language})`, () => {
    it('refuses an out-of-order cutoff on its field, adds a rule an hour before the earliest, and keeps it after a reload', async () => {
      const { page, id, region } = await openCanteen('Rules canteen');
      await expect.poll(() => cutoff(region, 1).inputValue()).toBe('2023-08-30 08:00:00');

      // Rule 1 after rule 2: refused on rule 1's cutoff only, after the validation delay; Save waits.
      await cutoff(region, 1).fill('2023-08-30 09:30:00');
      await expect.poll(() => descriptionOf(cutoff(region, 1))).toContain(T.invalid);
      expect(await cutoff(region, 1).getAttribute('aria-invalid')).toBe('true');
      expect(await cutoff(region, 2).getAttribute('aria-invalid')).toBeNull();
      const save = page
        .getByRole('region', { name: T.unsaved })
        .getByRole('button', { name: T.save, exact: true });
      expect(await save.isEnabled()).toBe(false);

      await cutoff(region, 1).fill('2023-08-30 08:00:00');
      await region.getByRole('button', { name: C.addRule, exact: true }).click();
      await expect.poll(() => cutoff(region, 1).inputValue()).toBe('2023-08-30 07:00:00');
      expect(await limit(region, 1).inputValue()).toBe('999');
      expect(await cutoff(region, 2).inputValue()).toBe('2023-08-30 08:00:00');

      await saveWhenValid(page, T);
      await toast(page, T, C.updated).waitFor();
      expect(related(id)?.rules).toEqual([
        { cutoffTime: '2023-08-30 07:00:00', limit: 999 },
        { cutoffTime: '2023-08-30 08:00:00', limit: 50 },
        { cutoffTime: '2023-08-30 09:00:00', limit: 999 },
      ]);

      await page.reload();
      const reloaded = page.getByRole('region', { name: C.related(1), exact: true });
      await expect.poll(() => cutoff(reloaded, 1).inputValue()).toBe('2023-08-30 07:00:00');
      expect(await cutoff(reloaded, 2).inputValue()).toBe('2023-08-30 08:00:00');
      expect(await cutoff(reloaded, 3).inputValue()).toBe('2023-08-30 09:00:00');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    it('sets a relative cutoff override: two days before the delivery at 16:30', async () => {
      const { page, id, region } = await openCanteen('Override canteen');
      const override = region.getByRole('group', { name: C.override });
      await override.getByRole('button', { name: new RegExp(C.dayOffset) }).click();
      await page.getByRole('option', { name: C.daysBefore(2), exact: true }).click();
      const time = override.getByRole('group', { name: new RegExp(C.time) });
      await time.getByRole('spinbutton').first().click();
      await page.keyboard.type('1630');

      await saveWhenValid(page, T);
      await toast(page, T, C.updated).waitFor();
      expect(related(id)?.cutoffTimeOverride).toBe('2023-08-28 16:30:00');

      await page.reload();
      const reloaded = page
        .getByRole('region', { name: C.related(1), exact: true })
        .getByRole('group', { name: C.override });
      await reloaded.getByRole('button', { name: new RegExp(C.daysBefore(2)) }).waitFor();
      await page.close();
    });

    it('shows another admin’s change to a listed canteen in the open cloud and residential canteen lists, without a reload', async () => {
      const { token } = await tokenPair(stack, 'admin@example.com');
      // Another admin renames a canteen through the platform, which announces it on the canteen's channel.
      const rename = async (base: string, id: number, name: string) => {
        const url = `${stack.sandbox.url}/api/v1/${base}/${id}`;
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' };
        const stored = (await (await fetch(url, { headers })).json()) as Record<string, unknown>;
        const response = await fetch(url, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...stored, name }),
        });
        expect(response.status).toBe(200);
      };
      const lists = [
        {
          base: 'cloud-canteens',
          path: '/companies/1/cloudcanteens',
          many: C.cloudCanteens,
          id: await createRecord(stack, 'cloud-canteens', canteenBody(`Live list ${language}`)),
          name: `Live list ${language}`,
        },
        {
          base: 'residential-canteens',
          path: '/residential-canteens',
          many: C.residentialCanteens,
          id: await createRecord(stack, 'residential-canteens', {
            name: `Live residence ${language}`,
            identifier: `LIVE-${language.toUpperCase()}`,
            address: null,
          }),
          name: `Live residence ${language}`,
        },
      ];
      for (const list of lists) {
        const page = await openPage(context, list.path);
        const table = await listTable(page, list.many, language);
        await table.getByRole('link', { name: list.name, exact: true }).waitFor();
        // Gone on a reload of the page: its presence at the end shows the list changed in place.
        await page.evaluate(() => Object.assign(window, { notReloaded: true }));
        await rename(list.base, list.id, `${list.name} renamed`);
        await table.getByRole('link', { name: `${list.name} renamed`, exact: true }).waitFor();
        expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await page.close();
      }
    });
  });
}
