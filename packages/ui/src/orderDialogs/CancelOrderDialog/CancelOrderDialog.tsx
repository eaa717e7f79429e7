import type { CancelPayload, CancelReason, RefundOnBehalf, RefundOrderReason } from '@backoffice/domain';
import {
  CANCEL_REASONS,
  formatMoney,
  REFUND_ON_BEHALF,
  REFUND_ORDER_REASONS,
  validateCancel,
} from '@backoffice/domain';
import { useId, useMemo } from 'react';
import { useFormState } from 'react-final-form';

import { Button } from '../../Button/Button';
import type { FormMessages, SubmitOutcome } from '../../Form';
import { SelectField, TextAreaField, TextField } from '../../Form';
import type { RichTextEditorLabels } from '../../RichTextEditor';
import { RichTextField } from '../../RichTextEditor';
import { OrderDialogFrame } from '../shared/OrderDialogFrame';
import { readout, readoutLabel, readoutValue } from '../shared/orderDialogs.css';
import { toFormErrors } from '../shared/toFormErrors';
import { toOptions } from '../shared/toOptions';
import type { CancelFormValues } from './toCancelPayload';
import { initialCancelValues, toCancelPayload } from './toCancelPayload';

/** Texts of {@link CancelOrderDialog}. */
export interface CancelOrderDialogLabels {
  /** The dialog's heading. */
  title: string;
  reasonType: string;
  reasonTypePlaceholder: string;
  /** One text per cancel reason type. */
  reasonTypes: Record<CancelReason, string>;
  /** The free-text reason (asked with reason type 'other'). */
  reason: string;
  /** The company refund amount's label. */
  companyAmount: string;
  /** Shown instead of an amount the app has not computed yet. */
  companyAmountUnknown: string;
  /** The button that asks the app to compute the amount (refund-order/calculate). */
  calculate: string;
  refundReason: string;
  refundReasonPlaceholder: string;
  /** One text per order refund reason. */
  refundReasons: Record<RefundOrderReason, string>;
  /** The free-text refund reason (asked with refund reason 'other'). */
  refundReasonText: string;
  refundOnBehalf: string;
  /** One text per on-behalf choice. */
  refundOnBehalfOptions: Record<RefundOnBehalf, string>;
  /** The e-mail text editor's label and help. */
  emailText: string;
  emailTextDescription?: string;
  /** The editor's toolbar texts. */
  emailEditor: RichTextEditorLabels;
  /** Closes without cancelling. */
  cancel: string;
  /** Sends the cancellation. */
  save: string;
}

/** Props of {@link CancelOrderDialog}. */
export interface CancelOrderDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog (Cancel button, Escape). */
  onClose: () => void;
  /** Every text. */
  labels: CancelOrderDialogLabels;
  /** The form's validation texts (spec: 'Invalid'). */
  messages: FormMessages;
  /**
   * The company refund amount the app computed with PUT /orders/{id}/refund-order/calculate (company_amount), in
   * major units; null while not computed. Above 0 it asks for the refund reason and on-behalf.
   */
  companyAmount: number | null;
  /** Currency and locale of the order, for the amount. */
  currency: string;
  currencyLocale: string;
  /** Asks the app to compute the company amount; the result comes back through `companyAmount`. */
  onCalculate?: () => void;
  /** The computation is running: the calculate button shows its spinner. */
  isCalculating?: boolean;
  /** Sends the domain's cancel payload; resolve `{ violations }` to place the server's messages on fields. */
  onSubmit: (payload: CancelPayload) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Violations naming no field, and failures: the app's form-error toast. */
  onFormError?: (messages: string[], error?: unknown) => void;
  /** Values to start from (a reopened dialog), on top of the defaults. */
  initialValues?: Partial<Omit<CancelFormValues, 'companyAmount'>>;
}

/**
 * Cancels an order: reason type (required; 'other' requires the reason text), the company refund amount computed
 * by the app, then, when that amount is above 0, the refund reason ('other' asks for free text) and on whose
 * behalf (default the platform), and the optional e-mail text. Validation is the domain's `validateCancel`;
 * Save sends the payload of `toCancelPayload` (sanitised e-mail, empty elements removed).
 *
 * **When to use:** Cancelling an order, from the order page or the orders table: reason, refund and the
 * optional e-mail, validated by the domain's cancel rules.
 *
 * **When not to use:** A refund without cancelling is a {@link RefundDialog}; cancelling a delivery job (not
 * the order) is a {@link ConfirmDialog}.
 */
