import { entityScreens } from '../../entities/entityScreens';
import { AuditHistoryScreen } from '../admin/AuditHistoryScreen';
import { AuditScreen } from '../admin/AuditScreen';
import { SettingsScreen } from '../admin/SettingsScreen';
import { TabletsScreen } from '../admin/TabletsScreen';
import { todos } from '../admin/todos';
import { TranslationsScreen } from '../admin/TranslationsScreen';
import type { ScreenMap } from '../screenTypes';

/**
 * The screens of the admin group, by route name (one lazily loaded chunk). Routes without a screen yet show the
 * placeholder page named after the screen.
 */
export const screens: ScreenMap = {
  ...entityScreens(todos),
  translations: TranslationsScreen,
  settings: SettingsScreen,
  tablets: TabletsScreen,
  audit: AuditScreen,
  'audit-history': AuditHistoryScreen,
};
