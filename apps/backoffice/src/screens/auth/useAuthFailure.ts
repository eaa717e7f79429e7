import { toErrorReaction, UnauthorizedError } from '@backoffice/api';
import { useCallback } from 'react';

import { errorText } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * Maps a failed sign-in, refresh-token sign-in or password reset to what the form shows: network and server
 * failures get the request-error toast (null is returned), refused credentials the translated text, any other
 * refusal the platform's message.
 */
export function useAuthFailure(): (error: unknown) => string | null {
  const { LL } = useI18n();
  const notify = useNotify();
  return useCallback(
    (error) => {
      const reaction = toErrorReaction(error, { phase: 'auth' });
      if (reaction.kind === 'request-error') {
        notify.requestError(errorText(error, reaction.message, LL));
        return null;
      }
      if (reaction.kind === 'ignore') return null;
      if (error instanceof UnauthorizedError && error.call === 'signIn') return LL.auth.invalidCredentials();
      return reaction.kind === 'form-error'
        ? errorText(error, reaction.message, LL)
        : LL.errors.serverError();
    },
    [LL, notify],
  );
}
