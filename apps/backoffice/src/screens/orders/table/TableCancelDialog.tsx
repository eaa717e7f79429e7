import type { CancelPayload, Order } from '@backoffice/domain';
import type { SubmitOutcome } from '@backoffice/ui';
import { CancelOrderDialog } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import { toCancelDialogLabels, toFormMessages } from '../orderDialogTexts';

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
      messages={toFormMessages(LL)}
      labels={toCancelDialogLabels(LL, LL.orderDialogs.cancel.title())}
    />
  );
}
