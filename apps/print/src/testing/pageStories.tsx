import type { Locale } from '@backoffice/domain';
import type { Sandbox, StoredOrder } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { PrintApi } from '../api/printApi';
import { createPrintApi } from '../api/printApi';
import { App } from '../App';
import type { Dictionary } from '../i18n';
import { dictionaries } from '../i18n';

/**
 * The moment every page story lives at (the back-office's screen stories' too): a Wednesday, 11:30 in Budapest.
 * The sandbox lays the canteen's open round out around it (its cutoffs at the start of the hour after next and an
 * hour later) and the pages read it as their clock, so that they show the same cutoffs and orders on every run.
 */
export const STORY_NOW = new Date('2025-01-15T10:30:00Z');

/**
 * The states a print page is shown in: its orders (the seed's), none (every order removed), loading (the platform
 * never answers), error (the platform answers with a 500) and a link whose token is wrong.
 */
export type PageState = 'populated' | 'empty' | 'loading' | 'error' | 'wrongToken';

/** What a play function gets: the page, the story's sandbox (to name what it holds) and the language's texts. */
export interface PageCheck {
  screen: ReturnType<typeof within>;
  sandbox: Sandbox;
  t: Dictionary;
}

/** The seed's cloud canteen, whose token opens its pages. */
const SEED_CANTEEN = 1;

/** The seed's cloud canteen (Acme office canteen) as its pages name it, and its token. */
export function canteenOf(sandbox: Sandbox): { id: string; name: string; identifier: string; token: string } {
  const canteen = sandbox.store.get('cloud-canteens', SEED_CANTEEN);
  return {
    id: String(SEED_CANTEEN),
    name: String(canteen?.name),
    identifier: String(canteen?.identifier),
    token: String(canteen?.token),
  };
}

/**
 * The seed's order of the canteen's open round (its two cutoffs ahead of the clock), of Canteen Kitchen, the first
 * cutoff's collected orders confirmed: the only new canteen order (the past rounds' are approved).
 */
export const openRoundOrder = (sandbox: Sandbox): StoredOrder | undefined =>
  sandbox.store
    .orders()
    .find((order) => String(order.cloudcanteen?.id) === String(SEED_CANTEEN) && order.status === 'new');

/**
 * The open round's first cutoff, as the back-office's links to the canteen pages carry it (`cutoffTime`): the page
 * shows the orders of that cutoff, whatever the machine's time zone.
 */
export const roundCutoff = (sandbox: Sandbox): string =>
  openRoundOrder(sandbox)?.canteenRules?.[0]?.cutoffTime ?? '';

/** The play function of one state: what a user sees in it (with findBy…: the page loads after it renders). */
export type PageAssertion = (check: PageCheck) => Promise<void>;

/**
 * The states every canteen page shows alike. Empty: the cutoff it opens on has no order, which it says, with the
 * cutoff picker to choose another. Loading: the page says it loads. Error: the page that offers a reload. A wrong
 * token: the page that says so, with nothing to retry.
 */
export const sharedPageStates = {
  empty: async ({ screen, t }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: t.errors.emptyCutoff.title }),
    ).toBeVisible();
    // The message names the link's cutoff, which the picker shows chosen.
    const picker = screen.getByRole('combobox', { name: t.cutoff.label });
    const chosen = within(picker).getByRole('option', { selected: true });
    await expect(screen.getByText(t.errors.emptyCutoff.body(chosen.textContent ?? ''))).toBeVisible();
  },
  loading: async ({ screen, t }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent(t.loading);
    await expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
  error: async ({ screen, t }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: t.errors.failed.title })).toBeVisible();
    await expect(screen.getByRole('button', { name: t.errors.reload })).toBeEnabled();
  },
  wrongToken: async ({ screen, t }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: t.errors.badToken.title }),
    ).toBeVisible();
    await expect(screen.getByText(t.errors.badToken.body)).toBeVisible();
    await expect(screen.queryByRole('button')).toBeNull();
  },
} satisfies Record<Exclude<PageState, 'populated'>, PageAssertion>;

