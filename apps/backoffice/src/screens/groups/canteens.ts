import type { ScreenMap } from '../screenTypes';

/**
 * The screens of the canteens group, by route name (one lazily loaded chunk). The screen issues add their screens
 * here; until then every route of the group shows the placeholder page named after the screen.
 */
export const screens: ScreenMap = {};
