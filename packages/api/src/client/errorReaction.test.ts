import { describe, expect, it } from 'vitest';

import type { ErrorContext } from './errorReaction.js';
import { toErrorReaction } from './errorReaction.js';
import {
  AbortedError,
  ForbiddenError,
  HttpError,
  NetworkError,
  NotFoundError,
  ServerError,
  UnauthorizedError,
  ViolationsError,
} from './errors.js';

const call = 'someCall';
const violations = new ViolationsError('reason: blank', {
  call,
  status: 400,
  violations: [{ propertyPath: 'reason', message: 'This value should not be blank.' }],
});
const requestError = (message: string) => ({
  kind: 'request-error',
  titleKey: 'notifications.request_error.title',
  message,
  durationMs: 10_000,
});

describe('toErrorReaction', () => {
  it.each<[string, unknown, ErrorContext, unknown]>([
    ['a cancelled request is ignored', new AbortedError({ call }), { phase: 'load' }, { kind: 'ignore' }],
    [
      '401 logs out',
      new UnauthorizedError('Expired JWT Token', { call, status: 401 }),
      { phase: 'load' },
      { kind: 'logout' },
    ],
    [
      '403 shows the unauthorized page',
      new ForbiddenError('Forbidden', { call, status: 403 }),
      { phase: 'save' },
      { kind: 'unauthorized-page' },
    ],
    [
      '404 of a restaurant admin refreshes the login',
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'load', isRestaurantAdmin: true },
      { kind: 'refresh-login-to-active-orders' },
    ],
    [
      '404 on load goes to not-found',
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'load' },
      { kind: 'not-found-page' },
    ],
    [
      "404 on load of a public page is the page's own message",
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'load', isSignedOut: true },
      { kind: 'not-found-on-page' },
    ],
    [
      '404 of a signed-out request is a warning, as signed in',
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'request', isSignedOut: true },
      { kind: 'warning', message: 'Not Found' },
    ],
    [
      '404 on save goes to not-found',
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'save' },
      { kind: 'not-found-page' },
    ],
    [
      '404 on delete is a form error',
      new NotFoundError('Not Found', { call, status: 404 }),
      { phase: 'delete' },
      { kind: 'form-error', message: 'Not Found' },
    ],
    [
      'violations on save go on the fields',
      violations,
      { phase: 'save' },
      {
        kind: 'field-errors',
        fieldErrors: { reason: 'This value should not be blank.' },
        message: 'reason: blank',
      },
    ],
    [
      'a network failure shows the request error',
      new NetworkError({ call }),
      { phase: 'request' },
      requestError('Error, no internet connection'),
    ],
    [
      '500 shows the request error',
      new ServerError('Server error', { call, status: 500 }),
      { phase: 'load' },
      requestError('Server error'),
    ],
    [
      'a message from the generic handler is a warning',
      new HttpError('Order is cancelled', { call, status: 400 }),
      { phase: 'request' },
      { kind: 'warning', message: 'Order is cancelled' },
    ],
    [
      'a load error is a form error with the message',
      new HttpError('Bad filter', { call, status: 400 }),
      { phase: 'load' },
      { kind: 'form-error', message: 'Bad filter' },
    ],
    [
      'a delete error is a form error',
      new HttpError('In use', { call, status: 409 }),
      { phase: 'delete' },
      { kind: 'form-error', message: 'In use' },
    ],
    [
      'invalid credentials stay on the login form',
      new UnauthorizedError('Invalid credentials.', { call, status: 401 }),
      { phase: 'auth' },
      { kind: 'form-error', message: 'Invalid credentials.' },
    ],
    [
      'a server failure of login shows the request error',
      new ServerError('Server error', { call, status: 500 }),
      { phase: 'auth' },
      requestError('Server error'),
    ],
  ])('%s', (_label, error, context, expected) => {
    expect(toErrorReaction(error, context)).toEqual(expected);
  });

  it('passes on errors that are not the client’s', () => {
    const error = new RangeError('bug');
    expect(toErrorReaction(error, { phase: 'load' })).toEqual({ kind: 'pass-on', error });
  });
});
