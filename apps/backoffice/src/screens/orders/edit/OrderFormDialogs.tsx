import type { ExpenseCodeConfig, ExpenseCodeEntry, Order, Refund } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import {
  Button,
  CostCodeDialog,
  Dialog,
  Form,
  Inline,
  Modal,
  RefundDialog,
  SaveButton,
  Stack,
  TextAreaField,
} from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import { useOrderEditTexts } from './useOrderEditTexts';

/** The form dialogs of the edit screen. */
export type OrderFormDialog = 'refund' | 'reOrder' | 'costCodes';

/** Props of {@link OrderFormDialogs}. */
export interface OrderFormDialogsProps {
  order: Order;
  /** The open dialog, if any. */
  dialog: OrderFormDialog | null;
  onClose: () => void;
  isSuperAdmin: boolean;
  isCostCodeEditable: boolean;
  costCodeConfig: ExpenseCodeConfig | null;
  onRefund: (refund: Refund) => Promise<SubmitOutcome>;
  onReOrder: (reason: string) => Promise<SubmitOutcome>;
  onSaveCostCodes: (entries: ExpenseCodeEntry[]) => Promise<SubmitOutcome>;
  onFormError: (messages: string[]) => void;
}

/**
 * The refund, re-order and cost code dialogs of the edit screen. They are their own chunk, loaded when one of
 * them is first opened (see orderDialogModules); a successful save closes the dialog.
 */
export function OrderFormDialogs({
  order,
  dialog,
  onClose,
  isSuperAdmin,
  isCostCodeEditable,
  costCodeConfig,
  onRefund,
  onReOrder,
  onSaveCostCodes,
  onFormError,
}: OrderFormDialogsProps) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const texts = useOrderEditTexts();
  const costCodes = Array.isArray(order.costCode) ? order.costCode : null;
  const closingOnSuccess =
    <T,>(save: (value: T) => Promise<SubmitOutcome>) =>
    async (value: T): Promise<SubmitOutcome> => {
      const outcome = await save(value);
      if (!outcome) onClose();
      return outcome;
    };

  return (
    <>
      <RefundDialog
        isOpen={dialog === 'refund'}
        onClose={onClose}
        labels={texts.refund(order.currency ?? 'HUF')}
        messages={texts.messages}
        meals={order.meals}
        onSubmit={closingOnSuccess(onRefund)}
        onFormError={onFormError}
      />
      <CostCodeDialog
        isOpen={dialog === 'costCodes'}
        onClose={onClose}
        labels={texts.costCodes}
        messages={texts.messages}
        config={costCodeConfig}
        value={costCodes}
        isEditable={isCostCodeEditable}
        isSuperAdmin={isSuperAdmin}
        onSubmit={closingOnSuccess(onSaveCostCodes)}
        onFormError={onFormError}
      />
      <Modal isOpen={dialog === 'reOrder'} onOpenChange={(open) => (open ? undefined : onClose())}>
        <Dialog title={t.reOrderDialog.title()}>
          <Form<{ reason: string }>
            aria-label={t.reOrderDialog.title()}
            initialValues={{ reason: '' }}
            messages={texts.messages}
            validate={(values) => ({ reason: values.reason.trim() === '' ? LL.form.required() : undefined })}
            onSubmit={closingOnSuccess((values: { reason: string }) => onReOrder(values.reason.trim()))}
            onFormError={onFormError}
          >
            <Stack gap="300">
              <p>{t.reOrderDialog.description()}</p>
              <TextAreaField name="reason" label={t.reOrderDialog.reason()} isRequired />
              <Inline gap="200">
                <Button variant="secondary" onPress={onClose}>
                  {t.reOrderDialog.cancel()}
                </Button>
                <SaveButton>{t.reOrderDialog.save()}</SaveButton>
              </Inline>
            </Stack>
          </Form>
        </Dialog>
      </Modal>
    </>
  );
}
