import { useApi, useOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import {
  canApprove,
  canCancel,
  canteenCutoffs,
  formatDateTime,
  isAwaitingPreparation,
  isCanteenOrder,
  visibleCanteenSubOrders,
} from '@backoffice/domain';
import { ApproveTimeControl, Button, CanteenSubOrderList, Inline, OrderCard } from '@backoffice/ui';
import { useState } from 'react';

import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';
import { lazyModule } from '../../../lazy/lazyModule';
import { useLazyModule } from '../../../lazy/useLazyModule';
import { CanteenPrintouts } from './CanteenPrintouts';
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
}

/**
 * The active order in full, with its actions: approve with a preparation time, confirm preparation, cancel
 * (the kit's cancel dialog), print the receipt and the labels; a canteen order shows its cutoffs and is fetched
 * again 20 s after its next cutoff.
 */
export function ActiveOrderPanel({
  order: listed,
  now,
  labels,
  actions,
  showRestaurant,
}: ActiveOrderPanelProps) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const notify = useNotify();
  const detail = useOrder(isCanteenOrder(listed) ? listed.id : null);
  const order = detail.data ?? listed;
  const [pending, setPending] = useState<'approve' | 'confirm' | 'cancel' | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelDialog = useLazyModule(cancelDialogModule);

  // The dialog's code loads on the first press (the button shows it is busy and keeps focus); a failed load shows
  // the request-error notice and the next press tries again.
  const openCancel = () => {
    setPending('cancel');
    void cancelDialog.load().then((module) => {
      setPending(null);
      if (module) setCancelOpen(true);
    });
  };
  const receipt = usePrintReceipt();

  useCanteenRefetch(order, detail.mutate);

  const labelsUrl = order.token
    ? `${client.apiBaseUrl}/public/order/${encodeURIComponent(order.id)}/label?token=${encodeURIComponent(order.token)}`
    : null;
  const t = LL.liveOrders;

  return (
    <section aria-label={t.activeOrder({ identifier: order.identifierForRestaurant ?? order.identifier })}>
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
                defaultValue={order.deliveryJob?.preparationTime ?? 20}
                isPending={pending === 'approve'}
                onApprove={(minutes) => {
                  setPending('approve');
                  void actions.approve(order, minutes).finally(() => setPending(null));
                }}
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
              <Button
                isPending={pending === 'confirm'}
                onPress={() => {
                  setPending('confirm');
                  void actions.confirmPreparation(order).finally(() => setPending(null));
                }}
              >
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
      {receipt.isPrinting ? <ReceiptPrint order={order} locale={locale} labels={labels.receipt} /> : null}
      {cancelDialog.module ? (
        <cancelDialog.module.CancelOrderDialog
          isOpen={cancelOpen}
          onClose={() => setCancelOpen(false)}
          labels={labels.cancel(order.identifier)}
          messages={labels.messages}
          companyAmount={null}
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
