import { NetworkError, SERVER_ERROR_MESSAGE } from '@backoffice/api';

import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * The text of a failure in the user's language: the network failure and the message-less 'Server error' are
 * translated, any other message is the platform's own.
 */
export function errorText(error: unknown, message: string, LL: TranslationFunctions): string {
  if (error instanceof NetworkError) return LL.notifications.network_error();
  if (!message || message === SERVER_ERROR_MESSAGE) return LL.errors.serverError();
  return message;
}

/** The text of any failure in the user's language: its own message, or the translated catalogue text. */
export function describeError(error: unknown, LL: TranslationFunctions): string {
  return errorText(error, error instanceof Error ? error.message : '', LL);
}
