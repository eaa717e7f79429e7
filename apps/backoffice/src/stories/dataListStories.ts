import type { Sandbox } from '@backoffice/sandbox';
import { expect } from 'storybook/test';

import type { TranslationFunctions } from '../i18n/i18n-types';
import { routeNamed } from '../routing/routes';
import { pathOf } from './entityFormStories';
import type { ScreenSetup, StoryRole } from './ScreenStory';
import { removeAll } from './ScreenStory';
import type { ScreenAssertion, ScreenCheck } from './screenStories';
import { containing, heading, requestErrorToast, screenStories } from './screenStories';
import { pick } from './storyGroups';

/** The declaration of a custom screen whose content is one data list (a table of the platform's records). */
export interface DataListScreen {
  /** The route's name (routes.ts): its path, and its title as the heading unless `title` says otherwise. */
  route: string;
  role: StoryRole;
  /** The route's parameters, from the seeded sandbox. */
  params?: (sandbox: Sandbox) => Record<string, string | number>;
  /** The heading, when it is not the route's title. */
  title?: (LL: TranslationFunctions) => string;
  /** The API paths of the list's reads (under /api/v1). */
  data: readonly string[];
  /** A text of one seeded row (the row's accessible name holds every cell's text). */
  row: (check: ScreenCheck) => string;
  /** The sandbox collections the `empty` state removes; without them, the screen has no empty story. */
  collections?: readonly string[];
  /** What the empty list says. */
  emptyText?: (LL: TranslationFunctions) => string;
  /** What the screen says when its read failed, besides the request-error toast every failed read raises. */
  errorText?: (LL: TranslationFunctions) => string | RegExp;
  /** The seed's orders and what the browser remembers (a restaurant admin's screens open no order dialog). */
  setup?: Pick<ScreenSetup, 'orderCount' | 'localStorage'>;
  /** What else the populated list shows to the role (its tools, or that it has none). */
  populated?: ScreenAssertion;
  /**
   * The states shown. Loading and error are the same for every role on one screen: a second role's view shows
   * the states that differ. @default every state the declaration allows
   */
  states?: readonly DataListState[];
}

/** The states of a data-list screen. */
export type DataListState = 'populated' | 'empty' | 'loading' | 'error';
const DATA_LIST_STATES: readonly DataListState[] = ['populated', 'empty', 'loading', 'error'];

/**
 * The stories of a custom data-list screen, in en and hu: populated (a seeded row), empty (its collections emptied:
 * the empty text), loading (the table busy) and error (a 500: the toast, and the screen's own error text).
 */
export function dataListStories({
  route: name,
  role,
  params,
  title,
  data,
  row,
  collections,
  emptyText,
  errorText,
  setup,
  populated,
  states: shown,
}: DataListScreen) {
  const route = routeNamed(name);
  const frame = (check: ScreenCheck) => heading(check, (title ?? route.title)(check.LL));
  const states: Partial<Record<DataListState, ScreenAssertion>> = {
    populated: async (check) => {
      await frame(check);
      // A text may stand in more rows than one (a canteen round per restaurant): the first shows.
      const [first] = await check.screen.findAllByRole('row', { name: containing(row(check)) });
      await expect(first).toBeVisible();
      await populated?.(check);
    },
    loading: async (check) => {
      await frame(check);
      const table = await check.screen.findByRole('table');
      await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    },
    error: async (check) => {
      await frame(check);
      if (errorText) await expect(await check.screen.findByText(errorText(check.LL))).toBeVisible();
      await requestErrorToast(check);
    },
  };
  if (collections && emptyText) {
    states.empty = async (check) => {
      await frame(check);
      await expect(await check.screen.findByText(emptyText(check.LL))).toBeVisible();
    };
  }
  return screenStories({
    path: params ? (sandbox) => pathOf(route.path, params(sandbox)) : route.path,
    role,
    data,
    ...setup,
    ...(collections
      ? { empty: (sandbox: Sandbox) => collections.forEach((collection) => removeAll(sandbox, collection)) }
      : {}),
    // The states asked for that the declaration allows (no `empty` without its collections).
    states: pick(
      states as Record<DataListState, ScreenAssertion>,
      (shown ?? DATA_LIST_STATES).filter((state) => states[state] !== undefined),
    ),
  });
}