export function CancelOrderDialog({
  isOpen,
  onClose,
  labels,
  messages,
  companyAmount,
  currency,
  currencyLocale,
  onCalculate,
  isCalculating,
  onSubmit,
  onFormError,
  initialValues,
}: CancelOrderDialogProps) {
  // A new amount from the app re-initialises the form; what the user typed stays (keepDirtyOnReinitialize).
  const start = useMemo(
    () => ({ ...initialCancelValues(companyAmount), ...initialValues }),
    [companyAmount, initialValues],
  );
  return (
    <OrderDialogFrame<CancelFormValues>
      isOpen={isOpen}
      onClose={onClose}
      title={labels.title}
      actions={{ cancel: labels.cancel, save: labels.save }}
      initialValues={start}
      messages={messages}
      validate={(values) =>
        toFormErrors(validateCancel(values, { companyAmount: values.companyAmount }), messages.invalid)
      }
      onSubmit={(values) => onSubmit(toCancelPayload(values))}
      onFormError={onFormError}
    >
      <CancelFields
        labels={labels}
        companyAmount={companyAmount}
        currency={currency}
        currencyLocale={currencyLocale}
        onCalculate={onCalculate}
        isCalculating={isCalculating}
      />
    </OrderDialogFrame>
  );
}

type CancelFieldsProps = Pick<
  CancelOrderDialogProps,
  'labels' | 'companyAmount' | 'currency' | 'currencyLocale' | 'onCalculate' | 'isCalculating'
>;

function CancelFields({
  labels,
  companyAmount,
  currency,
  currencyLocale,
  onCalculate,
  isCalculating,
}: CancelFieldsProps) {
  const { values } = useFormState<CancelFormValues>({ subscription: { values: true } });
  const amountLabelId = useId();
  const reasonTypes = useMemo(() => toOptions(CANCEL_REASONS, labels.reasonTypes), [labels.reasonTypes]);
  const refundReasons = useMemo(
    () => toOptions(REFUND_ORDER_REASONS, labels.refundReasons),
    [labels.refundReasons],
  );
  const onBehalf = useMemo(
    () => toOptions(REFUND_ON_BEHALF, labels.refundOnBehalfOptions),
    [labels.refundOnBehalfOptions],
  );
  const refunds = values.companyAmount > 0;

  return (
    <>
      <SelectField
        name="reasonType"
        label={labels.reasonType}
        placeholder={labels.reasonTypePlaceholder}
        options={reasonTypes}
        isRequired
      />
      {values.reasonType === 'other' ? (
        <TextAreaField name="reason" label={labels.reason} isRequired />
      ) : null}
      <div className={readout}>
        <span id={amountLabelId} className={readoutLabel}>
          {labels.companyAmount}
        </span>
        <output aria-labelledby={amountLabelId} className={readoutValue}>
          {companyAmount === null
            ? labels.companyAmountUnknown
            : formatMoney(companyAmount, currency, currencyLocale)}
        </output>
        {onCalculate ? (
          <Button variant="secondary" size="sm" onPress={onCalculate} isPending={isCalculating}>
            {labels.calculate}
          </Button>
        ) : null}
      </div>
      {refunds ? (
        <>
          <SelectField
            name="refundReason"
            label={labels.refundReason}
            placeholder={labels.refundReasonPlaceholder}
            options={refundReasons}
            isRequired
          />
          {values.refundReason === 'other' ? (
            <TextField name="refundReasonText" label={labels.refundReasonText} isRequired />
          ) : null}
          <SelectField name="refundOnBehalf" label={labels.refundOnBehalf} options={onBehalf} isRequired />
        </>
      ) : null}
      <RichTextField
        name="cancelEmailText"
        label={labels.emailText}
        description={labels.emailTextDescription}
        labels={labels.emailEditor}
      />
    </>
  );
}
