// Helpers of the entity-screen tests (issue 12): the screens' texts in English and Hungarian, a signed-in super
// admin context in either language, records made through the platform API, and the steps every entity screen
// shares (open a list, filter through the panel, read a field's message, find a toast, run axe).
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { signInWith } from './signIn';
import type { Stack } from './stack';
import { tokenPair } from './stack';

/** The app's languages. */
export type Language = 'en' | 'hu';

/** What the entity screens say, as the user reads it (apps/backoffice/src/i18n/{en,hu}). */
export interface EntityScreenTexts {
  /** The language switch's radio. */
  languageRadio: string;
  navigation: string;
  notifications: string;
  filters: string;
  filterRegion: string;
  apply: string;
  /** What an empty panel select shows. */
  any: string;
  invalid: string;
  formError: string;
  created: string;
  deleted: string;
  unsaved: string;
  save: string;
  leaveTitle: string;
  stay: string;
  leave: string;
  delete: string;
  deleteTitle: (name: string) => string;
  selectRow: (name: string) => string;
  deleteSelected: (count: number) => string;
  batchTitle: (count: number) => string;
  batchConfirm: string;
  batchRunning: string;
  progress: string;
  /** The start of the progress text, without the percentage. */
  progressOf: (deleted: number, selected: number) => string;
  batchFinishedTitle: string;
  batchFinishedMessage: (count: number) => string;
  batchFinishedToast: string;
  close: string;
  /** The sidebar link the leave-guard tests click, and the heading of its screen. */
  brands: string;
  languages: Record<Language, string>;
  hasErrors: string;
  tag: { many: string; create: string; name: string; tagGroup: string };
  promotion: {
    many: string;
    create: string;
    name: string;
    type: string;
    discount: string;
    company: string;
    user: string;
  };
}

export const entityScreenTexts: Record<Language, EntityScreenTexts> = {
  en: {
    languageRadio: 'English',
    navigation: 'Main navigation',
    notifications: 'Notifications',
    filters: 'Filters',
    filterRegion: 'Filter the list',
    apply: 'Apply',
    any: 'Any',
    invalid: 'Invalid',
    formError: 'The form could not be saved',
    created: 'Created',
    deleted: 'Deleted',
    unsaved: 'Unsaved changes',
    save: 'Save',
    leaveTitle: 'You have unsaved changes. Leave anyway?',
    stay: 'Stay',
    leave: 'Leave',
    delete: 'Delete',
    deleteTitle: (name) => `Delete “${name}”?`,
    selectRow: (name) => `Select ${name}`,
    deleteSelected: (count) => `Delete selected (${count})`,
    batchTitle: (count) => `Delete ${count} items?`,
    batchConfirm: 'Delete',
    batchRunning: 'Deleting…',
    progress: 'Progress',
    progressOf: (deleted, selected) => `${deleted} of ${selected} deleted`,
    batchFinishedTitle: 'Deleted',
    batchFinishedMessage: (count) => `${count} items deleted.`,
    batchFinishedToast: 'Batch delete finished',
    close: 'Close',
    brands: 'Brands',
    languages: { en: 'English', hu: 'Hungarian' },
    hasErrors: 'has errors',
    tag: { many: 'Tags', create: 'New tag', name: 'Name', tagGroup: 'Tag group' },
    promotion: {
      many: 'Discounts',
      create: 'New discount',
      name: 'Name',
      type: 'Type',
      discount: 'Discount',
      company: 'Company',
      user: 'User',
    },
  },
  hu: {
    languageRadio: 'Hungarian',
    navigation: 'Fő navigáció',
    notifications: 'Értesítések',
    filters: 'Szűrők',
    filterRegion: 'A lista szűrése',
    apply: 'Alkalmaz',
    any: 'Bármely',
    invalid: 'Érvénytelen',
    formError: 'Az űrlapot nem sikerült menteni',
    created: 'Létrehozva',
    deleted: 'Törölve',
    unsaved: 'Nem mentett változások',
    save: 'Mentés',
    leaveTitle: 'Nem mentett változások vannak. Biztosan kilép?',
    stay: 'Maradok',
    leave: 'Kilépek',
    delete: 'Törlés',
    deleteTitle: (name) => `Törli ezt: „${name}”?`,
    selectRow: (name) => `Kijelölés ${name}`,
    deleteSelected: (count) => `Kijelöltek törlése (${count})`,
    batchTitle: (count) => `${count} elem törlése?`,
    batchConfirm: 'Törlés',
    batchRunning: 'Törlés…',
    progress: 'Folyamat',
    progressOf: (deleted, selected) => `${deleted} / ${selected} törölve`,
    batchFinishedTitle: 'Törölve',
    batchFinishedMessage: (count) => `${count} elem törölve.`,
    batchFinishedToast: 'A csoportos törlés befejeződött',
    close: 'Bezárás',
    brands: 'Márkák',
    languages: { en: 'Angol', hu: 'Magyar' },
    hasErrors: 'hibás mezőt tartalmaz',
    tag: { many: 'Címkék', create: 'Új címke', name: 'Név', tagGroup: 'Címkecsoport' },
    promotion: {
      many: 'Kedvezmények',
      create: 'Új kedvezmény',
      name: 'Név',
      type: 'Típus',
      discount: 'Kedvezmény',
      company: 'Cég',
      user: 'Felhasználó',
    },
  },
};

