import type { Locale } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { TranslationFunctions } from '../i18n/i18n-types';
import { i18nObject } from '../i18n/i18n-util';
import { loadLocale } from '../i18n/i18n-util.sync';
import type { PreparedScreen, ScreenSetup, ScreenState } from './ScreenStory';
import { prepareScreen, ScreenStory } from './ScreenStory';

/** What a play function gets: the whole page (dialogs and toasts are portaled to <body>) and the locale's texts. */
export interface ScreenCheck {
  screen: ReturnType<typeof within>;
  /** The story's sandbox, to name what it holds (an order's identifier). */
  sandbox: Sandbox;
  LL: TranslationFunctions;
  locale: Locale;
}

/** Asserts what a user sees in one state (with findBy…: the screen loads after the story renders). */
export type ScreenAssertion = (check: ScreenCheck) => Promise<void>;

/** One state of a screen: what it shows, and a story-level opt-out of the visual baseline, with its reason. */
export type StateSpec =
  | ScreenAssertion
  | {
      play: ScreenAssertion;
      /** Why this state's pixels cannot be compared run to run; the story then has no visual baseline. */
      noVisualBaseline?: string;
    };

/** The declaration of one screen: everything {@link screenStories} needs, states included. */
export interface ScreenSpec<S extends ScreenState> extends Omit<ScreenSetup, 'state' | 'locale'> {
  /** The states the screen is shown in, each with what a user sees in it. */
  states: Record<S, StateSpec>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a text that starts with `prefix` (a translated sentence whose end is a message). */
export const startingWith = (prefix: string): RegExp => new RegExp(`^${escaped(prefix)}`);

/** Matches a text that contains `part` (a row's accessible name, which holds every cell's text). */
export const containing = (part: string): RegExp => new RegExp(escaped(part));

/**
 * Matches a form field's label as it reads: `label`, then the required mark of a required field (`*`, which its
 * accessible name leaves out). For a field with no role to find it by (a password input), with `getByLabelText`.
 */
export const labelled = (label: string): RegExp => new RegExp(`^${escaped(label)}\\s*\\*?$`);

/** The screen's <h1>, once it shows. */
export const heading = ({ screen }: ScreenCheck, title: string) =>
  screen.findByRole('heading', { level: 1, name: title });

/**
 * The toast a failed read raises (the app's error catalogue), once its region has loaded and shows it. Each failed
 * read shows it again (the same message replaces the one on screen), so the check holds whichever element it is.
 */
export async function requestErrorToast({ screen, LL }: ScreenCheck): Promise<void> {
  await waitFor(() => expect(screen.getByText(LL.notifications.request_error.title())).toBeVisible());
}

/**
 * Minimises the incoming-order dialog of a restaurant admin (the seed's day has orders to act on, and the dialog
 * opens over every screen), leaving the screen and the bar that counts the waiting orders.
 */
export async function minimiseCarousel({ screen, LL }: ScreenCheck): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: LL.liveOrders.incoming.title() });
  await userEvent.click(within(dialog).getByRole('button', { name: LL.incomingOrders.minimise() }));
  const bar = await screen.findByRole('region', { name: LL.incomingOrders.bar.region() });
  await expect(within(bar).getByRole('button', { name: LL.incomingOrders.bar.reopen() })).toBeVisible();
}

const LOCALES = ['en', 'hu'] as const;
const LOCALE_KEYS = { en: 'En', hu: 'Hu' } as const;

type StoryKey<S extends ScreenState> = `${Capitalize<S>}${(typeof LOCALE_KEYS)[Locale]}`;

/** A screen story: a prepared sandbox (the loader) rendered as the whole app. */
export type ScreenStoryObj = StoryObj<{ screen?: PreparedScreen }>;

const capitalize = <S extends string>(text: S) =>
  (text.charAt(0).toUpperCase() + text.slice(1)) as Capitalize<S>;

/** The locale's texts, loaded at once (the bundled dictionaries). */
function textsOf(locale: Locale): TranslationFunctions {
  loadLocale(locale);
  return i18nObject(locale);
}

/**
 * The stories of one screen: one per state and locale (en, hu), keyed `PopulatedEn`, `EmptyHu`, … . Storybook
 * needs each as a named export of the file (`export const PopulatedEn = stories.PopulatedEn;`).
 */
export function screenStories<S extends ScreenState>({
  states,
  ...setup
}: ScreenSpec<S>): Record<StoryKey<S>, ScreenStoryObj> {
  const stories: Partial<Record<string, ScreenStoryObj>> = {};
  for (const state of Object.keys(states) as S[]) {
    const spec = states[state];
    const { play, noVisualBaseline } = 'play' in spec ? spec : { play: spec, noVisualBaseline: undefined };
    for (const locale of LOCALES) {
      stories[`${capitalize(state)}${LOCALE_KEYS[locale]}`] = {
        parameters: noVisualBaseline ? { visual: { disable: true } } : {},
        loaders: [async () => ({ screen: await prepareScreen({ ...setup, state, locale }) })],
        render: (_args, { loaded }) => <ScreenStory screen={loaded.screen as PreparedScreen} />,
        play: async ({ canvasElement, loaded }) => {
          await play({
            screen: within(canvasElement.ownerDocument.body),
            sandbox: (loaded.screen as PreparedScreen).sandbox,
            LL: textsOf(locale),
            locale,
          });
        },
      };
    }
  }
  return stories as Record<StoryKey<S>, ScreenStoryObj>;
}

/** The meta every screen file spreads into its own (whose `title` Storybook reads from the file itself). */
export const screenMeta = {
  // Screens are not components: no Docs page, which would run every story's sandbox at once.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
