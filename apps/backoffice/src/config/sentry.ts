// The error-reporting service's client, in a chunk of its own: errorReporting.ts imports this module only when the
// deployment names a DSN, so neither the entry chunk nor a deployment without a DSN downloads it.
import { captureException, init } from '@sentry/browser';

/** What the deployment tells the service about this build. */
export interface SentryOptions {
  /** The DSN of the project the events go to (VITE_ERROR_REPORTING_DSN or config.json's `errorReportingDsn`). */
  dsn: string;
  /** The build's version (VITE_APP_VERSION), so that an event names the deployment it came from. */
  release?: string;
}

/**
 * Starts the service with its default integrations (from here on they report uncaught errors and unhandled
 * rejections themselves) and returns the function that reports one error.
 */
export function startSentry({ dsn, release }: SentryOptions): (error: unknown) => void {
  init({ dsn, release });
  return (error) => {
    captureException(error);
  };
}
