import { approveTimeStep, LIMITS } from '@backoffice/domain';
import type { KeyboardEvent, Ref } from 'react';
import { useId, useState } from 'react';

import { Button } from '../../Button/Button';
import * as styles from './ApproveTimeControl.css';

/** The texts of {@link ApproveTimeControl}. */
export interface ApproveTimeControlLabels {
  /** The field's label, e.g. 'Preparation time'. */
  label: string;
  /** The value in words, e.g. `(n) => \`${n} min\`` (shown and announced). */
  minutes: (minutes: number) => string;
  /** The accessible names of the − and + buttons, e.g. 'Decrease by 5 minutes'. */
  decrease: string;
  increase: string;
  /** The approve button, e.g. 'Approve'. */
  approve: string;
}

/** Props of {@link ApproveTimeControl}. */
export interface ApproveTimeControlProps {
  /** The texts. */
  labels: ApproveTimeControlLabels;
  /** Runs with the chosen minutes when the user approves. */
  onApprove: (minutes: number) => void;
  /** The preparation time (controlled). */
  value?: number;
  /**
   * The starting preparation time (uncontrolled).
   * @default 20
   */
  defaultValue?: number;
  /** Runs when the time changes. */
  onChange?: (minutes: number) => void;
  /** The approval is running: the button shows a spinner and the time is locked. */
  isPending?: boolean;
  /** Disables the whole control. */
  isDisabled?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Chooses the preparation time of an order and approves it. The time moves in steps of 5 minutes and does not
 * go below 10 when decreasing (the domain's `approveTimeStep`), with the − / + buttons or, on the spinbutton,
 * Arrow Up / Down (also Page Up / Down). The buttons stay out of the Tab order, as in the APG spinbutton
 * pattern: Tab goes from the time to Approve. States: `data-pending` on the Approve button.
 *
 * **When to use:** Approving an incoming order with its preparation time: the live orders panel, the
 * incoming-order carousel, the order page and the confirm screen.
 *
 * **When not to use:** Any other number is a `NumberInput`; confirming that an approved order is prepared is
 * a {@link Button}.
 */
export function ApproveTimeControl({
  labels,
  onApprove,
  value,
  defaultValue = 20,
  onChange,
  isPending = false,
  isDisabled = false,
  ref,
}: ApproveTimeControlProps) {
  const [own, setOwn] = useState(defaultValue);
  const minutes = value ?? own;
  const labelId = useId();
  const locked = isDisabled || isPending;
  const lower = approveTimeStep(minutes, -1);
  const higher = approveTimeStep(minutes, 1);

  const set = (next: number) => {
    if (locked || next === minutes) return;
    setOwn(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, PageUp: 1, ArrowDown: -1, PageDown: -1 };
    const direction = step[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    set(approveTimeStep(minutes, direction));
  };

  return (
    <div ref={ref} className={styles.root}>
      <div className={styles.field}>
        <span id={labelId} className={styles.label}>
          {labels.label}
        </span>
        <div className={styles.group}>
          <Button
            variant="secondary"
            aria-label={labels.decrease}
            excludeFromTabOrder
            isDisabled={locked || lower === minutes}
            onPress={() => set(lower)}
          >
            −
          </Button>
          <div
            role="spinbutton"
            tabIndex={isDisabled ? -1 : 0}
            aria-labelledby={labelId}
            aria-valuenow={minutes}
            aria-valuetext={labels.minutes(minutes)}
            aria-valuemin={Math.min(minutes, LIMITS.preparationMinMinutes)}
            aria-disabled={locked || undefined}
            className={styles.value}
            onKeyDown={onKeyDown}
          >
            {labels.minutes(minutes)}
          </div>
          <Button
            variant="secondary"
            aria-label={labels.increase}
            excludeFromTabOrder
            isDisabled={locked}
            onPress={() => set(higher)}
          >
            +
          </Button>
        </div>
      </div>
      <Button onPress={() => onApprove(minutes)} isPending={isPending} isDisabled={isDisabled}>
        {labels.approve}
      </Button>
    </div>
  );
}
