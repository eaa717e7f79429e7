import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { todos } from '../screens/admin/todos';
import { dataListStories } from './dataListStories';
import { entityFormStories, pageLoadFailed, pageLoading } from './entityFormStories';
import { entityListStories } from './entityListStories';
import { heading, screenMeta, screenStories, startingWith } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The admin screens as the super admin sees them: the todos (list and form), the translations, the audit log and
 * the platform settings. The tablets screen opens the tablets' own database, which the in-browser sandbox does
 * not have: it is not here.
 */
const meta = { title: 'Screens/Admin/Screens', ...screenMeta } satisfies Meta;

export default meta;

const settings = routeNamed('settings');

const stories = {
  ...prefixed('Todos', entityListStories(todos, { row: () => 'Call Otter Grill about the connection' })),
  ...prefixed('Todo', entityFormStories(todos)),
  ...prefixed(
    'Translations',
    dataListStories({
      route: 'translations',
      role: 'admin',
      data: ['/translations'],
      row: () => 'app.title',
      collections: ['translations'],
      emptyText: (LL) => LL.admin.translations.empty(),
    }),
  ),
  ...prefixed(
    'Audit',
    dataListStories({
      route: 'audit',
      role: 'admin',
      data: ['/audit-log'],
      row: () => 'admin@example.com',
      collections: ['audit-log'],
      emptyText: (LL) => LL.admin.audit.empty(),
      errorText: (LL) => startingWith(LL.admin.audit.loadFailed({ message: '' })),
    }),
  ),
  // The platform always has its settings: the screen has no empty state.
  ...prefixed(
    'Settings',
    screenStories({
      path: settings.path,
      role: 'admin',
      data: ['/dynamic_settings'],
      states: {
        populated: async (check) => {
          await heading(check, settings.title(check.LL));
          await expect(
            await check.screen.findByRole('tab', { name: check.LL.admin.settings.formTab(), selected: true }),
          ).toBeVisible();
        },
        loading: (check) => pageLoading(check, settings.title(check.LL)),
        error: (check) => pageLoadFailed(check, settings.title(check.LL)),
      },
    }),
  ),
};

export const TodosPopulatedEn = stories.TodosPopulatedEn;
export const TodosPopulatedHu = stories.TodosPopulatedHu;
export const TodosEmptyEn = stories.TodosEmptyEn;
export const TodosEmptyHu = stories.TodosEmptyHu;
export const TodosLoadingEn = stories.TodosLoadingEn;
export const TodosLoadingHu = stories.TodosLoadingHu;
export const TodosErrorEn = stories.TodosErrorEn;
export const TodosErrorHu = stories.TodosErrorHu;
export const TodoEditPopulatedEn = stories.TodoEditPopulatedEn;
export const TodoEditPopulatedHu = stories.TodoEditPopulatedHu;
export const TodoEditLoadingEn = stories.TodoEditLoadingEn;
export const TodoEditLoadingHu = stories.TodoEditLoadingHu;
export const TodoEditErrorEn = stories.TodoEditErrorEn;
export const TodoEditErrorHu = stories.TodoEditErrorHu;
export const TodoCreateEmptyEn = stories.TodoCreateEmptyEn;
export const TodoCreateEmptyHu = stories.TodoCreateEmptyHu;
export const TranslationsPopulatedEn = stories.TranslationsPopulatedEn;
export const TranslationsPopulatedHu = stories.TranslationsPopulatedHu;
export const TranslationsEmptyEn = stories.TranslationsEmptyEn;
export const TranslationsEmptyHu = stories.TranslationsEmptyHu;
export const TranslationsLoadingEn = stories.TranslationsLoadingEn;
export const TranslationsLoadingHu = stories.TranslationsLoadingHu;
export const TranslationsErrorEn = stories.TranslationsErrorEn;
export const TranslationsErrorHu = stories.TranslationsErrorHu;
export const AuditPopulatedEn = stories.AuditPopulatedEn;
export const AuditPopulatedHu = stories.AuditPopulatedHu;
export const AuditEmptyEn = stories.AuditEmptyEn;
export const AuditEmptyHu = stories.AuditEmptyHu;
export const AuditLoadingEn = stories.AuditLoadingEn;
export const AuditLoadingHu = stories.AuditLoadingHu;
export const AuditErrorEn = stories.AuditErrorEn;
export const AuditErrorHu = stories.AuditErrorHu;
export const SettingsPopulatedEn = stories.SettingsPopulatedEn;
export const SettingsPopulatedHu = stories.SettingsPopulatedHu;
export const SettingsLoadingEn = stories.SettingsLoadingEn;
export const SettingsLoadingHu = stories.SettingsLoadingHu;
export const SettingsErrorEn = stories.SettingsErrorEn;
export const SettingsErrorHu = stories.SettingsErrorHu;
