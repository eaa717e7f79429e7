import type { Locale } from '@backoffice/domain';
import { expect } from 'storybook/test';

import type { EntityDefinition, EntityRecord } from '../entities/types';
import { routeNamed } from '../routing/routes';
import type { StoryRole } from './ScreenStory';
import { removeAll } from './ScreenStory';
import { containing, heading, requestErrorToast, screenStories, startingWith } from './screenStories';

/**
 * The stories of an entity's list screen (the entity-screen layer's, from its definition): populated (the seeded
 * records, `row` names one of them), empty (every record removed), loading (the list never answers: skeleton rows
 * under a busy table) and error (a 500: the error text with a retry), each in en and hu.
 */
export function entityListStories<T extends EntityRecord, V extends object>(
  definition: EntityDefinition<T, V>,
  { row, role = 'admin' }: { row: (locale: Locale) => string; role?: StoryRole },
) {
  const route = routeNamed(`${definition.route}-list`);
  const collection = definition.resource.name;
  return screenStories({
    path: route.path,
    role,
    data: [`/${collection}`],
    empty: (sandbox) => removeAll(sandbox, collection),
    states: {
      populated: async (check) => {
        await heading(check, route.title(check.LL));
        await expect(
          await check.screen.findByRole('row', { name: containing(row(check.locale)) }),
        ).toBeVisible();
      },
      empty: async (check) => {
        await heading(check, route.title(check.LL));
        await expect(await check.screen.findByText(definition.texts(check.LL).empty())).toBeVisible();
      },
      loading: async (check) => {
        await heading(check, route.title(check.LL));
        const table = await check.screen.findByRole('table');
        await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
      },
      error: async (check) => {
        await heading(check, route.title(check.LL));
        await expect(
          await check.screen.findByText(startingWith(check.LL.entities.common.loadError({ message: '' }))),
        ).toBeVisible();
        await expect(check.screen.getByRole('button', { name: check.LL.common.retry() })).toBeEnabled();
        await requestErrorToast(check);
      },
    },
  });
}
