import { entityScreens } from '../../entities/entityScreens';
import { todos } from '../admin/todos';
import type { ScreenMap } from '../screenTypes';

/**
 * The screens of the admin group, by route name (one lazily loaded chunk). Routes without a screen yet show the
 * placeholder page named after the screen.
 */
export const screens: ScreenMap = {
  ...entityScreens(todos),
};
