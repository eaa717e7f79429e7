import type { ExpenseCodeConfig, ExpenseCodeEntry, Order, Refund } from '@backoffice/domain';
import type { PagePrimaryAction, PageSecondaryAction, SubmitOutcome } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

import { useI18n } from '../../../i18n/I18nProvider';
import { useLazyModule } from '../../../lazy/useLazyModule';
import { whenIdle } from '../../../lazy/whenIdle';
import { useServices } from '../../../shell/services';
import { orderLabelUrl } from '../live/printLinks';
import type { ConfirmQuestion } from './OrderActionDialogs';
import { actionDialogsModule, cancelDialogModule, formDialogsModule } from './orderDialogModules';
import type { OrderFormDialog } from './OrderFormDialogs';
import type { CancelFlow } from './useCancelFlow';

/** The actions that ask for the typed word 'confirm' first. */
export type Confirmable =
  'sendOut' | 'clearWarnings' | 'resendEmail' | 'proofOfDelivery' | 'deliverectCancel';

/** What {@link useOrderPageActions} is given. */
export interface OrderPageActionsOptions {
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

/** The order's actions as the kit's Page takes them, and the dialogs they open. */
export interface OrderPageActions {
  /** Approve, when it is offered: it asks for the preparation time in a dialog. */
  primaryAction: PagePrimaryAction | undefined;
  /** Cancel first (when offered), then every other action, in order of use. */
  secondaryActions: PageSecondaryAction[];
  /** How many secondary actions may show as buttons: the rest are always under "More actions". */
  maxVisibleSecondaryActions: number;
  /** The dialogs, to render inside the page. */
  dialogs: ReactNode;
}

/**
 * The order edit screen's actions (issue #21): Approve and Cancel are the page's visible actions, every other one
 * is under "More actions", so the title row holds at most three buttons. A company admin, who can neither approve
 * nor cancel, keeps their one action (the cost codes) as a button. The irreversible actions ask for the typed word
 * 'confirm' first. The cancel dialog and the form dialogs load their code when first opened: the Cancel button
 * shows its pending state meanwhile; a failed load shows the request-error notice and the action can be chosen
 * again.
 */
export function useOrderPageActions({
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
}: OrderPageActionsOptions): OrderPageActions {
  const { LL, locale } = useI18n();
  const t = LL.orderEdit;
  const { env } = useServices();
  const [, navigate] = useLocation();
  const [approveOpen, setApproveOpen] = useState(false);
  const [approving, setApproving] = useState(false);
  const [dialog, setDialog] = useState<OrderFormDialog | null>(null);
  const [opening, setOpening] = useState<OrderFormDialog | 'cancel' | 'approve' | Confirmable | null>(null);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [confirmPending, setConfirmPending] = useState(false);
  const cancelDialog = useLazyModule(cancelDialogModule);
  const formDialogs = useLazyModule(formDialogsModule);
  const actionDialogs = useLazyModule(actionDialogsModule);
  // Approving is this screen's main task: its dialog's code comes in once the screen is idle, not at the press. A
  // failed load here says nothing: pressing the action loads again and tells of a failure then.
  useEffect(() => whenIdle(() => void actionDialogsModule.load().catch(() => undefined)), []);
  const canSendOut = order.deliveryJob?.status === 'initialized';
  const printAppUrl = env.printAppUrl ?? null;
  const token = order.token;

  const questions: Record<Confirmable, ConfirmQuestion> = {
    sendOut: { title: t.confirm.sendOut(), message: t.confirm.sendOutMessage() },
    clearWarnings: { title: t.confirm.clearWarnings(), message: t.confirm.clearWarningsMessage() },
    resendEmail: { title: t.confirm.resendEmail() },
    proofOfDelivery: { title: t.confirm.proofOfDelivery(), message: t.confirm.proofOfDeliveryMessage() },
    deliverectCancel: { title: t.confirm.deliverectCancel(), message: t.confirm.deliverectCancelMessage() },
  };

  /** Runs `show` once the dialog's module has loaded; the pressed button shows the load as pending. */
  const openWith = (
    loaded: unknown,
    load: () => Promise<unknown>,
    which: NonNullable<typeof opening>,
    show: () => void,
  ) => {
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
  /** An action that opens a form dialog: pending while the dialogs' code loads. */
  const formAction = (id: OrderFormDialog, label: string): PageSecondaryAction => ({
    id,
    label,
    isPending: opening === id,
    onPress: () => openWith(formDialogs.module, formDialogs.load, id, () => setDialog(id)),
  });
  /** An action that asks for the typed word 'confirm' first: pending while the dialog's code loads. */
  const confirmAction = (id: Confirmable): PageSecondaryAction => ({
    id,
    label: t.actions[id](),
    isPending: opening === id,
    onPress: () => openWith(actionDialogs.module, actionDialogs.load, id, () => setConfirming(id)),
  });

  const secondaryActions: PageSecondaryAction[] = [
    ...(canCancel
      ? [
          {
            id: 'cancel',
            label: t.actions.cancel(),
            tone: 'critical' as const,
            isPending: opening === 'cancel',
            onPress: () => openWith(cancelDialog.module, cancelDialog.load, 'cancel', cancel.open),
          },
        ]
      : []),
    ...(isSuperAdmin
      ? [formAction('refund', t.actions.refund()), formAction('reOrder', t.actions.reOrder())]
      : []),
    formAction('costCodes', isCostCodeEditable ? t.actions.costCodes() : t.actions.viewCostCodes()),
    ...(isSuperAdmin
      ? [
          ...(canSendOut ? [confirmAction('sendOut')] : []),
          confirmAction('clearWarnings'),
          confirmAction('resendEmail'),
          {
            id: 'downloadMealInfo',
            label: t.actions.downloadMealInfo(),
            onPress: () => void onDownloadMealInfo(),
          },
          confirmAction('proofOfDelivery'),
          ...(order.thirdPartyOrderId || order.deliverectError ? [confirmAction('deliverectCancel')] : []),
        ]
      : []),
    ...(previewHref
      ? [{ id: 'previewEmail', label: t.actions.previewEmail(), onPress: () => navigate(previewHref) }]
      : []),
    ...(printAppUrl && token
      ? [
          {
            id: 'orderLabel',
            label: LL.print.orderLabel(),
            // The print app is another application: its own tab, as the orders table's row action opens it.
            onPress: () =>
              void window.open(
                orderLabelUrl(printAppUrl, { id: order.id, token, lang: locale }),
                '_blank',
                'noopener',
              ),
          },
        ]
      : []),
  ];

  const dialogs = (
    <>
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
      {actionDialogs.module ? (
        <actionDialogs.module.OrderActionDialogs
          identifier={order.identifier}
          approve={{
            isOpen: approveOpen,
            isPending: approving,
            onClose: () => setApproveOpen(false),
            onApprove: (minutes) => {
              setApproving(true);
              void onApprove(minutes).finally(() => {
                setApproving(false);
                setApproveOpen(false);
              });
            },
          }}
          confirm={{
            question: confirming ? questions[confirming] : null,
            isPending: confirmPending,
            onCancel: () => setConfirming(null),
            onConfirm: () => {
              if (!confirming) return;
              setConfirmPending(true);
              void onConfirmed(confirming).then((done) => {
                setConfirmPending(false);
                if (done) setConfirming(null);
              });
            },
          }}
        />
      ) : null}
    </>
  );

  return {
    primaryAction: canApprove
      ? {
          label: t.actions.approve(),
          isPending: approving || opening === 'approve',
          onPress: () =>
            openWith(actionDialogs.module, actionDialogs.load, 'approve', () => setApproveOpen(true)),
        }
      : undefined,
    secondaryActions: secondaryActions.map((action) => ({
      ...action,
      onPress: () => afterMenuCloses(action.onPress),
    })),
    maxVisibleSecondaryActions: isSuperAdmin ? (canCancel ? 1 : 0) : 1,
    dialogs,
  };
}

/**
 * Runs `open` once focus has left the "More actions" menu, that is, once the menu has closed and given focus back
 * to its button: a dialog opened while the menu still held focus would remember a menu item, which is gone by the
 * time the dialog closes, and focus would be lost instead of returning to the button. Pressed as a button (not
 * in the menu), the action runs at once.
 */
function afterMenuCloses(open: () => void): void {
  if (!document.activeElement?.closest('[role="menu"]')) {
    open();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('focusin', run);
    open();
  };
  document.addEventListener('focusin', run);
  // Should the menu close without moving focus (the button gone meanwhile), the action still runs.
  setTimeout(run, 1000);
}
