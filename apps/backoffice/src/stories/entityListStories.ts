import type { Locale } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { expect } from 'storybook/test';

import type { EntityDefinition, EntityRecord } from '../entities/types';
import { routeNamed } from '../routing/routes';
import { pathOf } from './entityFormStories';
import type { StoryRole } from './ScreenStory';
import { removeAll } from './ScreenStory';
import { containing, heading, requestErrorToast, screenStories, startingWith } from './screenStories';
import { pick } from './storyGroups';

/** The states of an entity list. */
export type ListState = 'populated' | 'empty' | 'loading' | 'error';
const LIST_STATES: readonly ListState[] = ['populated', 'empty', 'loading', 'error'];
/** The states that differ from list to list (loading and error are the layer's, shown once per area). */
export const OWN_LIST_STATES: readonly ListState[] = ['populated', 'empty'];

/**
 * The stories of an entity's list screen (the entity-screen layer's, from its definition): populated (the seeded
 * records, `row` names one of them), empty (every record removed), loading (the list never answers: skeleton rows
 * under a busy table) and error (a 500: the error text with a retry), each in en and hu. A nested list (a parent's
 * records) takes its route's `params` from the seeded sandbox.
 */
export function entityListStories<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
  {
    row,
    role = 'admin',
    params,
    prepare,
    states = LIST_STATES,
  }: {
    row: (locale: Locale) => string;
    role?: StoryRole;
    params?: (sandbox: Sandbox) => Record<string, string | number>;
    prepare?: (sandbox: Sandbox) => void;
    /**
     * The states shown. The loading and error states are the layer's, the same on every list: an area shows them
     * once, on one of its lists. @default all four
     */
    states?: readonly ListState[];
  },
) {
  const route = routeNamed(`${definition.route}-list`);
  const collection = definition.resource.name;
  return screenStories({
    path: params ? (sandbox) => pathOf(route.path, params(sandbox)) : route.path,
    role,
    ...(prepare ? { prepare } : {}),
    data: [`/${collection}`],
    empty: (sandbox) => removeAll(sandbox, collection),
    states: pick(
      {
        populated: async (check) => {
          await heading(check, definition.texts(check.LL).many());
          // A text may stand in more rows than one (the delivery method of the jobs): the first shows.
          const [first] = await check.screen.findAllByRole('row', { name: containing(row(check.locale)) });
          await expect(first).toBeVisible();
        },
        empty: async (check) => {
          await heading(check, definition.texts(check.LL).many());
          await expect(await check.screen.findByText(definition.texts(check.LL).empty())).toBeVisible();
        },
        loading: async (check) => {
          await heading(check, definition.texts(check.LL).many());
          const table = await check.screen.findByRole('table');
          await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
        },
        error: async (check) => {
          await heading(check, definition.texts(check.LL).many());
          await expect(
            await check.screen.findByText(startingWith(check.LL.entities.common.loadError({ message: '' }))),
          ).toBeVisible();
          await expect(check.screen.getByRole('button', { name: check.LL.common.retry() })).toBeEnabled();
          await requestErrorToast(check);
        },
      },
      states,
    ),
  });
}
