import type { CourierGroup, DeliveryJob } from '@backoffice/domain';
import { COURIER_STATUSES, courierGroupsOf, DELIVERY_JOB_STATUSES, formatDateTime } from '@backoffice/domain';
import type { TimeTextLabels } from '@backoffice/ui';

import type { TranslationFunctions } from '../../i18n/i18n-types';

type Words = Record<string, () => string>;
/** Known values only: the dictionary proxy answers any key, so membership is checked against the spec's lists. */
const isKnown = (values: readonly string[], value: string | null | undefined): value is string =>
  value !== null && value !== undefined && values.includes(value);

/** A delivery job status in words; an unknown one says so with its raw value. */
export function statusWord(LL: TranslationFunctions, status: string | null | undefined): string {
  return isKnown(DELIVERY_JOB_STATUSES, status)
    ? ((LL.deliveries.delivery.options.status as unknown as Words)[status]?.() ?? status)
    : LL.deliveries.unknownStatus({ status: status ?? '' });
}

/** A courier status in words, with the groups it belongs to (cancelled is in two). */
export function courierWord(LL: TranslationFunctions, status: string | null | undefined): string {
  if (!status) return LL.deliveries.noCourierStatus();
  const word = isKnown(COURIER_STATUSES, status)
    ? ((LL.deliveries.courierStatus as unknown as Words)[status]?.() ?? status)
    : LL.deliveries.unknownStatus({ status });
  const groups = courierGroupsOf(status).map((group: CourierGroup) => LL.deliveries.courierGroup[group]());
  return groups.length > 0 ? LL.deliveries.courierCell({ status: word, groups: groups.join(', ') }) : word;
}

/** The time text's words for a delivery job. */
export function timeTextLabels(LL: TranslationFunctions): TimeTextLabels {
  const T = LL.deliveries.timeText;
  return {
    cancelled: T.cancelled(),
    minutes: (minutes) => T.minutes({ minutes }),
    today: (time) => T.today({ time }),
    tomorrow: (time) => T.tomorrow({ time }),
    date: (dateTime) => T.date({ dateTime }),
    now: T.now(),
    delivering: T.delivering(),
    delivered: (time) => (time ? T.deliveredAt({ time }) : T.delivered()),
  };
}

/**
 * The time text's input for a delivery job: the job stands for its order (no order status and no required
 * time of its own, so the courier's pickup and ETA values decide).
 */
export const timeTextOrder = (job: DeliveryJob) => ({
  status: 'approved' as const,
  deliveryJob: job,
  requiredDeliveryTime: null,
});

/** A date-time for the screens (YYYY-MM-DD HH:mm), or the "none" text. */
export const dateTimeText = (value: string | null | undefined, none: string) =>
  value ? formatDateTime(value) : none;
