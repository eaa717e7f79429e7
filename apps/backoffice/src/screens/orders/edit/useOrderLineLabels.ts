import type { OrderLineItemsLabels } from '@backoffice/ui';
import { useMemo } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

/** The labels of an order's line items, from the `orderEdit.lines` texts. */
export function toOrderLineLabels(LL: TranslationFunctions): OrderLineItemsLabels {
  const t = LL.orderEdit.lines;
  return {
    items: t.items(),
    quantity: (n) => t.quantity({ n }),
    optionQuantity: (n, name) => t.optionQuantity({ n, name }),
    optionPrice: (price) => t.optionPrice({ price }),
    refunded: (refunded, quantity) => t.refunded({ refunded, quantity }),
    note: t.note(),
  };
}

/**
 * The line items' labels in the current language. The order screen needs only these when it shows: the dialogs'
 * texts (useOrderEditTexts) come with the dialogs' code, not with the screen that the orders table prefetches.
 */
export function useOrderLineLabels(): OrderLineItemsLabels {
  const { LL } = useI18n();
  return useMemo(() => toOrderLineLabels(LL), [LL]);
}
