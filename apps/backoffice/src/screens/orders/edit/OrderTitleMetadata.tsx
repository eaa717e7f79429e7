import type { Order } from '@backoffice/domain';
import { truncateCancelReason } from '@backoffice/domain';
import { DeliveryJobStatusChip, Inline, OrderStatusChip } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import { wordFor } from '../statusWords';

/**
 * The order's status and its delivery's status, beside the page title: what a reader needs first. The order's
 * status shows its cancel reason shortened (orders section 4), the whole reason on hover and keyboard focus; the
 * delivery chip words the courier's status while there is one, as the orders table does.
 */
export function OrderTitleMetadata({ order }: { order: Order }) {
  const { LL } = useI18n();
  const t = LL.orderEdit;
  const known = order.status in t.status ? t.status[order.status]() : order.status;
  const reason = truncateCancelReason(order.cancelReason);
  const label = reason ? t.statusWithReason({ status: known, reason }) : known;
  const full = order.cancelReason ? t.statusWithReason({ status: known, reason: order.cancelReason }) : label;
  const job = order.deliveryJob;
  return (
    <Inline gap="100">
      <OrderStatusChip status={order.status} label={label} {...(full === label ? {} : { title: full })} />
      {job?.status ? (
        <DeliveryJobStatusChip
          status={job.status}
          label={LL.orderPage.deliveryStatus({
            status: job.courierStatus
              ? wordFor(t.courierStatuses, job.courierStatus)
              : wordFor(t.deliveryJobStatuses, job.status),
          })}
        />
      ) : null}
    </Inline>
  );
}
