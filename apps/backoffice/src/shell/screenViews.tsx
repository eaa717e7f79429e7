import type { ComponentType } from 'react';
import { lazy } from 'react';
import { Redirect, useSearch } from 'wouter';

import type { ScreenGroup } from '../routing/routes';
import { screenGroups } from '../routing/routes';
import type { LoadingFallback } from '../lazy/preloadableLazy';
import { preloadableLazy } from '../lazy/preloadableLazy';
import { loadScreenGroup } from '../screens/loadScreenGroup';
import type { ScreenMap, ScreenProps } from '../screens/screenTypes';
import { NotImplementedScreen } from '../screens/system/NotImplementedScreen';
import { PlaceholderScreen } from '../screens/system/PlaceholderScreen';

/** /order-software-confirm/{id} leads to /order-confirm/{id} with the same query (the link's token). */
function OrderSoftwareConfirmRedirect({ params }: ScreenProps) {
  const search = useSearch();
  const target = `/order-confirm/${encodeURIComponent(params.id ?? '')}`;
  return <Redirect to={search ? `${target}?${search}` : target} replace />;
}

// The shell's screens built on the kit's React Aria controls load on first use (inside the screen's Suspense),
// so that the main chunk carries none of React Aria.
const HomeScreen = lazy(() =>
  import('../screens/system/HomeScreen').then(({ HomeScreen: Screen }) => ({ default: Screen })),
);
const ForbiddenScreen = lazy(() =>
  import('../screens/system/ForbiddenScreen').then(({ ForbiddenScreen: Screen }) => ({ default: Screen })),
);
const NotFoundScreen = lazy(() =>
  import('../screens/system/NotFoundScreen').then(({ NotFoundScreen: Screen }) => ({ default: Screen })),
);

const systemScreens: ScreenMap = {
  home: HomeScreen,
  unauthorized: ForbiddenScreen,
  'not-implemented': NotImplementedScreen,
  'not-found': NotFoundScreen,
  'order-software-confirm': OrderSoftwareConfirmRedirect,
};

/** Renders the screen of the route from a group's screens, or the placeholder page. */
function renderScreen(screens: ScreenMap, { route, params }: ScreenProps) {
  const Screen = screens[route.name] ?? PlaceholderScreen;
  return <Screen route={route} params={params} />;
}

/** The shell's own screens (no chunk). */
function SystemScreens(props: ScreenProps) {
  return renderScreen(systemScreens, props);
}

function lazyGroup(group: (typeof screenGroups)[number]): ComponentType<ScreenProps & LoadingFallback> {
  return preloadableLazy(() =>
    loadScreenGroup(group).then(
      ({ screens }) =>
        (props: ScreenProps) =>
          renderScreen(screens, props),
    ),
  ).Component;
}

/**
 * One lazily loaded component per screen group: the group's chunk loads on the first visit of one of its routes.
 * Given a `fallback`, a group's view shows it while the chunk loads instead of suspending (preloadableLazy).
 */
export const screenViews = { system: SystemScreens } as Record<
  ScreenGroup,
  ComponentType<ScreenProps & LoadingFallback>
>;
for (const group of screenGroups) screenViews[group] = lazyGroup(group);
