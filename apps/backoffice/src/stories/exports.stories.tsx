import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { customExportCategories } from '../screens/exports/customExportCategories';
import { customExports } from '../screens/exports/customExports';
import { entityFormStories, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import type { ScreenCheck } from './screenStories';
import { heading, requestErrorToast, screenMeta, screenStories, startingWith } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The custom exports as the super admin sees them: the exports and their categories (lists and forms), and an
 * export's rows (no export chosen), also on the custom updates' route, where a public link (its token) shows them.
 */
const meta = { title: 'Screens/Exports/Screens', ...screenMeta } satisfies Meta;

export default meta;

const show = routeNamed('custom-export-show');
const updateShow = routeNamed('custom-update-show');

/** The seed's first export, whose public link the custom updates' screen opens. */
const linkedExport = (check: Pick<ScreenCheck, 'sandbox'>) => {
  const [entry] = check.sandbox.store.list('custom-export');
  if (!entry) throw new Error('The seed has no custom export');
  return entry as { id: number; name: string; token: string };
};

const stories = {
  ...prefixed('Exports', entityListStories(customExports, { row: () => 'Orders per company' })),
  ...prefixed('Export', entityFormStories(customExports)),
  ...prefixed(
    'Categories',
    entityListStories(customExportCategories, { states: OWN_LIST_STATES, row: () => 'Finance' }),
  ),
  ...prefixed('Category', entityFormStories(customExportCategories, { editStates: OWN_EDIT_STATES })),
  // No export chosen yet: the screen waits for the admin to pick one.
  ...prefixed(
    'Show',
    screenStories({
      path: show.path,
      role: 'admin',
      data: [],
      states: {
        waiting: async (check) => {
          await heading(check, show.title(check.LL));
          await expect(await check.screen.findByText(check.LL.admin.exportShow.choose())).toBeVisible();
        },
      },
    }),
  ),
  ...prefixed(
    'UpdateShow',
    screenStories({
      path: updateShow.path,
      role: 'admin',
      data: [],
      states: {
        waiting: async (check) => {
          await heading(check, updateShow.title(check.LL));
          await expect(await check.screen.findByText(check.LL.admin.exportShow.choose())).toBeVisible();
        },
      },
    }),
  ),
  // Opened from a public link: the export's rows, read through its token.
  ...prefixed(
    'UpdateShowLink',
    screenStories({
      path: (sandbox) => {
        const { id, token } = linkedExport({ sandbox });
        return `${updateShow.path}?id=${id}&token=${encodeURIComponent(token)}`;
      },
      role: 'admin',
      data: ['/public/custom-export'],
      states: {
        populated: async (check) => {
          await heading(check, updateShow.title(check.LL));
          const table = await check.screen.findByRole('table', {
            name: check.LL.admin.exportShow.table({ name: linkedExport(check).name }),
          });
          await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
          await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
        },
        loading: async (check) => {
          await heading(check, updateShow.title(check.LL));
          const table = await check.screen.findByRole('table');
          await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
        },
        error: async (check) => {
          await heading(check, updateShow.title(check.LL));
          await expect(
            await check.screen.findByText(
              startingWith(check.LL.admin.exportShow.loadFailed({ message: '' })),
            ),
          ).toBeVisible();
          await requestErrorToast(check);
        },
      },
    }),
  ),
};

export const ExportsPopulatedEn = stories.ExportsPopulatedEn;
export const ExportsPopulatedHu = stories.ExportsPopulatedHu;
export const ExportsEmptyEn = stories.ExportsEmptyEn;
export const ExportsEmptyHu = stories.ExportsEmptyHu;
export const ExportsLoadingEn = stories.ExportsLoadingEn;
export const ExportsLoadingHu = stories.ExportsLoadingHu;
export const ExportsErrorEn = stories.ExportsErrorEn;
export const ExportsErrorHu = stories.ExportsErrorHu;
export const ExportEditPopulatedEn = stories.ExportEditPopulatedEn;
export const ExportEditPopulatedHu = stories.ExportEditPopulatedHu;
export const ExportEditLoadingEn = stories.ExportEditLoadingEn;
export const ExportEditLoadingHu = stories.ExportEditLoadingHu;
export const ExportEditErrorEn = stories.ExportEditErrorEn;
export const ExportEditErrorHu = stories.ExportEditErrorHu;
export const ExportCreateEmptyEn = stories.ExportCreateEmptyEn;
export const ExportCreateEmptyHu = stories.ExportCreateEmptyHu;
export const CategoriesPopulatedEn = stories.CategoriesPopulatedEn;
export const CategoriesPopulatedHu = stories.CategoriesPopulatedHu;
export const CategoriesEmptyEn = stories.CategoriesEmptyEn;
export const CategoriesEmptyHu = stories.CategoriesEmptyHu;
export const CategoryEditPopulatedEn = stories.CategoryEditPopulatedEn;
export const CategoryEditPopulatedHu = stories.CategoryEditPopulatedHu;
export const CategoryCreateEmptyEn = stories.CategoryCreateEmptyEn;
export const CategoryCreateEmptyHu = stories.CategoryCreateEmptyHu;
export const ShowWaitingEn = stories.ShowWaitingEn;
export const ShowWaitingHu = stories.ShowWaitingHu;
export const UpdateShowWaitingEn = stories.UpdateShowWaitingEn;
export const UpdateShowWaitingHu = stories.UpdateShowWaitingHu;
export const UpdateShowLinkPopulatedEn = stories.UpdateShowLinkPopulatedEn;
export const UpdateShowLinkPopulatedHu = stories.UpdateShowLinkPopulatedHu;
export const UpdateShowLinkLoadingEn = stories.UpdateShowLinkLoadingEn;
export const UpdateShowLinkLoadingHu = stories.UpdateShowLinkLoadingHu;
export const UpdateShowLinkErrorEn = stories.UpdateShowLinkErrorEn;
export const UpdateShowLinkErrorHu = stories.UpdateShowLinkErrorHu;
