/**
 * The parallel boot (issue 22): before React renders, everything the first screen waits for starts together instead
 * of one after the other (the index chunk, then the config, the texts, the screen's chunk, the user, the list). The
 * order in which the requests leave matters where the browser has few connections to the app's origin (HTTP/1.1:
 * six), so the small requests on the critical path go first:
 *
 * 1. config.json (main.tsx), and beside it {@link preloadRouteData}: the small module that starts the user's record
 *    and the route's data, for a signed-in user;
 * 2. {@link startBoot}, once the client exists: the platform config and the remote translations (both from the
 *    copy of the last visit when there is one, revalidated beside it, see bootCache.ts), the signed-in user's
 *    record and the route's own data (routeData.ts), straight into the hooks' cache, so that the screen's first
 *    list load is not debounced. React's first render waits until these requests are out ({@link Boot.requestsOut}):
 *    its task would otherwise run before the data module's evaluation and hold them back by its length;
 * 3. once those requests are out, {@link preloadFirstScreen}: the locale's text chunk and the route's screen chunk
 *    (their dependencies are modulepreloaded by the bundler's import helper);
 * 4. the realtime socket waits until all of that is in and painted (realtimeGate.ts);
 * 5. while the route's answers are on their way, the number formatting starts ({@link prepareNumberFormat}) when
 *    the platform's money is not one the domain writes itself (`isKnownMoneyFormat`).
 */
import type { ApiClient } from '@backoffice/api';
import {
  COOKIE_NAMES,
  createDocumentCookieStore,
  decodeTokenClaims,
  getPlatformConfig,
  loadTranslations,
} from '@backoffice/api';
import type { Locale, PlatformConfig } from '@backoffice/domain';
import { guardRoute } from '@backoffice/domain';
import { parse } from 'regexparam';

import type { TextScope } from '../i18n/I18nProvider';
import { preloadTexts } from '../i18n/I18nProvider';
import type { RouteMatch } from '../routing/matchRoute';
import { matchAppRoute } from '../routing/matchRoute';
import { loadScreenGroup } from '../screens/loadScreenGroup';
import { screenLayer } from '../shell/screenLayer';
import type { CacheStorage } from './bootCache';
import { staleWhileRevalidate } from './bootCache';
import { holdRealtimeUntil } from './realtimeGate';

/**
 * Loads the module that starts the user's record and the route's data (routeData.ts): a chunk of its own, loaded
 * beside config.json and only for a signed-in user, so that the sign-in screen does not download it.
 */
const loadRouteData = () => import('./routeData');

/** The first URL of the page. */
export interface BootLocation {
  pathname: string;
  /** The query string, with or without its `?`. */
  search: string;
}

/** The route of a path, matched the way the app's router does (wouter's default pattern parser). */
export function bootRoute(pathname: string): RouteMatch {
  return matchAppRoute((route, loose) => parse(route, loose), pathname);
}

/** What a signed-in user's cookies say before the client exists: the claims, or that only a refresh token is left. */
function cookieSession(doc: Pick<Document, 'cookie'>): { roles: string[] } | 'refresh-only' | null {
  const cookies = createDocumentCookieStore(doc);
  const claims = decodeTokenClaims(cookies.get(COOKIE_NAMES.jwt));
  if (claims) return { roles: claims.roles };
  return cookies.get(COOKIE_NAMES.refresh) ? 'refresh-only' : null;
}

/**
 * Starts downloading the first screen's chunks: the texts of its scope and, when the route will show (the session
 * may open it), its screen group's chunk, and the screen layer's for any screen but the sign-in screens. Settles
 * when they are in (a failure is left to the screen's own load).
 */
export function preloadFirstScreen({
  location,
  locale,
  textScope,
  inFrame,
  doc = document,
}: {
  location: BootLocation;
  locale: Locale;
  textScope: TextScope;
  inFrame: boolean;
  doc?: Pick<Document, 'cookie'>;
}): Promise<unknown> {
  const chunks: Array<Promise<unknown>> = [preloadTexts(locale, textScope)];
  const { route } = bootRoute(location.pathname);
  const session = cookieSession(doc);
  // With a refresh token alone the session resumes on the first call; the route's roles are checked then.
  const decision =
    session === 'refresh-only'
      ? { kind: 'allow' }
      : guardRoute(route.access, session, location.pathname, { inFrame });
  const group = decision.kind === 'allow' ? route.group : decision.kind === 'login' ? 'auth' : 'system';
  if (group !== 'system') chunks.push(loadScreenGroup(group).catch(() => undefined));
  // Every screen but the sign-in screens stands on the screen layer (shell/ScreenLayer.tsx).
  if (group !== 'auth') chunks.push(screenLayer.preload().catch(() => undefined));
  return Promise.all(chunks);
}

/**
 * Starts loading the module that starts the user's record and the route's data (routeData.ts), for a signed-in
 * user (the sign-in screen does not download it).
 */
