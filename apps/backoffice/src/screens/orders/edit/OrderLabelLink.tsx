import type { Order } from '@backoffice/domain';
import { Link } from '@backoffice/ui';

import { useI18n } from '../../../i18n/I18nProvider';
import { useServices } from '../../../shell/services';
import { orderLabelUrl } from '../live/printLinks';

/** The order's printable label in the print app (opened with the order's token); nothing without either. */
export function OrderLabelLink({ order }: { order: Pick<Order, 'id' | 'token'> }) {
  const { LL, locale } = useI18n();
  const { env } = useServices();
  const base = env.printAppUrl ?? null;
  if (!base || !order.token) return null;
  return (
    <Link
      href={orderLabelUrl(base, { id: order.id, token: order.token, lang: locale })}
      target="_blank"
      rel="noopener"
    >
      {LL.print.orderLabel()}
    </Link>
  );
}