/** The platform's message for a value another record already holds (the sandbox's unique rules). */
export const ALREADY_USED = 'This value is already used.';

/**
 * A context signed in as the super admin (admin@example.com), in the given language: its pages share the session
 * and the locale cookie, so a test opens a page in it and starts on the screen it needs.
 */
export async function signedInContext(stack: Stack, language: Language): Promise<BrowserContext> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  await page.goto('/login?redirectTo=%2Ftags');
  await signInWith(page, 'admin@example.com');
  await page.waitForURL((url) => url.pathname === '/tags');
  if (language === 'hu') {
    await page.getByRole('radio', { name: 'Hungarian' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hu');
    // The choice is kept in the locale cookie: a fresh load of the page is in Hungarian too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Címkék' }).waitFor();
  }
  await page.close();
  return context;
}

/** Opens a path in a new page of the context and waits for its first-level heading. */
export async function openPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** The list's table once its rows are in (not the skeleton): `{many} list`, `{many} listája`. */
export async function listTable(page: Page, many: string, language: Language): Promise<Locator> {
  const table = page.getByRole('table', { name: language === 'hu' ? `${many} listája` : `${many} list` });
  await table.waitFor();
  await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return table;
}

/** The names in the list's first column (its row headers), sorted. */
export async function rowNames(table: Locator): Promise<string[]> {
  return (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).sort();
}

/**
 * Opens the filter panel ("Filters") and picks an option of one of its selects, then applies it. Answers the
 * panel.
 */
export async function filterThroughPanel(
  page: Page,
  texts: EntityScreenTexts,
  label: string,
  option: string,
): Promise<Locator> {
  const panel = page.getByRole('region', { name: texts.filterRegion });
  if ((await panel.count()) === 0)
    await page.getByRole('button', { name: texts.filters, exact: true }).click();
  await panel.waitFor();
  await panel.getByRole('button', { name: `${texts.any} ${label}`, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await panel.getByRole('button', { name: texts.apply, exact: true }).click();
  return panel;
}

/** The texts of the elements that describe a field (aria-describedby): its messages and hints. */
export async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

/** A toast of the notifications region, by its title. */
export function toast(page: Page, texts: EntityScreenTexts, title: string): Locator {
  return page
    .getByRole('region', { name: texts.notifications })
    .getByRole('alertdialog', { name: title, exact: true });
}

/**
 * The form's Save button once the form is valid: with unsaved changes it sits in the save bar. The form
 * validates 1000 ms after the last change, so this waits for the button, never for a fixed time.
 */
export async function saveWhenValid(page: Page, texts: EntityScreenTexts): Promise<void> {
  const save = page
    .getByRole('region', { name: texts.unsaved })
    .getByRole('button', { name: texts.save, exact: true });
  await expect.poll(() => save.isEnabled()).toBe(true);
  await save.click();
}

/** Picks an option of an entity picker (a combobox that searches as the user types). */
export async function pickEntity(page: Page, picker: Locator, label: string): Promise<void> {
  await picker.fill(label.slice(0, 3));
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Creates a record through the platform API as the super admin; answers its id. */
export async function createRecord(
  stack: Stack,
  base: string,
  body: Record<string, unknown>,
): Promise<number> {
  const { token } = await tokenPair(stack, 'admin@example.com');
  const response = await fetch(`${stack.sandbox.url}/api/v1/${base}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`POST ${base} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** A tag of the second seeded group ("Diet"), with its English and Hungarian name. */
export function tagBody(en: string, hu: string, group = 2): Record<string, unknown> {
  return {
    name: en,
    tagGroup: `/api/v1/restaurant-tag-groups/${group}`,
    image: null,
    translations: { en: { name: en, searchKeywords: '' }, hu: { name: hu, searchKeywords: '' } },
  };
}

/** A company promotion of the first seeded company. */
export function promotionBody(name: string): Record<string, unknown> {
  return {
    name,
    promotionType: 'company',
    company: '/api/v1/companies/1',
    discountPercent: 10,
    dateFrom: null,
    dateTo: null,
    timeFrom: null,
    timeTo: null,
    restaurants: [],
    users: [],
    allowances: [],
  };
}

/**
 * Holds the platform's DELETE answers for a resource after the first one until `release` runs, so a test can see
 * a batch delete part-way. Other requests pass.
 */
export async function holdDeletesAfterFirst(
  page: Page,
  base: string,
): Promise<{ release: () => void; count: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(`**/api/v1/${base}/*`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    count += 1;
    if (count > 1) await gate;
    return route.fallback();
  });
  return { release: () => release(), count: () => count };
}

/** The page's axe violations against WCAG 2 A and AA, each as 'rule: target html', so a failure names what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`)
        .join(', ')}`,
  );
}
