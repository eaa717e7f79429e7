import type { AutomatedJobState, DeliveryJobStatus, OrderStatus } from '@backoffice/domain';

import type { ChipTone } from '../Chip/Chip';
import { Chip } from '../Chip/Chip';
import { dot } from '../Chip/Chip.css';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { SpinnerGlyph } from '../Spinner/Spinner';
import { Tooltip } from '../Tooltip/Tooltip';
import { TooltipFocusTarget } from '../Tooltip/TooltipFocusTarget';
import { fullTextTrigger } from './StatusChip.css';
import { toDeliveryJobStatusTone, toOrderStatusTone } from './toStatusTone';

/** Props of {@link StatusChip}. */
export interface StatusChipProps {
  /** Colour role; the label says the same in words. */
  tone: ChipTone;
  /** The status text (translated by the caller). */
  label: string;
  /**
   * Full text when the label was shortened (e.g. a truncated cancel reason): shown in a tooltip on hover and on
   * keyboard focus (the chip then takes focus), and read whole by screen readers.
   */
  title?: string;
}

/**
 * A status: a tone, a dot and the status in words, so colour is never the only carrier of meaning. A shortened
 * label (`title` set and different) is focusable and shows the whole text in a tooltip (`data-focus-visible` on
 * its focus target).
 *
 * **When to use:** A status in words with a tone and a dot: order and delivery statuses (through
 * `OrderStatusChip` and `DeliveryJobStatusChip`), a push notification's or tablet's state, an automated job
 * (`AutomatedJobChip`).
 *
 * **When not to use:** A label that is not a status (the scheduled flag) is a {@link Chip}; a one-word marker
 * is a {@link Badge}; a time that counts down is a {@link TimeText}.
 */
export function StatusChip({ tone, label, title }: StatusChipProps) {
  const marker = <span className={dot} aria-hidden="true" />;
  if (title === undefined || title === label) {
    return (
      <Chip tone={tone} startSlot={marker}>
        {label}
      </Chip>
    );
  }
  return (
    <Tooltip content={title} delay={0}>
      <TooltipFocusTarget>
        {/* A focusable span so that keyboard users reach the tooltip too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span tabIndex={0} className={fullTextTrigger} data-truncated="true">
          <Chip tone={tone} startSlot={marker}>
            <span aria-hidden="true">{label}</span>
            <span className={visuallyHidden}>{title}</span>
          </Chip>
        </span>
      </TooltipFocusTarget>
    </Tooltip>
  );
}

/** Props of {@link OrderStatusChip}. */
export interface OrderStatusChipProps extends Omit<StatusChipProps, 'tone'> {
  /** The order status; it picks the tone. */
  status: OrderStatus | (string & {});
}

/** An order's status in its spec colour (init-payment yellow, new info, cancelled warning, ...). */
export function OrderStatusChip({ status, ...props }: OrderStatusChipProps) {
  return <StatusChip tone={toOrderStatusTone(status)} {...props} />;
}

/** Props of {@link DeliveryJobStatusChip}. */
export interface DeliveryJobStatusChipProps extends Omit<StatusChipProps, 'tone'> {
  /** The delivery job status; unknown values show yellow. */
  status: DeliveryJobStatus | (string & {});
}

/** A delivery job's status in its tone. */
export function DeliveryJobStatusChip({ status, ...props }: DeliveryJobStatusChipProps) {
  return <StatusChip tone={toDeliveryJobStatusTone(status)} {...props} />;
}

/** The automated-job states, in display order. */
export const automatedJobStates = [
  'working',
  'done',
  'halted',
  'error',
] as const satisfies readonly AutomatedJobState[];

const automatedJobTones: Record<AutomatedJobState, ChipTone> = {
  working: 'info',
  done: 'success',
  halted: 'warning',
  error: 'error',
};

/** Props of {@link AutomatedJobChip}. */
export interface AutomatedJobChipProps {
  /** The job's state. */
  state: AutomatedJobState;
  /** The text for each state (translated by the caller). */
  labels: Record<AutomatedJobState, string>;
  /** Steps done over all steps, shown as 'n / m' (for canteen orders: confirmed cutoffs over all cutoffs). */
  progress?: { done: number; total: number };
}

/** The automated-job chip on an order: state in words plus step progress 'n / m'. */
export function AutomatedJobChip({ state, labels, progress }: AutomatedJobChipProps) {
  const marker =
    state === 'working' ? <SpinnerGlyph size="sm" /> : <span className={dot} aria-hidden="true" />;
  return (
    <Chip tone={automatedJobTones[state]} startSlot={marker}>
      {labels[state]}
      {progress ? ` ${progress.done} / ${progress.total}` : null}
    </Chip>
  );
}