export function preloadRouteData(doc: Pick<Document, 'cookie'> = document): void {
  if (cookieSession(doc) !== null) void loadRouteData().catch(() => undefined);
}

/** What the boot hands to the app. */
export interface Boot {
  /** The platform config: the copy of the last visit when there is one, else the platform's answer. */
  configRequest: Promise<PlatformConfig>;
  /** The platform's answer when `configRequest` is the copy. */
  configUpdate?: Promise<PlatformConfig>;
  /** The platform's translations of a locale (the first locale's request is already on its way). */
  loadRemoteTexts: (locale: Locale) => Promise<unknown>;
  /**
   * Settles once the first screen's data requests have left: at once for a screen without any (or a signed-out
   * visitor), and when the module that starts them cannot load. Nothing on screen waits for it that would not wait
   * anyway: the screen's chunks and texts start only then.
   */
  requestsOut: Promise<void>;
}

export interface BootOptions {
  client: ApiClient;
  location: BootLocation;
  /** The locale the app starts in. */
  locale: Locale;
  inFrame: boolean;
  /** Names the copies of this build and platform (the app's version and the API's address). */
  cacheVersion: string;
  storage: CacheStorage | null;
  /** Starts the first screen's chunks ({@link preloadFirstScreen}); called once the data requests are out. */
  preloadChunks?: () => Promise<unknown>;
  /** Runs a task in a task of its own, after the current one (a timer; a test's own). */
  defer?: (task: () => void) => void;
}

/**
 * Starts the engine's number formatting (ICU), which the first amount a screen formats would otherwise start: 40–120
 * ms at once on a slow machine, the largest single cost in the render of the orders table's first rows. Any
 * formatter does it; the money formatters made after it cost under a millisecond. The boot calls it while the
 * route's data is on its way, for a screen that starts its data at boot (routeData.ts), and only when the
 * platform's currency and currency locale are not among the formats the domain writes without Intl
 * (`isKnownMoneyFormat`): then no formatter is needed at all, and this would be the cost it saves.
 */
export function prepareNumberFormat(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
}

/** Starts the first screen's requests together; see the module's comment. */
export function startBoot({
  client,
  location,
  locale,
  inFrame,
  cacheVersion,
  storage,
  preloadChunks = () => Promise.resolve(),
  defer = (task) => void setTimeout(task, 0),
}: BootOptions): Boot {
  const config = staleWhileRevalidate(storage, 'config', cacheVersion, () => getPlatformConfig(client));

  // One request per locale at a time (until its revalidation is in): the first locale's starts now, and the
  // I18nProvider takes it over.
  const remoteRequests = new Map<Locale, Promise<unknown>>();
  const loadRemoteTexts = (wanted: Locale): Promise<unknown> => {
    let request = remoteRequests.get(wanted);
    if (!request) {
      const served = staleWhileRevalidate(storage, `translations.${wanted}`, cacheVersion, () =>
        loadTranslations(client, wanted, 'backoffice'),
      );
      request = served.value;
      remoteRequests.set(wanted, request);
      const forget = () => remoteRequests.delete(wanted);
      served.fresh.then(forget, forget);
    }
    return request;
  };
  const texts = loadRemoteTexts(locale);

  const claims = client.session.claims();
  const { route } = bootRoute(location.pathname);
  const search = location.search.replace(/^\?/, '');
  // Settles once the data requests are out, with the promise of their answers.
  const started: Promise<{ answers: Promise<unknown> }> =
    claims && guardRoute(route.access, claims, location.pathname, { inFrame }).kind === 'allow'
      ? loadRouteData().then(
          ({ startRouteData, startSessionUser, isKnownMoneyFormat }) => {
            const user = startSessionUser(client, claims.id, claims.roles);
            const routeData = startRouteData(route.name, { client, roles: claims.roles, search });
            if (routeData.length > 0) {
              // The config is in before the route's answers: its request left first, or it is the last visit's copy.
              config.value.then(
                ({ currencyCode, currencyLocale }) => {
                  // Not in an idle callback: on a busy machine the browser finds no idle moment before the answers.
                  if (!isKnownMoneyFormat(currencyCode, currencyLocale))
                    defer(() => prepareNumberFormat(currencyLocale));
                },
                // The config's failure is the config gate's to show.
                () => undefined,
              );
            }
            return { answers: Promise.allSettled(user ? [user, ...routeData] : routeData) };
          },
          // Without the module the screens load their own data.
          () => ({ answers: Promise.resolve() }),
        )
      : Promise.resolve({ answers: Promise.resolve() });
  const chunks = started.then(() => preloadChunks());

  // The socket opens once the first screen has what it shows (each failure is the screen's to report).
  holdRealtimeUntil(
    Promise.allSettled([config.value, texts, chunks, started.then(({ answers }) => answers)]),
  );

  return {
    configRequest: config.value,
    configUpdate: config.fromCache ? config.fresh : undefined,
    loadRemoteTexts,
    requestsOut: started.then(() => undefined),
  };
}
