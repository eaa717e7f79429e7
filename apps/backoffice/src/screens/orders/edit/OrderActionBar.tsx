import type { ExpenseCodeConfig, ExpenseCodeEntry, Order, Refund } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import {
  ApproveTimeControl,
  Button,
  CancelOrderDialog,
  CostCodeDialog,
  Dialog,
  Form,
  Inline,
  Link,
  Modal,
  RefundDialog,
  SaveButton,
  Stack,
  StrongConfirmDialog,
  TextAreaField,
} from '@backoffice/ui';
import { useState } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import type { CancelFlow } from './useCancelFlow';
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
  previewHref: string;
  onApprove: (minutes: number) => Promise<unknown>;
  onRefund: (refund: Refund) => Promise<SubmitOutcome>;
  onReOrder: (reason: string) => Promise<SubmitOutcome>;
  onConfirmed: (action: Confirmable) => Promise<boolean>;
  onDownloadMealInfo: () => Promise<unknown>;
  onSaveCostCodes: (entries: ExpenseCodeEntry[]) => Promise<SubmitOutcome>;
  onFormError: (messages: string[]) => void;
}

/** The order's actions; the irreversible ones ask for the typed word 'confirm' first. */
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
  const [dialog, setDialog] = useState<'refund' | 'reOrder' | 'costCodes' | null>(null);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);
  const costCodes = Array.isArray(order.costCode) ? order.costCode : null;
  const canSendOut = order.deliveryJob?.status === 'initialized';

  const questions: Record<Confirmable, { title: string; message?: string }> = {
    sendOut: { title: t.confirm.sendOut(), message: t.confirm.sendOutMessage() },
    clearWarnings: { title: t.confirm.clearWarnings(), message: t.confirm.clearWarningsMessage() },
    resendEmail: { title: t.confirm.resendEmail() },
    proofOfDelivery: { title: t.confirm.proofOfDelivery(), message: t.confirm.proofOfDeliveryMessage() },
    deliverectCancel: { title: t.confirm.deliverectCancel(), message: t.confirm.deliverectCancelMessage() },
  };

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
          <Button tone="critical" onPress={cancel.open}>
            {t.actions.cancel()}
          </Button>
        ) : null}
        {isSuperAdmin ? (
          <>
            <Button variant="secondary" onPress={() => setDialog('refund')}>
              {t.actions.refund()}
            </Button>
            <Button variant="secondary" onPress={() => setDialog('reOrder')}>
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
        <Button variant="secondary" onPress={() => setDialog('costCodes')}>
          {isCostCodeEditable ? t.actions.costCodes() : t.actions.viewCostCodes()}
        </Button>
        <Link href={previewHref}>{t.actions.previewEmail()}</Link>
      </Inline>

      <CancelOrderDialog
        isOpen={cancel.isOpen}
        onClose={cancel.close}
        labels={texts.cancel}
        messages={texts.messages}
        companyAmount={cancel.companyAmount}
        currency={order.currency ?? 'HUF'}
        currencyLocale={order.currencyLocale ?? 'hu-HU'}
        onCalculate={() => void cancel.calculate()}
        isCalculating={cancel.isCalculating}
        onSubmit={cancel.submit}
        onFormError={onFormError}
      />
      <RefundDialog
        isOpen={dialog === 'refund'}
        onClose={() => setDialog(null)}
        labels={texts.refund(order.currency ?? 'HUF')}
        messages={texts.messages}
        meals={order.meals}
        onSubmit={async (refund) => {
          const outcome = await onRefund(refund);
          if (!outcome) setDialog(null);
          return outcome;
        }}
        onFormError={onFormError}
      />
      <CostCodeDialog
        isOpen={dialog === 'costCodes'}
        onClose={() => setDialog(null)}
        labels={texts.costCodes}
        messages={texts.messages}
        config={costCodeConfig}
        value={costCodes}
        isEditable={isCostCodeEditable}
        isSuperAdmin={isSuperAdmin}
        onSubmit={async (entries) => {
          const outcome = await onSaveCostCodes(entries);
          if (!outcome) setDialog(null);
          return outcome;
        }}
        onFormError={onFormError}
      />
      <Modal isOpen={dialog === 'reOrder'} onOpenChange={(open) => setDialog(open ? 'reOrder' : null)}>
        <Dialog title={t.reOrderDialog.title()}>
          <Form<{ reason: string }>
            aria-label={t.reOrderDialog.title()}
            initialValues={{ reason: '' }}
            messages={texts.messages}
            validate={(values) => ({ reason: values.reason.trim() === '' ? LL.form.required() : undefined })}
            onSubmit={async (values) => {
              const outcome = await onReOrder(values.reason.trim());
              if (!outcome) setDialog(null);
              return outcome;
            }}
            onFormError={onFormError}
          >
            <Stack gap="300">
              <p>{t.reOrderDialog.description()}</p>
              <TextAreaField name="reason" label={t.reOrderDialog.reason()} isRequired />
              <Inline gap="200">
                <Button variant="secondary" onPress={() => setDialog(null)}>
                  {t.reOrderDialog.cancel()}
                </Button>
                <SaveButton>{t.reOrderDialog.save()}</SaveButton>
              </Inline>
            </Stack>
          </Form>
        </Dialog>
      </Modal>
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
