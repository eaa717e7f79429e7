import type { ExpenseCodeConfig, ExpenseCodeEntry, Order, Refund } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import { ApproveTimeControl, Button, Inline, Link, Stack, StrongConfirmDialog } from '@backoffice/ui';
import { useState } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import { cancelDialogModule, formDialogsModule } from './orderDialogModules';
import { OrderLabelLink } from './OrderLabelLink';
import type { OrderFormDialog } from './OrderFormDialogs';
import type { CancelFlow } from './useCancelFlow';
import { useLazyModule } from '../../../lazy/useLazyModule';
import { useOrderEditTexts } from './useOrderEditTexts';

type Confirmable = 'sendOut' | 'clearWarnings' | 'resendEmail' | 'proofOfDelivery' | 'deliverectCancel';

/** Props of {@link OrderActionBar}. */
export interface OrderActionBarProps {
  order: Order;
  isSuperAdmin: boolean;
  canApprove: boolean;
  canCancel: boolean;
  /** Cost codes may be saved (super admin, or company admin with expense-code-edit). */
  isCostCodeEditable: boolean;
  costCodeConfig: ExpenseCodeConfig | null;
  cancel: CancelFlow;
  /** The e-mail preview's path; null for those the route table keeps out (it is for super admins). */
  previewHref: string | null;
  onApprove: (minutes: number) => Promise<unknown>;
  onRefund: (refund: Refund) => Promise<SubmitOutcome>;
  onReOrder: (reason: string) => Promise<SubmitOutcome>;
  onConfirmed: (action: Confirmable) => Promise<boolean>;
  onDownloadMealInfo: () => Promise<unknown>;
  onSaveCostCodes: (entries: ExpenseCodeEntry[]) => Promise<SubmitOutcome>;
  onFormError: (messages: string[]) => void;
}

/**
 * The order's actions; the irreversible ones ask for the typed word 'confirm' first. The cancel dialog and the
 * form dialogs load their code when first opened: the button that opens one shows its pending state meanwhile
 * (and keeps focus, which then moves into the dialog); a failed load shows the request-error notice and the
 * button can be pressed again.
 */
export function OrderActionBar({
  order,
  isSuperAdmin,
  canApprove,
  canCancel,
  isCostCodeEditable,
  costCodeConfig,
  cancel,
  previewHref,
  onApprove,
  onRefund,
  onReOrder,
  onConfirmed,
  onDownloadMealInfo,
  onSaveCostCodes,
  onFormError,
}: OrderActionBarProps) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const texts = useOrderEditTexts();
  const [approving, setApproving] = useState(false);
  const [dialog, setDialog] = useState<OrderFormDialog | null>(null);
  const [opening, setOpening] = useState<OrderFormDialog | 'cancel' | null>(null);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);
  const cancelDialog = useLazyModule(cancelDialogModule);
  const formDialogs = useLazyModule(formDialogsModule);
  const canSendOut = order.deliveryJob?.status === 'initialized';

  const questions: Record<Confirmable, { title: string; message?: string }> = {
    sendOut: { title: t.confirm.sendOut(), message: t.confirm.sendOutMessage() },
    clearWarnings: { title: t.confirm.clearWarnings(), message: t.confirm.clearWarningsMessage() },
    resendEmail: { title: t.confirm.resendEmail() },
    proofOfDelivery: { title: t.confirm.proofOfDelivery(), message: t.confirm.proofOfDeliveryMessage() },
    deliverectCancel: { title: t.confirm.deliverectCancel(), message: t.confirm.deliverectCancelMessage() },
  };

  /** Opens a dialog once its module has loaded; the pressed button shows the load as pending. */
  const openWith = (loaded: unknown, load: () => Promise<unknown>, which: OrderFormDialog | 'cancel') => {
    const show = () => (which === 'cancel' ? cancel.open() : setDialog(which));
    if (loaded) {
      show();
      return;
    }
    setOpening(which);
    void load().then((module) => {
      setOpening(null);
      if (module) show();
    });
  };
  const openForm = (which: OrderFormDialog) => openWith(formDialogs.module, formDialogs.load, which);

  return (
    <Stack as="section" gap="300" aria-label={t.sections.actions()}>
      {canApprove ? (
        <ApproveTimeControl
          labels={texts.approve}
          isPending={approving}
          onApprove={(minutes) => {
            setApproving(true);
            void onApprove(minutes).finally(() => setApproving(false));
          }}
        />
      ) : null}
      <Inline gap="200">
        {canCancel ? (
          <Button
            tone="critical"
            isPending={opening === 'cancel'}
            onPress={() => openWith(cancelDialog.module, cancelDialog.load, 'cancel')}
          >
            {t.actions.cancel()}
          </Button>
        ) : null}
        {isSuperAdmin ? (
          <>
            <Button variant="secondary" isPending={opening === 'refund'} onPress={() => openForm('refund')}>
              {t.actions.refund()}
            </Button>
            <Button variant="secondary" isPending={opening === 'reOrder'} onPress={() => openForm('reOrder')}>
              {t.actions.reOrder()}
            </Button>
            {canSendOut ? (
              <Button variant="secondary" onPress={() => setConfirming('sendOut')}>
                {t.actions.sendOut()}
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => setConfirming('clearWarnings')}>
              {t.actions.clearWarnings()}
            </Button>
            <Button variant="secondary" onPress={() => setConfirming('resendEmail')}>
              {t.actions.resendEmail()}
            </Button>
            <Button variant="secondary" onPress={() => void onDownloadMealInfo()}>
              {t.actions.downloadMealInfo()}
            </Button>
            <Button variant="secondary" onPress={() => setConfirming('proofOfDelivery')}>
              {t.actions.proofOfDelivery()}
            </Button>
            {order.thirdPartyOrderId || order.deliverectError ? (
              <Button variant="secondary" onPress={() => setConfirming('deliverectCancel')}>
                {t.actions.deliverectCancel()}
              </Button>
            ) : null}
          </>
        ) : null}
        <Button variant="secondary" isPending={opening === 'costCodes'} onPress={() => openForm('costCodes')}>
          {isCostCodeEditable ? t.actions.costCodes() : t.actions.viewCostCodes()}
        </Button>
        {previewHref ? <Link href={previewHref}>{t.actions.previewEmail()}</Link> : null}
        <OrderLabelLink order={order} />
      </Inline>

      {cancelDialog.module ? (
        <cancelDialog.module.OrderCancelDialog order={order} cancel={cancel} onFormError={onFormError} />
      ) : null}
      {formDialogs.module ? (
        <formDialogs.module.OrderFormDialogs
          order={order}
          dialog={dialog}
          onClose={() => setDialog(null)}
          isSuperAdmin={isSuperAdmin}
          isCostCodeEditable={isCostCodeEditable}
          costCodeConfig={costCodeConfig}
          onRefund={onRefund}
          onReOrder={onReOrder}
          onSaveCostCodes={onSaveCostCodes}
          onFormError={onFormError}
        />
      ) : null}
      <StrongConfirmDialog
        isOpen={confirming !== null}
        title={confirming ? questions[confirming].title : ''}
        message={confirming ? questions[confirming].message : undefined}
        labels={texts.strongConfirm}
        tone="critical"
        isPending={confirmPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          setConfirmPending(true);
          void onConfirmed(confirming).then((done) => {
            setConfirmPending(false);
            if (done) setConfirming(null);
          });
        }}
      />
    </Stack>
  );
}

export type { Confirmable };
