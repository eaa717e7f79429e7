import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { routeNamed } from '../routing/routes';
import { todos } from '../screens/admin/todos';
import { dataListStories } from './dataListStories';
import { entityFormStories, pageLoadFailed, pageLoading, pathOf } from './entityFormStories';
import { entityListStories } from './entityListStories';
import { removeAll } from './ScreenStory';
import { containing, heading, screenMeta, screenStories, startingWith } from './screenStories';
import { prefixed } from './storyGroups';

/**
 * The admin screens as the super admin sees them: the todos (list and form), the translations, the audit log, an
 * entity's history and a type's, the platform settings and the tablets. Without a Firebase database URL (none is
 * set for Storybook) the tablets screen opens the in-memory tablet database with its demo tablets, as the
 * in-browser sandbox runs.
 */
const meta = { title: 'Screens/Admin/Screens', ...screenMeta } satisfies Meta;

export default meta;

const settings = routeNamed('settings');
const tablets = routeNamed('tablets');
const auditHistory = routeNamed('audit-history');

/** The entity whose history is shown: the seed's first restaurant, whose changes the audit log holds. */
const AUDITED = { entity: 'restaurants', id: '1' } as const;

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
  ...prefixed(
    'History',
    screenStories({
      path: pathOf(auditHistory.path, AUDITED),
      role: 'admin',
      data: ['/auditLog'],
      empty: (sandbox) => removeAll(sandbox, 'audit-log'),
      states: {
        populated: async (check) => {
          const T = check.LL.admin.audit;
          await heading(check, T.history(AUDITED));
          const timeline = await check.screen.findByRole('list', { name: T.timeline() });
          await expect(
            within(timeline).getAllByRole('heading', { name: startingWith(T.actions.update()) })[0],
          ).toBeVisible();
        },
        empty: async (check) => {
          await heading(check, check.LL.admin.audit.history(AUDITED));
          await expect(await check.screen.findByText(check.LL.admin.audit.noHistory())).toBeVisible();
        },
        loading: (check) => pageLoading(check, check.LL.admin.audit.history(AUDITED)),
        error: (check) => pageLoadFailed(check, check.LL.admin.audit.history(AUDITED)),
      },
    }),
  ),
  // Every entity of a type (/audit/{entity}): the same timeline, each change naming its entity.
  ...prefixed(
    'TypeHistory',
    screenStories({
      path: pathOf(auditHistory.path, { entity: AUDITED.entity }),
      role: 'admin',
      data: ['/audit-log'],
      states: {
        populated: async (check) => {
          const T = check.LL.admin.audit;
          await heading(check, T.historyOfType({ entity: AUDITED.entity }));
          await expect(await check.screen.findByRole('list', { name: T.timeline() })).toBeVisible();
        },
      },
    }),
  ),
  // The tablets are not the platform's data but the tablet database's (in memory here, filled at once): the
  // screen shows them as they are, with no empty, loading or error state of the platform's reads.
  ...prefixed(
    'Tablets',
    screenStories({
      path: tablets.path,
      role: 'admin',
      data: [],
      states: {
        populated: async (check) => {
          await heading(check, tablets.title(check.LL));
          const table = await check.screen.findByRole('table', { name: check.LL.admin.tablets.table() });
          // The restaurants' names arrive after the tablets: the row shows once it is named.
          await expect(
            await within(table).findByRole('row', { name: containing('Pasta Palace') }),
          ).toBeVisible();
        },
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
export const HistoryPopulatedEn = stories.HistoryPopulatedEn;
export const HistoryPopulatedHu = stories.HistoryPopulatedHu;
export const HistoryEmptyEn = stories.HistoryEmptyEn;
export const HistoryEmptyHu = stories.HistoryEmptyHu;
export const HistoryLoadingEn = stories.HistoryLoadingEn;
export const HistoryLoadingHu = stories.HistoryLoadingHu;
export const HistoryErrorEn = stories.HistoryErrorEn;
export const HistoryErrorHu = stories.HistoryErrorHu;
export const TypeHistoryPopulatedEn = stories.TypeHistoryPopulatedEn;
export const TypeHistoryPopulatedHu = stories.TypeHistoryPopulatedHu;
export const TabletsPopulatedEn = stories.TabletsPopulatedEn;
export const TabletsPopulatedHu = stories.TabletsPopulatedHu;
