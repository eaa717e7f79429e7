import type { ComponentType } from 'react';

import type { AppRoute } from '../routing/routes';

/** What every screen receives. */
export interface ScreenProps {
  route: AppRoute;
  params: Record<string, string>;
}

/** The screens a group chunk holds, by route name; a route without one shows the placeholder page. */
export type ScreenMap = Partial<Record<string, ComponentType<ScreenProps>>>;
