import { createApiClient, createMemoryCookieStore, resetPassword, ServerError } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';
import type { SentryModule } from './errorReporting';
import { reportServerError, setErrorReportingService, startErrorReporting } from './errorReporting';

// The service's client is replaced here: the tests see what reaches it, and whether it was loaded at all.
const sentry = vi.hoisted(() => ({ captured: [] as unknown[], started: [] as unknown[] }));
vi.mock('./sentry', () => ({
  startSentry: vi.fn((options: unknown) => {
    sentry.started.push(options);
    return (error: unknown) => {
      sentry.captured.push(error);
    };
  }),
}));

const DSN = 'https://public@errors.example/42';

beforeEach(() => {
  sentry.captured.length = 0;
  sentry.started.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  setErrorReportingService(null);
  vi.restoreAllMocks();
});

/** A client whose platform answers every call with a 500, reporting through the app's reporter. */
function failingClient() {
  return createApiClient({
    apiBaseUrl: 'http://platform.local/api/v1',
    fetch: () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'boom' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    cookies: createMemoryCookieStore(),
    reportError: reportServerError,
  });
}

describe('error reporting without a DSN', () => {
  it('loads nothing and leaves the console as the only report', async () => {
    const load = vi.fn(() => import('./sentry'));
    expect(startErrorReporting(undefined, { load, target: new EventTarget() })).toBeNull();
    expect(startErrorReporting('', { load, target: new EventTarget() })).toBeNull();
    setErrorReportingService(null);

    const client = failingClient();
    await expect(client.session.signIn({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(load).not.toHaveBeenCalled();
    expect(sentry.started).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.any(ServerError));
  });
});

describe('error reporting with a DSN', () => {
  it('sends a 500 of login, refresh and password reset to the service, and to the console', async () => {
    const reporting = startErrorReporting(DSN, { release: 'v7', target: new EventTarget() });
    setErrorReportingService(reporting);
    expect(await reporting?.ready).toBe(true);
    expect(sentry.started).toEqual([{ dsn: DSN, release: 'v7' }]);

    const client = failingClient();
    await expect(client.session.signIn({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(
      ServerError,
    );
    await expect(client.session.signInWithRefreshToken('refresh-token')).rejects.toBeInstanceOf(ServerError);
    await expect(
      resetPassword(client, { token: 't', password: 'Brand-new-9' }, reportServerError),
    ).rejects.toBeInstanceOf(ServerError);

    expect(sentry.captured).toHaveLength(3);
    expect(sentry.captured.every((error) => error instanceof ServerError)).toBe(true);
    expect(sentry.captured.map((error) => (error as ServerError).call)).toEqual([
      'signIn',
      'signInWithRefreshToken',
      'resetPassword',
    ]);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('reports a 500 of the password reset request screen', async () => {
    setErrorReportingService(startErrorReporting(DSN, { target: new EventTarget() }));
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    const client = await sandboxClient(sandbox, null, {
      respond: (request, answer) =>
        new URL(request.url).pathname.endsWith('/reset_password/request')
          ? Promise.resolve(
              new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }),
            )
          : answer(),
    });
    renderApp({ client, path: '/password-reset/request' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'company@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));

    await vi.waitFor(() => expect(sentry.captured).toHaveLength(1));
    expect(sentry.captured[0]).toBeInstanceOf(ServerError);
    expect((sentry.captured[0] as ServerError).call).toBe('requestPasswordReset');
  });

  it('queues the uncaught errors of the page until the client is up, then leaves them to the service', async () => {
    const target = new EventTarget();
    let release: (module: SentryModule) => void = () => undefined;
    const load = () => new Promise<SentryModule>((resolve) => (release = resolve));
    const reporting = startErrorReporting(DSN, { target, load });
    const early = new Error('before the client');
    target.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'rejected early';
    target.dispatchEvent(rejection);
    expect(sentry.captured).toEqual([]);

    release(await import('./sentry'));
    expect(await reporting?.ready).toBe(true);
    expect(sentry.captured).toEqual([early, 'rejected early']);
    // From here on the service's own global handlers hear the page.
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(sentry.captured).toHaveLength(2);
  });

  it('leaves the console as the only report when the client cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporting = startErrorReporting(DSN, {
      target: new EventTarget(),
      load: () => Promise.reject(new TypeError('blocked')),
    });
    setErrorReportingService(reporting);
    expect(await reporting?.ready).toBe(false);
    expect(() => reportServerError(new ServerError('boom', { call: 'signIn', status: 500 }))).not.toThrow();
    expect(sentry.captured).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
