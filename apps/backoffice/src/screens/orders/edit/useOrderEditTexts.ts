import type {
  CancelOrderDialogLabels,
  CostCodeDialogLabels,
  FormMessages,
  OrderLineItemsLabels,
  RefundDialogLabels,
} from '@backoffice/ui';
import { useMemo } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import {
  toCancelDialogLabels,
  toFormMessages,
  toOnBehalfOptions,
  toRefundItemReasons,
  toRefundReasons,
} from '../orderDialogTexts';
import { toOrderLineLabels } from './useOrderLineLabels';

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
    const refundReasons = toRefundReasons(LL);
    const itemReasons = toRefundItemReasons(LL);
    const onBehalf = toOnBehalfOptions(LL);
    return {
      messages: toFormMessages(LL),
      lines: toOrderLineLabels(LL),
      cancel: toCancelDialogLabels(LL, LL.orderDialogs.cancel.title()),
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
