import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { customExportCategories } from '../screens/exports/customExportCategories';
import { customExports } from '../screens/exports/customExports';
import { entityFormStories, OWN_EDIT_STATES } from './entityFormStories';
import { entityListStories, OWN_LIST_STATES } from './entityListStories';
import { heading, screenMeta, screenStories } from './screenStories';
import { prefixed } from './storyGroups';

/** The custom exports as the super admin sees them: the exports and their categories (lists and forms), and an export's rows. */
const meta = { title: 'Screens/Exports/Screens', ...screenMeta } satisfies Meta;

export default meta;

const show = routeNamed('custom-export-show');

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