/** The declaration of one print page: its address on the seeded sandbox, and what each state shows. */
export interface PageSpec<S extends PageState> {
  /** The page's path for the seeded sandbox (its query is the back-office link's: token, cutoff and language). */
  path: (sandbox: Sandbox) => string;
  states: Record<S, PageAssertion>;
}

/** A page story: a prepared sandbox (the loader) rendered as the whole print app. */
export type PageStoryObj = StoryObj<{ page?: PreparedPage }>;

interface PreparedPage {
  sandbox: Sandbox;
  /** The page's calls, on the sandbox as the state has it answer. */
  api: PrintApi;
  pathname: string;
  search: string;
}

const PLATFORM = 'http://sandbox.local';

/** The platform's answer when it fails: a 500 problem document. */
const serverError = (): Response =>
  new Response(JSON.stringify({ title: 'Internal Server Error', status: 500, detail: 'Server error' }), {
    status: 500,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/**
 * Creates the page's sandbox in the browser (`createSandbox` needs no Node), shaped for the state, and the address
 * the page opens at, with the query of the back-office's links: the canteen's token (a wrong one in `wrongToken`),
 * the open round's first cutoff (named before `empty` removes the orders) and the language.
 */
function preparePage<S extends PageState>(path: PageSpec<S>['path'], state: S, locale: Locale): PreparedPage {
  const sandbox = createSandbox({ seed: 1, orderCount: 40, now: () => STORY_NOW, log: () => undefined });
  const search = new URLSearchParams({
    token: state === 'wrongToken' ? 'wrong-token' : canteenOf(sandbox).token,
    cutoffTime: roundCutoff(sandbox),
    lang: locale,
  });
  if (state === 'empty') {
    // A copy: the store's list is the collection itself, which each removal shortens.
    for (const order of [...sandbox.store.orders()]) sandbox.store.remove('orders', order.id);
  }
  const api = createPrintApi((input, init) => {
    if (state === 'loading') return new Promise<Response>(() => undefined);
    if (state === 'error') return Promise.resolve(serverError());
    return Promise.resolve(sandbox.fetch(new Request(input, init)));
  }, PLATFORM);
  return { sandbox, api, pathname: path(sandbox), search: search.toString() };
}

const LOCALES = ['en', 'hu'] as const;
const LOCALE_KEYS = { en: 'En', hu: 'Hu' } as const;

type StoryKey<S extends PageState> = `${Capitalize<S>}${(typeof LOCALE_KEYS)[Locale]}`;

const capitalize = <S extends string>(text: S) =>
  (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;

/**
 * The stories of one print page: one per state and locale (en, hu), keyed `PopulatedEn`, `WrongTokenHu`, … . The
 * page is the whole print app at its address, its calls on the story's sandbox and its clock at {@link STORY_NOW}.
 * Storybook needs each as a named export of the file (`export const PopulatedEn = stories.PopulatedEn;`).
 */
export function pageStories<S extends PageState>({
  path,
  states,
}: PageSpec<S>): Record<StoryKey<S>, PageStoryObj> {
  const stories: Partial<Record<string, PageStoryObj>> = {};
  for (const state of Object.keys(states) as S[]) {
    for (const locale of LOCALES) {
      stories[`${capitalize(state)}${LOCALE_KEYS[locale]}`] = {
        loaders: [() => ({ page: preparePage(path, state, locale) })],
        render: (_args, { loaded }) => {
          const page = loaded.page as PreparedPage;
          return (
            <App pathname={page.pathname} search={page.search} cookie="" api={page.api} now={STORY_NOW} />
          );
        },
        play: async ({ canvasElement, loaded }) => {
          await states[state]({
            screen: within(canvasElement),
            sandbox: (loaded.page as PreparedPage).sandbox,
            t: dictionaries[locale],
          });
        },
      };
    }
  }
  return stories as Record<StoryKey<S>, PageStoryObj>;
}

/** The meta every page story file spreads into its own (whose `title` Storybook reads from the file itself). */
export const pageMeta = {
  // Pages are not components: no Docs page, which would run every story's sandbox at once.
  tags: ['!autodocs'],
  // The page is paper: no padding around it.
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
