import type { ToastQueue } from '@backoffice/ui/base';
import { showToast } from '@backoffice/ui/base';
import { useMemo } from 'react';

import { useI18n } from '../i18n/I18nProvider';
import { useServices } from '../shell/services';

/** The success notices of the catalogue (sections 8 of both documents). */
export type SuccessNotice = 'created' | 'updated' | 'deleted' | 'activated' | 'deactivated';

/** The app's toasts, translated: success notices (5 s), the request-error toast and form errors (10 s). */
export interface Notify {
  queue: ToastQueue;
  success: (notice: SuccessNotice) => void;
  /** The request-error toast: title notifications.request_error.title, body the message, 10 s. */
  requestError: (message: string) => void;
  formError: (message: string) => void;
}

/** Shows the catalogue's toasts in the user's language. */
export function useNotify(): Notify {
  const { toasts } = useServices();
  const { LL } = useI18n();
  return useMemo(
    () => ({
      queue: toasts,
      success: (notice) => {
        showToast(toasts, { title: LL.notifications[notice](), tone: 'success' });
      },
      requestError: (message) => {
        showToast(toasts, {
          title: LL.notifications.request_error.title(),
          description: message,
          tone: 'error',
        });
      },
      formError: (message) => {
        showToast(toasts, { title: LL.notifications.form_error(), description: message, tone: 'error' });
      },
    }),
    [toasts, LL],
  );
}
