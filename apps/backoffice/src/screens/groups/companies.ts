import { companyScreens } from '../companies/CompanyScreens';
import type { ScreenMap } from '../screenTypes';

/** The screens of the companies group, by route name (one lazily loaded chunk). */
export const screens: ScreenMap = { ...companyScreens };
