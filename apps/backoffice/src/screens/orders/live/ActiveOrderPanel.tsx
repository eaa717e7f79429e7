import { calculateRefund, useApi, useOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import {
  approveTimeStep,
  canApprove,
  canCancel,
  canteenCutoffs,
  formatDateTime,
  hasRole,
  isAwaitingPreparation,
  isCanteenOrder,
  visibleCanteenSubOrders,
} from '@backoffice/domain';
import { ApproveTimeControl, Button, CanteenSubOrderList, Inline, OrderCard } from '@backoffice/ui';
import { useEffect, useState } from 'react';

import { describeError } from '../../../errors/errorText';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { lazyModule } from '../../../lazy/lazyModule';
import { useLazyModule } from '../../../lazy/useLazyModule';
import { OrderCustomerCard, OrderDeliveryCard } from '../edit/OrderDetails';
import { toFullRefundItems } from '../edit/toOrderFacts';
import { useClaims } from '../../../session/SessionProvider';
import { CanteenPrintouts } from './CanteenPrintouts';
import { focusHome } from './liveFocus.css';
import { activeFacts, activeOrder } from './liveLayout.css';
import type { LivePanelCommandsRef } from './livePanelCommands';
import type { LiveLabels } from './liveLabels';
import { ReceiptPrint } from './ReceiptPrint';
import { useCanteenRefetch } from './useCanteenRefetch';
import type { LiveActions } from './useLiveActions';
import { usePrintReceipt } from './usePrintReceipt';

const cancelDialogModule = lazyModule('loadLiveCancelDialog', () => import('./LiveCancelDialog'));

/** Props of {@link ActiveOrderPanel}. */
export interface ActiveOrderPanelProps {
  order: Order;
  now: Date;
  labels: LiveLabels;
  actions: LiveActions;
  showRestaurant: boolean;
  /** Where the panel leaves its commands for the live screen's shortcuts (A, +, −, C, P, X). */
  commandsRef?: LivePanelCommandsRef;
}

/**
 * The active order in full, with its actions: approve with a preparation time, confirm preparation, cancel
 * (the kit's cancel dialog), print the receipt and the labels; a canteen order shows its cutoffs and is fetched
 * again 20 s after its next cutoff. Beside the order's card (under it below 1280 px) sit the order screen's
 * customer and delivery cards.
 */
export function ActiveOrderPanel({
  order: listed,
  now,
  labels,
  actions,
  showRestaurant,
  commandsRef,
}: ActiveOrderPanelProps) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const detail = useOrder(isCanteenOrder(listed) ? listed.id : null);
  const order = detail.data ?? listed;
  const [pending, setPending] = useState<'approve' | 'confirm' | 'cancel' | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelDialog = useLazyModule(cancelDialogModule);

  // The company's share of the order: above 0 the cancel dialog asks for the refund reason and on whose behalf
  // (section 4's cancel rule), which the platform requires. Admins get it from PUT refund-order/calculate over
  // every unit not yet refunded, as on the order screen and in the table; a restaurant admin may not call that, so
  // the panel takes the company-paid sum of the order (priceSumFirm), the amount the platform's check reads.
  const mayCalculate = hasRole(useClaims()?.roles ?? [], 'ROLE_ADMIN');
  const [companyAmount, setCompanyAmount] = useState<number | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const calculate = () => {
    setCalculating(true);
    calculateRefund(client, order.id, { items: toFullRefundItems(order), reason: 'cancelled_order' })
      .then((answer) => setCompanyAmount(answer.companyAmount))
      .catch((error: unknown) => notify.requestError(describeError(error, LL)))
      .finally(() => setCalculating(false));
  };

  // The dialog's code loads on the first press (the button shows it is busy and keeps focus); a failed load shows
  // the request-error notice and the next press tries again.
  const openCancel = () => {
    setPending('cancel');
    if (!mayCalculate) setCompanyAmount(order.priceSumFirm ?? 0);
    else {
      setCompanyAmount(null);
      if (toFullRefundItems(order).length > 0) calculate();
    }
    void cancelDialog.load().then((module) => {
      setPending(null);
      if (module) setCancelOpen(true);
    });
  };
  const receipt = usePrintReceipt();
  // The preparation time is held here, not in the control, so that + and − step it from anywhere on the screen.
  const [minutes, setMinutes] = useState(() => listed.deliveryJob?.preparationTime ?? 20);

  const approve = (minutesChosen: number) => {
    setPending('approve');
    void actions.approve(order, minutesChosen).finally(() => setPending(null));
  };
  const confirmPreparation = () => {
    setPending('confirm');
    void actions.confirmPreparation(order).finally(() => setPending(null));
  };

  // The shortcuts' view of this panel (issue #18, keyboard-first live screen): each applies only where the panel
  // offers the same button, and not while that action runs.
  useEffect(() => {
    if (!commandsRef) return undefined;
    const idle = pending === null;
    commandsRef.current = {
      approve: () => {
        if (!idle || !canApprove(order)) return false;
        approve(minutes);
        return true;
      },
      changeTime: (direction) => {
        if (!idle || !canApprove(order)) return false;
        setMinutes((current) => approveTimeStep(current, direction));
        return true;
      },
      confirmPreparation: () => {
        if (!idle || !isAwaitingPreparation(order)) return false;
        confirmPreparation();
        return true;
      },
      printReceipt: () => {
        receipt.print();
        return true;
      },
      cancel: () => {
        if (!idle || !canCancel(order)) return false;
        openCancel();
        return true;
      },
    };
    return () => {
      commandsRef.current = null;
    };
  });

  useCanteenRefetch(order, detail.mutate);

  const labelsUrl = order.token
    ? `${client.apiBaseUrl}/public/order/${encodeURIComponent(order.id)}/label?token=${encodeURIComponent(order.token)}`
    : null;
  const t = LL.liveOrders;

  return (
    // The panel is where focus goes when the focused action leaves it (approved, confirmed): see useKeepFocus.
    <section
      aria-label={t.activeOrder({ identifier: order.identifierForRestaurant ?? order.identifier })}
      tabIndex={-1}
      className={focusHome}
      data-focus-scope=""
      data-focus-home=""
    >
      <div className={activeOrder}>
        <OrderCard
          order={order}
          now={now}
          locale={locale}
          labels={labels.card}
          showRestaurant={showRestaurant}
          headingLevel={2}
          actions={
            <Inline gap="200" alignItems="center">
              {canApprove(order) ? (
                <ApproveTimeControl
                  labels={labels.approve}
                  value={minutes}
                  onChange={setMinutes}
                  isPending={pending === 'approve'}
                  onApprove={approve}
                />
              ) : null}
              {isCanteenOrder(order)
                ? canteenCutoffs(order)
                    .filter((cutoff) => !cutoff.confirmed)
                    .map(({ cutoffTime }) => (
                      <Button
                        key={cutoffTime}
                        isPending={pending === 'approve'}
                        onPress={() => {
                          setPending('approve');
                          const subOrder = { ...order, canteenSuborderForCutoff: cutoffTime };
                          void actions
                            .approve(subOrder, order.deliveryJob?.preparationTime ?? 20)
                            .finally(() => setPending(null));
                        }}
                      >
                        {t.approveCutoff({ cutoff: formatDateTime(cutoffTime) })}
                      </Button>
                    ))
                : null}
              {isAwaitingPreparation(order) ? (
                <Button isPending={pending === 'confirm'} onPress={confirmPreparation}>
                  {t.actions.confirmPreparation()}
                </Button>
              ) : null}
              <Button variant="secondary" onPress={receipt.print}>
                {t.actions.printReceipt()}
              </Button>
              {labelsUrl ? (
                <Button variant="secondary" onPress={() => window.open(labelsUrl, '_blank', 'noopener')}>
                  {t.actions.printLabels()}
                </Button>
              ) : null}
              {canCancel(order) ? (
                <Button
                  variant="secondary"
                  tone="critical"
                  isPending={pending === 'cancel'}
                  onPress={openCancel}
                >
                  {t.actions.cancel()}
                </Button>
              ) : null}
            </Inline>
          }
        >
          {/* Split per cutoff only when the restaurant shows canteen sub-orders (displayCanteenSubOrders). */}
          {visibleCanteenSubOrders(order).length > 0 ? (
            <CanteenSubOrderList order={order} labels={labels.canteen} />
          ) : null}
          {isCanteenOrder(order) ? <CanteenPrintouts order={order} /> : null}
        </OrderCard>
        {/* The same fact cards as the order screen, so staff read the customer and the delivery in one place. */}
        <div className={activeFacts}>
          <OrderCustomerCard order={order} />
          <OrderDeliveryCard order={order} />
        </div>
      </div>
      {receipt.isPrinting ? <ReceiptPrint order={order} locale={locale} labels={labels.receipt} /> : null}
      {cancelDialog.module ? (
        <cancelDialog.module.CancelOrderDialog
          isOpen={cancelOpen}
          onClose={() => setCancelOpen(false)}
          labels={labels.cancel(order.identifier)}
          messages={labels.messages}
          companyAmount={companyAmount}
          onCalculate={mayCalculate ? calculate : undefined}
          isCalculating={isCalculating}
          currency={order.currency ?? 'HUF'}
          currencyLocale={order.currencyLocale ?? locale}
          onFormError={(messages) => notify.formError(messages.join('; '))}
          onSubmit={async (payload) => {
            const result = await actions.cancel(order, payload);
            if (result.ok) {
              setCancelOpen(false);
              return undefined;
            }
            return result.violations ? { violations: [...result.violations] } : undefined;
          }}
        />
      ) : null}
    </section>
  );
}
