import { LIMITS } from '@backoffice/domain';

import {
  AbortedError,
  ApiError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  SERVER_ERROR_MESSAGE,
  ServerError,
  UnauthorizedError,
  ViolationsError,
} from './errors.js';

/** Where the error happened: a screen load, a form save, a delete, a login/refresh/reset, or any other call. */
export type ErrorPhase = 'load' | 'save' | 'delete' | 'auth' | 'request';

/** The reactions of the spec's error catalogue; the app shell implements each once. */
export type ErrorReaction =
  /** A cancelled request: do nothing. */
  | { kind: 'ignore' }
  /** 401: end the session and go to login. */
  | { kind: 'logout' }
  /** 403: show the unauthorized page. */
  | { kind: 'unauthorized-page' }
  /** 404 for a restaurant admin: refresh login, go to the active orders screen. */
  | { kind: 'refresh-login-to-active-orders' }
  /** 404 on save or load: go to the not-found route. */
  | { kind: 'not-found-page' }
  /**
   * 404 on load or save of a public page (signed out, e.g. a confirmation link): the page says so itself, since
   * the not-found route is for signed-in users.
   */
  | { kind: 'not-found-on-page' }
  /** 400 with violations on save: messages on fields, plus a form error toast. */
  | { kind: 'field-errors'; fieldErrors: Record<string, string>; message: string }
  /** Form error (load, save or delete failure) with the answer's message or 'Server error'. */
  | { kind: 'form-error'; message: string }
  /** An unsuccessful answer with a message, from the generic request handler: a warning of that message. */
  | { kind: 'warning'; message: string }
  /** Network failure, status 500 or above, or an error message: the request-error toast. */
  | {
      kind: 'request-error';
      titleKey: 'notifications.request_error.title';
      message: string;
      durationMs: number;
    }
  /** Not the client's error: let it pass on. */
  | { kind: 'pass-on'; error: unknown };

/** What the reaction depends on besides the error. */
export interface ErrorContext {
  phase: ErrorPhase;
  /** The user is a restaurant admin (their 404s refresh the login instead). */
  isRestaurantAdmin?: boolean;
  /** No one is signed in: the call comes from a public page (its 404s are the page's own message). */
  isSignedOut?: boolean;
}

function requestError(message: string): ErrorReaction {
  return {
    kind: 'request-error',
    titleKey: 'notifications.request_error.title',
    message,
    durationMs: LIMITS.errorToastMs,
  };
}

/**
 * The reaction of the error catalogue (section 8 of both documents) to a failed call.
 * @example toErrorReaction(new ForbiddenError('Forbidden', { call: 'getOrder', status: 403 }), { phase: 'load' }) // { kind: 'unauthorized-page' }
 */
export function toErrorReaction(error: unknown, context: ErrorContext): ErrorReaction {
  if (error instanceof AbortedError) return { kind: 'ignore' };
  if (!(error instanceof ApiError)) return { kind: 'pass-on', error };
  const message = error.message || SERVER_ERROR_MESSAGE;
  if (context.phase === 'auth') {
    // Login, refresh and reset failures are shown on the form; 500s were already reported by the session.
    return error instanceof NetworkError || error instanceof ServerError
      ? requestError(message)
      : { kind: 'form-error', message };
  }
  if (error instanceof UnauthorizedError) return { kind: 'logout' };
  if (error instanceof ForbiddenError) return { kind: 'unauthorized-page' };
  if (error instanceof NotFoundError) {
    if (context.isSignedOut && (context.phase === 'load' || context.phase === 'save')) {
      return { kind: 'not-found-on-page' };
    }
    if (context.isRestaurantAdmin) return { kind: 'refresh-login-to-active-orders' };
    if (context.phase === 'load' || context.phase === 'save') return { kind: 'not-found-page' };
  }
  if (error instanceof ViolationsError && context.phase === 'save') {
    return { kind: 'field-errors', fieldErrors: error.fieldErrors, message };
  }
  if (error instanceof NetworkError || error instanceof ServerError) return requestError(message);
  if (context.phase === 'request') return { kind: 'warning', message };
  return { kind: 'form-error', message };
}
