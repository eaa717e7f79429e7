export { CancelOrderDialog } from './CancelOrderDialog/CancelOrderDialog';
export type { CancelOrderDialogLabels, CancelOrderDialogProps } from './CancelOrderDialog/CancelOrderDialog';
export { initialCancelValues, toCancelPayload } from './CancelOrderDialog/toCancelPayload';
export type { CancelFormValues } from './CancelOrderDialog/toCancelPayload';
export { CostCodeDialog } from './CostCodeDialog/CostCodeDialog';
export type { CostCodeDialogLabels, CostCodeDialogProps } from './CostCodeDialog/CostCodeDialog';
export { CostCodeText } from './CostCodeDialog/CostCodeText';
export type { CostCodeTextProps } from './CostCodeDialog/CostCodeText';
export {
  initialCostCodeValues,
  resplitRows,
  toExpenseCodeEntries,
} from './CostCodeDialog/toExpenseCodeEntries';
export type { CostCodeFormValues, CostCodeRowValues } from './CostCodeDialog/toExpenseCodeEntries';
export { RefundDialog } from './RefundDialog/RefundDialog';
export type { RefundDialogLabels, RefundDialogProps } from './RefundDialog/RefundDialog';
export { initialRefundValues, toFormViolations, toRefund } from './RefundDialog/toRefund';
export type { RefundFormValues, RefundLineValues } from './RefundDialog/toRefund';
