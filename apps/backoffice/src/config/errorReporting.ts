/**
 * Where the app's server errors go (spec orders-auth-routes section 8: a 500 on login, refresh or password reset
 * is reported, then re-thrown): always to the console, and to the error-reporting service (Sentry) when the
 * deployment names a DSN (README "Deploying", `errorReportingDsn`). The service's client is a chunk of its own,
 * loaded only then, so a deployment without a DSN never downloads it.
 */

import type * as Sentry from './sentry';

/** Reports one error. */
export type ReportError = (error: unknown) => void;

/** The lazily loaded service module (sentry.ts). */
export type SentryModule = typeof Sentry;

/** The page's error events: `window`, or a stand-in in the tests. */
export type ErrorEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** At most this many errors wait for the service's client; later ones before it is up are dropped. */
const QUEUE_LIMIT = 50;

/** What {@link startErrorReporting} started. */
export interface ErrorReporting {
  /** Sends an error to the service (queued until its client is up). */
  report: ReportError;
  /** Settles once the client is up (true) or could not load (false). */
  ready: Promise<boolean>;
}

export interface ErrorReportingOptions {
  /** The build's version, the events' release. */
  release?: string;
  /** Where uncaught errors are heard until the service's own handlers take over. @default window */
  target?: ErrorEventTarget;
  /** Loads the service's module. @default import('./sentry') */
  load?: () => Promise<SentryModule>;
}

/**
 * Loads the service's client for a DSN and returns the reporter; null without a DSN (nothing is loaded). Until the
 * client is up, the page's uncaught errors and unhandled rejections are queued and every report waits with them;
 * once it is up the service's own global handlers report uncaught errors, and a client that cannot load (blocked
 * by an ad blocker, offline) leaves the console as the only report.
 */
export function startErrorReporting(
  dsn: string | undefined,
  { release, target = window, load = () => import('./sentry') }: ErrorReportingOptions = {},
): ErrorReporting | null {
  if (!dsn) return null;
  let queue: unknown[] | null = [];
  let send: ReportError | null = null;
  const report: ReportError = (error) => {
    if (send) send(error);
    else if (queue && queue.length < QUEUE_LIMIT) queue.push(error);
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stopListening = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
  const ready = load().then(
    ({ startSentry }) => {
      stopListening();
      send = startSentry({ dsn, release });
      const waiting = queue ?? [];
      queue = null;
      for (const error of waiting) send(error);
      return true;
    },
    (error: unknown) => {
      stopListening();
      queue = null;
      console.warn('The error-reporting client could not load.', error);
      return false;
    },
  );
  return { report, ready };
}

let service: ReportError | null = null;

/** Makes `reporting` the app's error-reporting service (main.tsx, once at start); null for none. */
export function setErrorReportingService(reporting: ErrorReporting | null): void {
  service = reporting?.report ?? null;
}

/**
 * Reports a server error of login, refresh or password reset: to the console, and to the error-reporting service
 * when there is one. It never throws.
 */
export function reportServerError(error: unknown): void {
  console.error(error);
  try {
    service?.(error);
  } catch {
    // Reporting must never break the caller, which re-throws the error itself.
  }
}
