import type {
  CancelOrderDialogLabels,
  CostCodeDialogLabels,
  FormMessages,
  OrderLineItemsLabels,
  RefundDialogLabels,
} from '@backoffice/ui';
import { useMemo } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';

/** The kit's texts of the order screens, translated once per language. */
export interface OrderEditTexts {
  messages: FormMessages;
  lines: OrderLineItemsLabels;
  cancel: CancelOrderDialogLabels;
  refund: (currency: string) => RefundDialogLabels;
  costCodes: CostCodeDialogLabels;
  strongConfirm: { confirm: string; cancel: string; typeToConfirm: string };
  approve: {
    label: string;
    minutes: (n: number) => string;
    decrease: string;
    increase: string;
    approve: string;
  };
}

/** Builds the kit labels of the order edit screen from the `orderEdit` dictionary. */
export function useOrderEditTexts(): OrderEditTexts {
  const { LL } = useI18n();
  return useMemo(() => {
    const t = LL.orderEdit;
    const refundReasons = {
      not_prepared: t.refundReasons.not_prepared(),
      out_of_stock: t.refundReasons.out_of_stock(),
      food_quality: t.refundReasons.food_quality(),
      not_delivered: t.refundReasons.not_delivered(),
      late_delivery_restaurant: t.refundReasons.late_delivery_restaurant(),
      late_delivery_courier: t.refundReasons.late_delivery_courier(),
      damaged_packaging: t.refundReasons.damaged_packaging(),
      cancelled_order: t.refundReasons.cancelled_order(),
      other: t.refundReasons.other(),
    };
    const itemReasons = {
      not_prepared: t.refundReasons.not_prepared(),
      out_of_stock: t.refundReasons.out_of_stock(),
      food_quality: t.refundReasons.food_quality(),
      not_delivered: t.refundReasons.not_delivered(),
      damaged_packaging: t.refundReasons.damaged_packaging(),
      cancelled_item: t.refundReasons.cancelled_item(),
      other: t.refundReasons.other(),
    };
    const onBehalf = {
      platform: t.onBehalf.platform(),
      restaurant: t.onBehalf.restaurant(),
      logistics: t.onBehalf.logistics(),
    };
    return {
      messages: {
        invalid: LL.form.invalid(),
        required: LL.form.required(),
        minValue: (bound) => t.formMessages.minValue({ bound }),
        maxValue: (bound) => t.formMessages.maxValue({ bound }),
        dateTimeFormat: t.formMessages.dateTimeFormat(),
      },
      lines: {
        items: t.lines.items(),
        quantity: (n) => t.lines.quantity({ n }),
        optionQuantity: (n, name) => t.lines.optionQuantity({ n, name }),
        optionPrice: (price) => t.lines.optionPrice({ price }),
        refunded: (refunded, quantity) => t.lines.refunded({ refunded, quantity }),
        note: t.lines.note(),
      },
      cancel: {
        title: t.cancelDialog.title(),
        reasonType: t.cancelDialog.reasonType(),
        reasonTypePlaceholder: t.cancelDialog.reasonTypePlaceholder(),
        reasonTypes: {
          not_confirmed: t.cancelDialog.reasonTypes.not_confirmed(),
          stock_issue: t.cancelDialog.reasonTypes.stock_issue(),
          technical_issue: t.cancelDialog.reasonTypes.technical_issue(),
          restaurant_cancelled: t.cancelDialog.reasonTypes.restaurant_cancelled(),
          customer_cancelled: t.cancelDialog.reasonTypes.customer_cancelled(),
          other: t.cancelDialog.reasonTypes.other(),
        },
        reason: t.cancelDialog.reason(),
        companyAmount: t.cancelDialog.companyAmount(),
        companyAmountUnknown: t.cancelDialog.companyAmountUnknown(),
        calculate: t.cancelDialog.calculate(),
        refundReason: t.cancelDialog.refundReason(),
        refundReasonPlaceholder: t.cancelDialog.refundReasonPlaceholder(),
        refundReasons,
        refundReasonText: t.cancelDialog.refundReasonText(),
        refundOnBehalf: t.cancelDialog.refundOnBehalf(),
        refundOnBehalfOptions: onBehalf,
        emailText: t.cancelDialog.emailText(),
        emailTextDescription: t.cancelDialog.emailTextDescription(),
        emailEditor: {
          toolbar: t.editor.toolbar(),
          heading1: t.editor.heading1(),
          heading2: t.editor.heading2(),
          paragraph: t.editor.paragraph(),
          bold: t.editor.bold(),
          italic: t.editor.italic(),
          underline: t.editor.underline(),
          orderedList: t.editor.orderedList(),
          bulletList: t.editor.bulletList(),
          link: t.editor.link(),
          linkUrl: t.editor.linkUrl(),
          linkApply: t.editor.linkApply(),
          linkRemove: t.editor.linkRemove(),
          linkCancel: t.editor.linkCancel(),
          linkInvalid: t.editor.linkInvalid(),
        },
        cancel: t.cancelDialog.cancel(),
        save: t.cancelDialog.save(),
      },
      refund: (currency) => ({
        title: t.refundDialog.title(),
        items: t.refundDialog.items(),
        lineSummary: (ordered, refunded) => t.refundDialog.lineSummary({ ordered, refunded }),
        quantity: (meal) => t.refundDialog.quantity({ meal }),
        itemReason: (meal) => t.refundDialog.itemReason({ meal }),
        itemReasonPlaceholder: t.refundDialog.itemReasonPlaceholder(),
        itemReasons,
        amount: t.refundDialog.amount({ currency }),
        reason: t.refundDialog.reason(),
        reasonPlaceholder: t.refundDialog.reasonPlaceholder(),
        reasons: refundReasons,
        refundOnBehalf: t.refundDialog.refundOnBehalf(),
        refundOnBehalfOptions: onBehalf,
        emptyHint: t.refundDialog.emptyHint(),
        cancel: t.refundDialog.cancel(),
        save: t.refundDialog.save(),
      }),
      costCodes: {
        title: t.costCodeDialog.title(),
        defaultCode: t.costCodeDialog.defaultCode(),
        row: (n) => t.costCodeDialog.row({ n }),
        allocation: t.costCodeDialog.allocation(),
        addRow: t.costCodeDialog.addRow(),
        removeRow: (n) => t.costCodeDialog.removeRow({ n }),
        rowNeedsCode: t.costCodeDialog.rowNeedsCode(),
        allocationWarning: (difference) => t.costCodeDialog.allocationWarning({ difference }),
        empty: t.costCodeDialog.empty(),
        cancel: t.costCodeDialog.cancel(),
        save: t.costCodeDialog.save(),
      },
      strongConfirm: {
        confirm: t.confirm.confirm(),
        cancel: t.confirm.cancel(),
        typeToConfirm: t.confirm.typeToConfirm(),
      },
      approve: {
        label: t.actions.preparationTime(),
        minutes: (n) => t.actions.minutes({ n }),
        decrease: t.actions.decrease(),
        increase: t.actions.increase(),
        approve: t.actions.approve(),
      },
    };
  }, [LL]);
}
