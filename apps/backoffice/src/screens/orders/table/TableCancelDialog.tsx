import type { CancelPayload, Order } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import { CancelOrderDialog } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';

/** Props of {@link TableCancelDialog}. */
export interface TableCancelDialogProps {
  /** The order being cancelled; null keeps the dialog closed. */
  order: Order | null;
  onClose: () => void;
  companyAmount: number | null;
  onCalculate: () => void;
  isCalculating: boolean;
  onSubmit: (payload: CancelPayload) => Promise<SubmitOutcome>;
  onFormError: (messages: string[]) => void;
}

/**
 * The table's cancel dialog (the kit's CancelOrderDialog with its rich text e-mail editor, in the table's
 * words). It is its own chunk, loaded when a row's cancel action is first chosen (see useOrderRowActions).
 */
export function TableCancelDialog({
  order,
  onClose,
  companyAmount,
  onCalculate,
  isCalculating,
  onSubmit,
  onFormError,
}: TableCancelDialogProps) {
  const { LL } = useI18n();
  const C = LL.ordersTable.cancelDialog;
  return (
    <CancelOrderDialog
      isOpen={order !== null}
      onClose={onClose}
      companyAmount={companyAmount}
      currency={order?.currency ?? 'HUF'}
      currencyLocale={order?.currencyLocale ?? 'hu-HU'}
      onCalculate={onCalculate}
      isCalculating={isCalculating}
      onSubmit={onSubmit}
      onFormError={onFormError}
      messages={{
        invalid: LL.form.invalid(),
        required: LL.form.required(),
        minValue: (bound) => C.minValue({ bound }),
        maxValue: (bound) => C.maxValue({ bound }),
        dateTimeFormat: C.dateTimeFormat(),
      }}
      labels={{
        title: C.title(),
        reasonType: C.reasonType(),
        reasonTypePlaceholder: C.reasonTypePlaceholder(),
        reasonTypes: {
          not_confirmed: C.reasonTypes.not_confirmed(),
          stock_issue: C.reasonTypes.stock_issue(),
          technical_issue: C.reasonTypes.technical_issue(),
          restaurant_cancelled: C.reasonTypes.restaurant_cancelled(),
          customer_cancelled: C.reasonTypes.customer_cancelled(),
          other: C.reasonTypes.other(),
        },
        reason: C.reason(),
        companyAmount: C.companyAmount(),
        companyAmountUnknown: C.companyAmountUnknown(),
        calculate: C.calculate(),
        refundReason: C.refundReason(),
        refundReasonPlaceholder: C.refundReasonPlaceholder(),
        refundReasons: {
          not_prepared: C.refundReasons.not_prepared(),
          out_of_stock: C.refundReasons.out_of_stock(),
          food_quality: C.refundReasons.food_quality(),
          not_delivered: C.refundReasons.not_delivered(),
          late_delivery_restaurant: C.refundReasons.late_delivery_restaurant(),
          late_delivery_courier: C.refundReasons.late_delivery_courier(),
          damaged_packaging: C.refundReasons.damaged_packaging(),
          cancelled_order: C.refundReasons.cancelled_order(),
          other: C.refundReasons.other(),
        },
        refundReasonText: C.refundReasonText(),
        refundOnBehalf: C.refundOnBehalf(),
        refundOnBehalfOptions: {
          platform: C.refundOnBehalfOptions.platform(),
          restaurant: C.refundOnBehalfOptions.restaurant(),
          logistics: C.refundOnBehalfOptions.logistics(),
        },
        emailText: C.emailText(),
        emailTextDescription: C.emailTextDescription(),
        emailEditor: {
          toolbar: C.editor.toolbar(),
          heading1: C.editor.heading1(),
          heading2: C.editor.heading2(),
          paragraph: C.editor.paragraph(),
          bold: C.editor.bold(),
          italic: C.editor.italic(),
          underline: C.editor.underline(),
          orderedList: C.editor.orderedList(),
          bulletList: C.editor.bulletList(),
          link: C.editor.link(),
          linkUrl: C.editor.linkUrl(),
          linkApply: C.editor.linkApply(),
          linkRemove: C.editor.linkRemove(),
          linkCancel: C.editor.linkCancel(),
          linkInvalid: C.editor.linkInvalid(),
        },
        cancel: C.close(),
        save: C.save(),
      }}
    />
  );
}
