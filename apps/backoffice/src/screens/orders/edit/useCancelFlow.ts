import type { ApiClient } from '@backoffice/api';
import { calculateRefund, cancelOrder } from '@backoffice/api';
import type { CancelPayload, Order } from '@backoffice/domain';
import type { SubmitOutcome, Violation } from '@backoffice/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import { toFullRefundItems } from './toOrderFacts';
import type { OrderEditActions } from './useOrderEditActions';

const REFUND_FIELDS = new Set(['refundReason', 'refundReasonText', 'refundOnBehalf']);

/** The values the cancel dialog starts with for a company amount (the kit's `initialCancelValues`). */
export type CancelDialogDefaults = (companyAmount: number) => object;

/** The cancel dialog's state: open, the company amount (refund-order/calculate) and the save. */
export interface CancelFlow {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  companyAmount: number | null;
  isCalculating: boolean;
  calculate: () => Promise<void>;
  /**
   * Saves the cancel; `defaults` are the dialog's starting values, passed in by the dialog so that the kit's
   * dialog code (and its e-mail sanitiser) loads only with the dialog.
   */
  submit: (payload: CancelPayload, defaults: CancelDialogDefaults) => Promise<SubmitOutcome>;
}

/**
 * Cancels an order. The company amount comes from PUT refund-order/calculate with every unit not yet refunded;
 * above 0 the dialog asks for the refund reason and on-behalf (the company amount rule). When the user saves
 * before the amount is known and the platform refuses for a missing refund reason, the amount is fetched, the
 * refund fields appear and the platform's messages land on them, except on a field the dialog now fills with its
 * default (on behalf of the platform): the platform's 'blank' there described the sent null, not what the field
 * shows, and a standing violation on an untouched field would keep Save disabled.
 */
export function useCancelFlow(
  order: Order | undefined,
  actions: OrderEditActions,
  client: ApiClient,
  success: string,
): CancelFlow {
  const [isOpen, setOpen] = useState(false);
  const [companyAmount, setCompanyAmount] = useState<number | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const rendered = useRef<(() => void) | null>(null);
  useEffect(() => {
    rendered.current?.();
    rendered.current = null;
  }, [companyAmount]);

  const fetchAmount = useCallback(async (): Promise<number> => {
    if (!order) return 0;
    const items = toFullRefundItems(order);
    if (items.length === 0) return 0;
    const answer = await calculateRefund(client, order.id, { items, reason: 'cancelled_order' });
    return answer.companyAmount;
  }, [client, order]);

  const calculate = useCallback(async () => {
    setCalculating(true);
    await actions.run(async () => setCompanyAmount(await fetchAmount()), null);
    setCalculating(false);
  }, [actions, fetchAmount]);

  const submit = useCallback(
    async (payload: CancelPayload, defaults: CancelDialogDefaults): Promise<SubmitOutcome> => {
      if (!order) return undefined;
      const outcome = await actions.submit(() => cancelOrder(client, order.id, payload), success);
      if (!outcome) {
        setOpen(false);
        return undefined;
      }
      const needsAmount =
        companyAmount === null &&
        outcome.violations.some((violation) => REFUND_FIELDS.has(violation.propertyPath));
      if (needsAmount) {
        const amount = await fetchAmount().catch(() => null);
        if (amount !== null && amount > 0) {
          // Wait until the dialog shows the refund fields, so the messages land on them.
          const shown = new Promise<void>((resolve) => (rendered.current = resolve));
          setCompanyAmount(amount);
          await shown;
          return { violations: withoutDefaulted(outcome.violations, payload, defaults(amount)) };
        }
      }
      return outcome;
    },
    [actions, client, companyAmount, fetchAmount, order, success],
  );

  return {
    isOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    companyAmount,
    isCalculating,
    calculate,
    submit,
  };
}

/** The violations left once the dialog shows its refund fields: none on a field it filled with a default. */
function withoutDefaulted(violations: Violation[], sent: CancelPayload, shown: object): Violation[] {
  const filled = new Map<string, unknown>(Object.entries(shown));
  const payload = new Map<string, unknown>(Object.entries(sent));
  return violations.filter((violation) => {
    const name = violation.propertyPath;
    return (payload.get(name) ?? null) !== null || (filled.get(name) ?? null) === null;
  });
}
