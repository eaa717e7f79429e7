import type { Order, OrderTimeText } from '@backoffice/domain';
import { formatDateTime, formatTime, orderDeadline, orderTimeText } from '@backoffice/domain';
import type { Ref } from 'react';

import { Icon } from '../../Icon/Icon';
import { timeText } from './TimeText.css';

/** The texts of {@link TimeText}, one per state of the domain's `orderTimeText`. */
export interface TimeTextLabels {
  /** Cancelled order: the update notice. */
  cancelled: string;
  /** Due in `minutes` minutes (3 to 60), e.g. `(n) => \`${n} min\``. */
  minutes: (minutes: number) => string;
  /** Due later today at `time` (HH:mm). */
  today: (time: string) => string;
  /** Due tomorrow at `time` (HH:mm). */
  tomorrow: (time: string) => string;
  /** Due on a later day, `dateTime` as YYYY-MM-DD HH:mm. */
  date: (dateTime: string) => string;
  /** Due now: 2 minutes or less to go, or no deadline known (and late, when `late` is not given). */
  now: string;
  /** Past the deadline by `minutes` (1 or more), e.g. `(n) => \`${n} min late\``; red like `now`. */
  late?: (minutes: number) => string;
  /** Out for delivery. */
  delivering: string;
  /** Delivered, at `time` (HH:mm) or null when the drop-off time is unknown. */
  delivered: (time: string | null) => string;
}

/** Props of {@link TimeText}. */
export interface TimeTextProps {
  /** The order (its status, delivery job and required delivery time decide the text). */
  order: Pick<Order, 'status' | 'deliveryJob' | 'requiredDeliveryTime'>;
  /** The current moment; the app ticks it every 20 s (`LIMITS.clockTickMs`). */
  now: Date;
  /** The texts for each state. */
  labels: TimeTextLabels;
  /**
   * IANA zone in which "today", "tomorrow" and the clock times are read.
   * @default the runtime's zone
   */
  timeZone?: string;
  /** Forwarded to the root `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The time text of an order (spec section 4): minutes left, today, tomorrow or a date in green while the
 * deadline is more than 2 minutes away, a red "now" notice otherwise (with the minutes late once the deadline
 * has passed, when a `late` text is given), an update notice when cancelled, "out for
 * delivery" and "delivered" with its time. The words always carry the meaning; the red state also shows an
 * alert glyph. States: `data-kind` (the domain's kind) and `data-tone` (`green`, `red`, `neutral`).
 *
 * **When to use:** An order's time as the spec words it (minutes left, now, late, out for delivery,
 * delivered): on order cards and in the delivery lists.
 *
 * **When not to use:** A plain date or time without an order's deadline rules is formatted text; a status is
 * a {@link StatusChip}.
 */
export function TimeText({ order, now, labels, timeZone, ref }: TimeTextProps) {
  const text = orderTimeText(order, now, timeZone === undefined ? {} : { timeZone });
  const tone = 'tone' in text ? text.tone : 'neutral';
  const at = 'at' in text ? text.at : null;
  const words =
    text.kind === 'now' && labels.late
      ? (lateText(order, now, labels.late) ?? labels.now)
      : timeTextLabel(text, labels, timeZone);
  return (
    <span ref={ref} className={timeText({ tone })} data-kind={text.kind} data-tone={tone}>
      {tone === 'red' ? <Icon name="alert" size="sm" /> : null}
      {at ? <time dateTime={at.toISOString()}>{words}</time> : words}
    </span>
  );
}

/** The late text when the deadline has passed by a minute or more; null otherwise. */
function lateText(
  order: TimeTextProps['order'],
  now: Date,
  late: (minutes: number) => string,
): string | null {
  const deadline = orderDeadline(order);
  if (deadline === null) return null;
  const minutes = Math.floor((now.getTime() - deadline.getTime()) / 60_000);
  return minutes >= 1 ? late(minutes) : null;
}

/** The words of a time text. */
function timeTextLabel(text: OrderTimeText, labels: TimeTextLabels, timeZone?: string): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  switch (text.kind) {
    case 'cancelled':
      return labels.cancelled;
    case 'minutes':
      return labels.minutes(text.minutes);
    case 'today':
      return labels.today(formatTime(text.at, zone));
    case 'tomorrow':
      return labels.tomorrow(formatTime(text.at, zone));
    case 'date':
      return labels.date(formatDateTime(text.at, zone));
    case 'now':
      return labels.now;
    case 'delivering':
      return labels.delivering;
    case 'delivered':
      return labels.delivered(text.at ? formatTime(text.at, zone) : null);
  }
}
