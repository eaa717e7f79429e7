import { DeliveryJobStatusChip, TimeText } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { useNow } from '../orders/live/useNow';
import { courierWord, statusWord, timeTextLabels, timeTextOrder } from './deliveryTexts';
import type { DeliveryJobRecord } from './deliveryJobResource';

/** A delivery job's status chip in the spec's tone (an unknown status shows yellow). */
export function DeliveryStatusCell({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  return <DeliveryJobStatusChip status={job.status ?? ''} label={statusWord(LL, job.status)} />;
}

/** The courier status in words with its group(s): ongoing, delivering, finished or cancelled. */
export function CourierStatusCell({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  return <span data-courier-status={job.courierStatus ?? ''}>{courierWord(LL, job.courierStatus)}</span>;
}

/** The delivery time text (minutes left, today, tomorrow, now, out for delivery, delivered). */
export function DeliveryTimeCell({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  const now = useNow();
  return <TimeText order={timeTextOrder(job)} now={now} labels={timeTextLabels(LL)} />;
}
