import { HttpError, ViolationsError } from '@backoffice/api';
import type { SubmitOutcome } from '@backoffice/ui';
import { showToast } from '@backoffice/ui';
import { useCallback, useMemo } from 'react';

import { errorText } from '../../../errors/errorText';
import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';

/** Runs the order's calls with the catalogue's notices. */
export interface OrderEditActions {
  /** Runs a one-shot action; shows `success` (and refreshes the order) on success, unless null, and the catalogue's reaction on failure. */
  run: (action: () => Promise<unknown>, success: string | null, failure?: string) => Promise<boolean>;
  /**
   * Runs a dialog's save: success shows `success`; a 400 with violations resolves them for the dialog's fields
   * (plus the form-error toast); any other failure gets the catalogue's reaction and rejects.
   */
  submit: <T>(action: () => Promise<T>, success: string | ((result: T) => string)) => Promise<SubmitOutcome>;
  /** A dialog's violations that name no field: the form-error toast. */
  formError: (messages: string[]) => void;
}

/** The success and failure handling every order action shares; `onChanged` refreshes the order after a change. */
export function useOrderEditActions(onChanged: () => void): OrderEditActions {
  const handleError = useErrorHandler();
  const notify = useNotify();
  const { LL } = useI18n();

  const success = useCallback(
    (title: string) => showToast(notify.queue, { title, tone: 'success' }),
    [notify.queue],
  );

  const run = useCallback<OrderEditActions['run']>(
    async (action, message, failure) => {
      try {
        await action();
      } catch (error) {
        // An action with a named failure notice (send out: 'order send out error') shows it for a refusal by
        // the platform, with the platform's message; session and network failures keep the catalogue's reaction.
        if (failure !== undefined && error instanceof HttpError) {
          showToast(notify.queue, {
            title: failure,
            description: errorText(error, error.message, LL),
            tone: 'error',
          });
        } else {
          handleError(error, 'request');
        }
        return false;
      }
      if (message !== null) {
        success(message);
        onChanged();
      }
      return true;
    },
    [handleError, notify, success, onChanged, LL],
  );

  const submit = useCallback<OrderEditActions['submit']>(
    async (action, message) => {
      let result;
      try {
        result = await action();
      } catch (error) {
        handleError(error, 'save');
        if (error instanceof ViolationsError) return { violations: [...error.violations] };
        throw error;
      }
      success(typeof message === 'function' ? message(result) : message);
      onChanged();
      return undefined;
    },
    [handleError, success, onChanged],
  );

  const formError = useCallback(
    (messages: string[]) => {
      if (messages.length > 0) notify.formError(messages.join('; '));
    },
    [notify],
  );

  return useMemo(() => ({ run, submit, formError }), [run, submit, formError]);
}
