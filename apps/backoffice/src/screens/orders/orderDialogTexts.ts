import type {
  CancelOrderDialogLabels,
  FormMessages,
  RefundDialogLabels,
  RichTextEditorLabels,
} from '@backoffice/ui';

import type { TranslationFunctions } from '../../i18n/i18n-types';

/** The kit's form messages in the user's language (every order dialog shows them). */
export function toFormMessages(LL: TranslationFunctions): FormMessages {
  return {
    invalid: LL.form.invalid(),
    required: LL.form.required(),
    minValue: (bound) => LL.form.minValue({ bound }),
    maxValue: (bound) => LL.form.maxValue({ bound }),
    dateTimeFormat: LL.form.dateTimeFormat(),
  };
}

/** The order refund reasons (cancel and refund dialogs). */
export function toRefundReasons(LL: TranslationFunctions): RefundDialogLabels['reasons'] {
  const r = LL.orderDialogs.refundReasons;
  return {
    not_prepared: r.not_prepared(),
    out_of_stock: r.out_of_stock(),
    food_quality: r.food_quality(),
    not_delivered: r.not_delivered(),
    late_delivery_restaurant: r.late_delivery_restaurant(),
    late_delivery_courier: r.late_delivery_courier(),
    damaged_packaging: r.damaged_packaging(),
    cancelled_order: r.cancelled_order(),
    other: r.other(),
  };
}

/** The reasons a single refunded item may carry (refund dialog). */
export function toRefundItemReasons(LL: TranslationFunctions): RefundDialogLabels['itemReasons'] {
  const r = LL.orderDialogs.refundReasons;
  return {
    not_prepared: r.not_prepared(),
    out_of_stock: r.out_of_stock(),
    food_quality: r.food_quality(),
    not_delivered: r.not_delivered(),
    damaged_packaging: r.damaged_packaging(),
    cancelled_item: r.cancelled_item(),
    other: r.other(),
  };
}

/** Whom a refund is made on behalf of. */
export function toOnBehalfOptions(
  LL: TranslationFunctions,
): CancelOrderDialogLabels['refundOnBehalfOptions'] {
  const o = LL.orderDialogs.onBehalf;
  return { platform: o.platform(), restaurant: o.restaurant(), logistics: o.logistics() };
}

/** The rich text editor's texts (toolbar, link dialog), shared by every screen that edits rich text. */
export function toEditorLabels(LL: TranslationFunctions): RichTextEditorLabels {
  const e = LL.orderDialogs.editor;
  return {
    toolbar: e.toolbar(),
    heading1: e.heading1(),
    heading2: e.heading2(),
    paragraph: e.paragraph(),
    bold: e.bold(),
    italic: e.italic(),
    underline: e.underline(),
    orderedList: e.orderedList(),
    bulletList: e.bulletList(),
    link: e.link(),
    linkUrl: e.linkUrl(),
    linkApply: e.linkApply(),
    linkRemove: e.linkRemove(),
    linkCancel: e.linkCancel(),
    linkInvalid: e.linkInvalid(),
  };
}

/**
 * The cancel dialog's texts, the same on the live view, the table and the edit screen; `title` is the screen's
 * own (with the order's identifier where several orders are in view).
 */
export function toCancelDialogLabels(LL: TranslationFunctions, title: string): CancelOrderDialogLabels {
  const c = LL.orderDialogs.cancel;
  return {
    title,
    reasonType: c.reasonType(),
    reasonTypePlaceholder: c.reasonTypePlaceholder(),
    reasonTypes: {
      not_confirmed: c.reasonTypes.not_confirmed(),
      stock_issue: c.reasonTypes.stock_issue(),
      technical_issue: c.reasonTypes.technical_issue(),
      restaurant_cancelled: c.reasonTypes.restaurant_cancelled(),
      customer_cancelled: c.reasonTypes.customer_cancelled(),
      other: c.reasonTypes.other(),
    },
    reason: c.reason(),
    companyAmount: c.companyAmount(),
    companyAmountUnknown: c.companyAmountUnknown(),
    calculate: c.calculate(),
    refundReason: c.refundReason(),
    refundReasonPlaceholder: c.refundReasonPlaceholder(),
    refundReasons: toRefundReasons(LL),
    refundReasonText: c.refundReasonText(),
    refundOnBehalf: c.refundOnBehalf(),
    refundOnBehalfOptions: toOnBehalfOptions(LL),
    emailText: c.emailText(),
    emailTextDescription: c.emailTextDescription(),
    emailEditor: toEditorLabels(LL),
    cancel: c.back(),
    save: c.save(),
  };
}
