import type { Order } from '@backoffice/domain';
import { CancelOrderDialog, initialCancelValues } from '@backoffice/ui';

import type { CancelFlow } from './useCancelFlow';
import { useOrderEditTexts } from './useOrderEditTexts';

/** Props of {@link OrderCancelDialog}. */
export interface OrderCancelDialogProps {
  order: Order;
  cancel: CancelFlow;
  onFormError: (messages: string[]) => void;
}

/**
 * The edit screen's cancel dialog (the kit's CancelOrderDialog with its rich text e-mail editor). It is its own
 * chunk, loaded when the dialog is first opened (see orderDialogModules).
 */
export function OrderCancelDialog({ order, cancel, onFormError }: OrderCancelDialogProps) {
  const texts = useOrderEditTexts();
  return (
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
      onSubmit={(payload) => cancel.submit(payload, initialCancelValues)}
      onFormError={onFormError}
    />
  );
}
