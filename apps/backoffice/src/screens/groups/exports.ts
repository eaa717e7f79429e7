import { entityScreens } from '../../entities/entityScreens';
import { customExportCategories } from '../exports/customExportCategories';
import { customExports } from '../exports/customExports';
import { CustomExportShowScreen } from '../exports/CustomExportShowScreen';
import { requireExportEditing } from '../exports/requireExportEditing';
import type { ScreenMap } from '../screenTypes';

/** The screens of the exports group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = {
  ...requireExportEditing(entityScreens(customExports)),
  ...entityScreens(customExportCategories),
  'custom-export-show': CustomExportShowScreen,
  'custom-update-show': CustomExportShowScreen,
};
