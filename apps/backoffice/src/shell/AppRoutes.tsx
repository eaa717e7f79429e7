import { guardRoute, loginPath } from '@backoffice/domain';
import { toDocumentTitle } from '@backoffice/ui/base';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';

import { holdsTexts, useI18n } from '../i18n/I18nProvider';
import type { VisitedLocation } from '../navigation/shouldScrollToTop';
import { shouldScrollToTop } from '../navigation/shouldScrollToTop';
import { textScopeOf } from '../routing/initialTextScope';
import { matchAppRoute } from '../routing/matchRoute';
import { pathFor } from '../routing/pathFor';
import { FullPageMessage } from '../screens/system/FullPageMessage';
import { preloadableLazy } from '../lazy/preloadableLazy';
import { useClaims } from '../session/SessionProvider';
import { BareLayout } from './BareLayout';
import { CurrentRouteContext } from './CurrentRoute';
import { FullPageSpinner } from './FullPageSpinner';
import { ScreenBoundary } from './ScreenBoundary';
import { screenLayer, preloadScreenLayer } from './screenLayer';
import { screenViews } from './screenViews';
import { preloadScreenGroup } from '../screens/loadScreenGroup';
import { useServices } from './services';

/**
 * The signed-in frame (header, menus, breadcrumbs, the live-order alerts) loads with the first signed-in screen,
 * alongside that screen's chunk: the sign-in screens never need its overlays.
 */
const shellLayout = preloadableLazy(() => import('./ShellLayout').then(({ ShellLayout }) => ShellLayout));
const ShellLayout = shellLayout.Component;

/**
 * Matches the location against the route table, guards it with the domain's guardRoute (login with redirectTo,
 * /403; skipped inside a frame), sets the page title, scrolls to the top, and renders the route's screen inside
 * its layout.
 */
export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  const { inFrame } = useServices();
  const { LL, textScope, requestTexts } = useI18n();
  const claims = useClaims();
  const match = useMemo(() => matchAppRoute(parser, location), [parser, location]);
  // The sign-in screens read the core texts only, the orders screens the orders area's, every other screen the
  // texts of every area (I18nProvider's TextScope).
  const neededTexts = textScopeOf(match.route.group);
  const textsMissing = !holdsTexts(textScope, neededTexts);
  const inShell = match.route.layout !== 'bare';
  useEffect(() => {
    if (!textsMissing) return;
    requestTexts(neededTexts);
    // The screen's chunk, the screen layer's and the shell's load alongside the texts, not after them.
    preloadScreenGroup(match.route.group);
    preloadScreenLayer();
    if (inShell) void shellLayout.preload().catch(() => undefined);
  }, [textsMissing, requestTexts, neededTexts, match.route.group, inShell]);
  const fullPath = search ? `${location}?${search}` : location;
  const title = match.route.title(LL);

  // Inside the shell the screen renders only once the shell's chunk is in: its chunk starts loading now, not
  // after the shell's.
  useEffect(() => {
    if (inShell) preloadScreenGroup(match.route.group);
  }, [inShell, match.route.group]);

  const previous = useRef<VisitedLocation | null>(null);
  useEffect(() => {
    const next = { ...match, search };
    if (shouldScrollToTop(previous.current, next)) window.scrollTo(0, 0);
    previous.current = next;
  }, [match, search]);

  useEffect(() => {
    document.title = toDocumentTitle(title, LL.app.title());
  }, [title, LL]);

  const decision = guardRoute(match.route.access, claims ? { roles: claims.roles } : null, fullPath, {
    inFrame,
  });
  if (decision.kind === 'login') return <Redirect to={loginPath(fullPath)} replace />;
  if (decision.kind === 'forbidden') return <Redirect to={pathFor('unauthorized')} replace />;

  // Inside the shell, a screen whose texts are on their way waits in the shell (whose texts are the core ones),
  // so that the first visit to another area does not take the whole frame away.
  if (textsMissing && !inShell) return <FullPageSpinner label={LL.common.loading()} />;

  const View = screenViews[match.route.group];
  const chunkFailed = (
    <FullPageMessage
      title={LL.errors.chunkTitle()}
      description={LL.errors.chunkDescription()}
      action={LL.errors.reload()}
      onAction={() => window.location.reload()}
    />
  );
  const spinner = <FullPageSpinner label={LL.common.loading()} />;
  const screen = textsMissing ? (
    spinner
  ) : (
    <ScreenBoundary key={match.route.group} fallback={chunkFailed}>
      <Suspense fallback={spinner}>
        <View route={match.route} params={match.params} fallback={spinner} />
      </Suspense>
    </ScreenBoundary>
  );
  const routed = (
    <CurrentRouteContext.Provider value={match}>
      {match.route.layout === 'bare' ? (
        <BareLayout>{screen}</BareLayout>
      ) : (
        <ScreenBoundary fallback={chunkFailed}>
          <Suspense fallback={spinner}>
            <ShellLayout currentPath={location} fallback={spinner}>
              {screen}
            </ShellLayout>
          </Suspense>
        </ScreenBoundary>
      )}
    </CurrentRouteContext.Provider>
  );
  // The sign-in screens call the client themselves; every other screen stands on the screen layer (its hooks'
  // provider and the kit's router: ScreenLayer.tsx).
  if (match.route.group === 'auth') return routed;
  return (
    <ScreenBoundary fallback={chunkFailed}>
      <Suspense fallback={spinner}>
        <screenLayer.Component fallback={spinner}>{routed}</screenLayer.Component>
      </Suspense>
    </ScreenBoundary>
  );
}
