import { Card, DeliveryJobStatusChip, DescriptionList, Link, TimeText } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { useNow } from '../orders/live/useNow';
import type { DeliveryJobRecord } from './deliveryJobResource';
import { courierWord, statusWord, timeTextLabels, timeTextOrder } from './deliveryTexts';

/** Where the delivery stands: status, courier status and group, time text, driver, tracking link and position. */
export function DeliveryCourierCard({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  const now = useNow();
  const D = LL.deliveries.details;
  const position = job.courierPosition;
  return (
    <Card title={D.title()}>
      <DescriptionList
        labels={{ empty: D.none() }}
        items={[
          {
            term: D.status(),
            description: (
              <DeliveryJobStatusChip status={job.status ?? ''} label={statusWord(LL, job.status)} />
            ),
          },
          { term: D.courierStatus(), description: courierWord(LL, job.courierStatus) },
          {
            term: D.time(),
            description: <TimeText order={timeTextOrder(job)} now={now} labels={timeTextLabels(LL)} />,
          },
          { term: D.driver(), description: job.driverName ?? null },
          { term: D.driverPhone(), description: job.driverPhone ?? null },
          {
            term: D.tracking(),
            description: job.trackingUrl ? (
              <Link href={job.trackingUrl} target="_blank" rel="noreferrer">
                {D.openTracking()}
              </Link>
            ) : null,
          },
          {
            term: D.position(),
            description: position
              ? D.positionValue({ latitude: position.latitude, longitude: position.longitude })
              : null,
          },
        ]}
      />
    </Card>
  );
}
