import type {
  OrderMeal,
  Refund,
  RefundItemReason,
  RefundOnBehalf,
  RefundOrderReason,
} from '@backoffice/domain';
import {
  maxRefundQuantity,
  REFUND_ITEM_REASONS,
  REFUND_ON_BEHALF,
  REFUND_ORDER_REASONS,
  validateRefund,
} from '@backoffice/domain';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';

import type { FormMessages, SubmitOutcome } from '../../Form';
import { NumberField, SelectField } from '../../Form';
import { Icon } from '../../Icon/Icon';
import { OrderDialogFrame } from '../shared/OrderDialogFrame';
import { body, fieldRow, group, groupTitle, muted } from '../shared/orderDialogs.css';
import { toFormErrors } from '../shared/toFormErrors';
import { toOptions } from '../shared/toOptions';
import { RefundQuantityField } from './RefundQuantityField';
import type { RefundFormValues } from './toRefund';
import { initialRefundValues, toFormViolations, toRefund, toRefundDraft } from './toRefund';

/** Texts of {@link RefundDialog}. */
export interface RefundDialogLabels {
  /** The dialog's heading. */
  title: string;
  /** The meal lines' heading. */
  items: string;
  /** Under a meal's name: how many were ordered and already refunded. */
  lineSummary: (ordered: number, refunded: number) => string;
  /** A meal line's quantity field, named after the meal. */
  quantity: (meal: string) => string;
  /** A meal line's reason field, named after the meal. */
  itemReason: (meal: string) => string;
  itemReasonPlaceholder: string;
  /** One text per item refund reason. */
  itemReasons: Record<RefundItemReason, string>;
  /** The amount field (the app names the currency). */
  amount: string;
  /** The order-level reason. */
  reason: string;
  reasonPlaceholder: string;
  /** One text per order refund reason. */
  reasons: Record<RefundOrderReason, string>;
  refundOnBehalf: string;
  refundOnBehalfOptions: Record<RefundOnBehalf, string>;
  /** Shown while there is nothing to refund (Save stays disabled). */
  emptyHint: string;
  /** Closes without refunding. */
  cancel: string;
  /** Sends the refund. */
  save: string;
}

/** Props of {@link RefundDialog}. */
export interface RefundDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog (Cancel button, Escape). */
  onClose: () => void;
  /** Every text. */
  labels: RefundDialogLabels;
  /** The form's validation texts (spec: 'Invalid'). */
  messages: FormMessages;
  /** The order's meal lines. */
  meals: readonly OrderMeal[];
  /**
   * Sends the refund (domain `normalizeRefund`: zero lines dropped, empty reasons replaced). Violations naming
   * `items[k]` of that payload are placed on the k-th line sent.
   */
  onSubmit: (refund: Refund) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Violations naming no field, and failures: the app's form-error toast. */
  onFormError?: (messages: string[], error?: unknown) => void;
}

/**
 * Refunds an order: per meal line a quantity from 0 to what is left to refund (domain `maxRefundQuantity`) and
 * an item reason, an amount, an order-level reason and on whose behalf. Valid only with a line above 0 or an
 * amount above 0 (domain `validateRefund`).
 *
 * **When to use:** Refunding part or all of an order, per meal line or as an amount, on the order page.
 *
 * **When not to use:** Cancelling the order (with its own refund) is a {@link CancelOrderDialog}.
 */
export function RefundDialog({
  isOpen,
  onClose,
  labels,
  messages,
  meals,
  onSubmit,
  onFormError,
}: RefundDialogProps) {
  const start = useMemo(() => initialRefundValues(meals), [meals]);
  return (
    <OrderDialogFrame<RefundFormValues>
      isOpen={isOpen}
      onClose={onClose}
      title={labels.title}
      actions={{ cancel: labels.cancel, save: labels.save }}
      initialValues={start}
      messages={messages}
      // 'items' alone means "nothing to refund": a form-level error that is not any field's.
      validate={(values) =>
        toFormErrors(validateRefund(toRefundDraft(values), meals), messages.invalid, (path) =>
          path === 'items' ? 'nothingToRefund' : path,
        )
      }
      onSubmit={async (values) => {
        const outcome = await onSubmit(toRefund(values));
        return outcome ? { violations: toFormViolations(outcome.violations, values) } : undefined;
      }}
      onFormError={onFormError}
    >
      <RefundFields labels={labels} meals={meals} />
    </OrderDialogFrame>
  );
}

function RefundFields({ labels, meals }: Pick<RefundDialogProps, 'labels' | 'meals'>) {
  const { values } = useFormState<RefundFormValues>({ subscription: { values: true } });
  const itemReasons = useMemo(() => toOptions(REFUND_ITEM_REASONS, labels.itemReasons), [labels.itemReasons]);
  const reasons = useMemo(() => toOptions(REFUND_ORDER_REASONS, labels.reasons), [labels.reasons]);
  const onBehalf = useMemo(
    () => toOptions(REFUND_ON_BEHALF, labels.refundOnBehalfOptions),
    [labels.refundOnBehalfOptions],
  );
  const isEmpty = validateRefund(toRefundDraft(values), meals).errors.items === 'empty';

  return (
    <>
      <section className={body} aria-label={labels.items}>
        {meals.map((meal, index) => {
          const left = maxRefundQuantity(meal);
          return (
            <div key={String(meal.id)} className={group}>
              <h3 className={groupTitle}>{meal.name}</h3>
              <p className={muted}>{labels.lineSummary(meal.quantity, meal.refundedQuantity ?? 0)}</p>
              <div className={fieldRow}>
                <RefundQuantityField
                  name={`items.${index}.quantity`}
                  label={labels.quantity(meal.name)}
                  maxValue={left}
                  isDisabled={left === 0}
                />
                <SelectField
                  name={`items.${index}.reason`}
                  label={labels.itemReason(meal.name)}
                  placeholder={labels.itemReasonPlaceholder}
                  options={itemReasons}
                  isDisabled={left === 0}
                />
              </div>
            </div>
          );
        })}
      </section>
      <div className={fieldRow}>
        <NumberField name="amount" label={labels.amount} min={0} />
        <SelectField
          name="reason"
          label={labels.reason}
          placeholder={labels.reasonPlaceholder}
          options={reasons}
        />
        <SelectField name="refundOnBehalf" label={labels.refundOnBehalf} options={onBehalf} isRequired />
      </div>
      {isEmpty ? (
        <p className={muted} role="status">
          <Icon name="info" size="sm" /> {labels.emptyHint}
        </p>
      ) : null}
    </>
  );
}
