import type { ErrorPhase, ErrorReaction } from '@backoffice/api';
import { toErrorReaction } from '@backoffice/api';
import { isRestaurantAdmin } from '@backoffice/domain';
import { showToast } from '@backoffice/ui/base';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

import { useI18n } from '../i18n/I18nProvider';
import { pathFor } from '../routing/pathFor';
import { useClaims } from '../session/SessionProvider';
import { useServices } from '../shell/services';
import { errorText } from './errorText';
import { useNotify } from './useNotify';

/**
 * The error catalogue (section 8), wired once: returns a handler that maps a failed call to its reaction through
 * `toErrorReaction` and carries it out. 401 signs out (the guard then asks for a login); 403 shows /403; a 404
 * for a restaurant admin refreshes the login and opens the active orders; a 404 on load or save opens the
 * not-found page, or on a public page (signed out) is left to the page's own message; network, 5xx and message failures show the request-error toast (10 s); an unsuccessful answer
 * with a message shows a warning; form errors show the form-error toast. Field errors are returned for the form.
 */
export function useErrorHandler(): (error: unknown, phase: ErrorPhase) => ErrorReaction {
  const { client } = useServices();
  const { LL } = useI18n();
  const claims = useClaims();
  const [, navigate] = useLocation();
  const notify = useNotify();
  return useCallback(
    (error, phase) => {
      const reaction = toErrorReaction(error, {
        phase,
        isRestaurantAdmin: isRestaurantAdmin(claims?.roles ?? []),
        isSignedOut: claims === null,
      });
      switch (reaction.kind) {
        case 'logout':
          client.session.signOut();
          break;
        case 'unauthorized-page':
          navigate(pathFor('unauthorized'), { replace: true });
          break;
        case 'refresh-login-to-active-orders':
          void client.session.refresh().then(
            () => navigate(pathFor('order-active'), { replace: true }),
            () => undefined,
          );
          break;
        case 'not-found-page':
          navigate('/not-found', { replace: true });
          break;
        case 'not-found-on-page':
          // A public page says so itself: the not-found route would ask the visitor to sign in.
          break;
        case 'request-error':
          notify.requestError(errorText(error, reaction.message, LL));
          break;
        case 'warning':
          showToast(notify.queue, {
            title: LL.notifications.warning(),
            description: reaction.message,
            tone: 'warning',
          });
          break;
        case 'form-error':
        case 'field-errors':
          notify.formError(errorText(error, reaction.message, LL));
          break;
        case 'ignore':
        case 'pass-on':
          break;
      }
      return reaction;
    },
    [client, claims, navigate, notify, LL],
  );
}
