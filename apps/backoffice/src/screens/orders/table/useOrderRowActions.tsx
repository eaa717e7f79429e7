import {
  approveOrder,
  calculateRefund,
  cancelOrder,
  clearDeliveryWarnings,
  createDeliveryJob,
  deliveryJobCommand,
  getDefaultDeliveryJobValues,
  resendOrderEmail,
  sendToCourierProvider,
  ViolationsError,
} from '@backoffice/api';
import type { CancelPayload, Order } from '@backoffice/domain';
import { LIMITS } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import { showToast, Spinner } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';

import { errorText } from '../../../errors/errorText';
import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { pathFor } from '../../../routing/pathFor';
import { useServices } from '../../../shell/services';
import { lazyModule } from '../../../lazy/lazyModule';
import { useLazyModule } from '../../../lazy/useLazyModule';
import type { OrderRowActionId } from './orderRowActions';

/** The table's cancel dialog (TipTap e-mail editor, DOMPurify): loaded when a row's cancel is first chosen. */
const cancelDialogModule = lazyModule('loadTableCancelDialog', () => import('./TableCancelDialog'));

/** The row actions of the table: what runs them and the dialogs they open. */
export interface OrderRowActions {
  run: (action: OrderRowActionId, order: Order) => void;
  /** The cancel dialog, rendered by the screen. */
  dialogs: ReactNode;
}

/**
 * The super admin's row actions, each with the catalogue's notices (section 8): approve (already approved → the
 * 'attention' warning), cancel through the kit's CancelOrderDialog with refund-order/calculate, send to a courier
 * provider (the server's errors joined by semicolons), send out the delivery ('order send out error'), create a
 * delivery job, resend the e-mail, preview it, remove warnings. Approving, sending to a courier provider and
 * creating a job use the platform's default delivery job values of the order.
 */
export function useOrderRowActions({ onChanged }: { onChanged: () => void }): OrderRowActions {
  const { client } = useServices();
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useErrorHandler();
  const [, navigate] = useLocation();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [companyAmount, setCompanyAmount] = useState<number | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const N = LL.ordersTable.notices;
  const { module: cancelDialog, load: loadCancelDialog } = useLazyModule(cancelDialogModule);

  const toast = useCallback(
    (tone: 'success' | 'warning' | 'error', title: string, description?: string) =>
      showToast(notify.queue, { tone, title, ...(description ? { description } : {}) }),
    [notify],
  );

  const run = useCallback(
    (action: OrderRowActionId, order: Order) => {
      const attempt = async () => {
        switch (action) {
          case 'approve': {
            const defaults = await getDefaultDeliveryJobValues(client, order.id);
            const result = await approveOrder(client, order.id, {
              preparationTime: defaults.preparationTime ?? LIMITS.preparationMinMinutes,
            });
            if (result.alreadyApproved)
              toast('warning', LL.notifications.warning(), LL.orders.already_approved());
            else toast('success', N.approved({ identifier: order.identifier }));
            break;
          }
          case 'cancel':
            setCompanyAmount(null);
            setCancelling(order);
            // A failed load of the dialog's code closes it again (after the request-error notice); choosing
            // cancel again retries.
            if (!cancelDialogModule.current) {
              void loadCancelDialog().then((module) => {
                if (!module) setCancelling(null);
              });
            }
            return;
          case 'sendToCourier': {
            const defaults = await getDefaultDeliveryJobValues(client, order.id);
            const result = await sendToCourierProvider(client, order.id, {
              deliveryMethod: defaults.deliveryMethod ?? '',
              vehicleType: defaults.vehicleType ?? null,
            });
            if (result.success) toast('success', N.courierSuccess());
            else toast('error', N.courierFailure({ errors: result.errors.join('; ') }));
            break;
          }
          case 'sendOut': {
            const job = order.deliveryJob;
            if (!job) return;
            try {
              await deliveryJobCommand(client, job.id, 'send-out');
            } catch (error) {
              toast(
                'error',
                N.sendOutError(),
                errorText(error, error instanceof Error ? error.message : '', LL),
              );
              return;
            }
            toast('success', N.sentOut());
            break;
          }
          case 'createDeliveryJob': {
            const defaults = await getDefaultDeliveryJobValues(client, order.id);
            await createDeliveryJob(client, defaults);
            toast('success', N.deliveryJobCreated());
            break;
          }
          case 'resendEmail':
            await resendOrderEmail(client, order.id);
            toast('success', N.emailResent());
            break;
          case 'previewEmail':
            navigate(pathFor('order-preview-email', { id: order.id }));
            return;
          case 'removeWarnings':
            await clearDeliveryWarnings(client, order.id);
            toast('success', N.warningsRemoved());
            break;
        }
        onChanged();
      };
      attempt().catch((error: unknown) => onError(error, 'request'));
    },
    [client, LL, N, toast, navigate, onChanged, onError, loadCancelDialog],
  );

  const calculate = useCallback(() => {
    if (!cancelling) return;
    setCalculating(true);
    calculateRefund(client, cancelling.id, {
      items: cancelling.meals.map((meal) => ({
        item: meal.id,
        quantity: meal.quantity - (meal.refundedQuantity ?? 0),
        reason: 'cancelled_item',
      })),
      reason: 'cancelled_order',
    })
      .then((answer) => setCompanyAmount(answer.companyAmount))
      .catch((error: unknown) => onError(error, 'request'))
      .finally(() => setCalculating(false));
  }, [cancelling, client, onError]);

  const submitCancel = useCallback(
    async (payload: CancelPayload): Promise<SubmitOutcome> => {
      if (!cancelling) return undefined;
      try {
        await cancelOrder(client, cancelling.id, payload);
      } catch (error) {
        if (error instanceof ViolationsError) return { violations: [...error.violations] };
        // The cancel error shows the response's error text (section 8); the dialog stays open with the input.
        toast(
          'error',
          LL.notifications.request_error.title(),
          errorText(error, error instanceof Error ? error.message : '', LL),
        );
        return undefined;
      }
      toast('success', N.cancelled());
      setCancelling(null);
      onChanged();
      return undefined;
    },
    [cancelling, client, toast, LL, N, onChanged],
  );

  const dialogs = useMemo(
    () =>
      cancelDialog ? (
        <cancelDialog.TableCancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          companyAmount={companyAmount}
          onCalculate={calculate}
          isCalculating={isCalculating}
          onSubmit={submitCancel}
          onFormError={(messages) => notify.formError(messages.join('; '))}
        />
      ) : cancelling ? (
        // The dialog's code is loading. Focus stays on the row's menu button (where the menu put it back), so
        // that the dialog, once shown, takes it and gives it back there on close.
        <Spinner label={LL.common.loading()} />
      ) : null,
    [cancelDialog, cancelling, companyAmount, calculate, isCalculating, submitCancel, notify, LL],
  );

  return useMemo(() => ({ run, dialogs }), [run, dialogs]);
}
