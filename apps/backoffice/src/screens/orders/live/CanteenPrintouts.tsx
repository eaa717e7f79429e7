import { getCloudCanteenLabelToken, useApi } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { canteenCutoffs, formatDateTime } from '@backoffice/domain';
import { Inline, Link, StatusChip } from '@backoffice/ui';
import useSWR from 'swr';

import { useI18n } from '../../../i18n/I18nProvider';
import { useServices } from '../../../shell/services';
import { canteenLabelsUrl, canteenSummaryUrl } from './printLinks';

/** Props of {@link CanteenPrintouts}. */
export interface CanteenPrintoutsProps {
  order: Order;
}

/**
 * The canteen labels and the summary of each cutoff of a canteen order, opening in the print app with the
 * canteen's label token (GET cloudcanteen/label/gettoken/{canteen}/{restaurant}). Nothing shows while the print app
 * is not configured or the token is not there.
 */
export function CanteenPrintouts({ order }: CanteenPrintoutsProps) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const { env } = useServices();
  const base = env.printAppUrl ?? null;
  const canteenId = order.cloudcanteen?.id;
  const restaurantId =
    typeof order.restaurant === 'object' ? order.restaurant?.id : order.restaurant?.split('/').pop();
  const identifier = order.cloudcanteen?.identifier;
  const ready = base !== null && canteenId !== undefined && restaurantId !== undefined && Boolean(identifier);
  const token = useSWR(ready ? ['cloud-canteen-label-token', canteenId, restaurantId] : null, () =>
    getCloudCanteenLabelToken(client, canteenId ?? '', restaurantId ?? ''),
  );
  const labelToken = token.data;
  if (!ready || !base || !identifier || !labelToken) return null;
  const t = LL.print;
  return (
    <section aria-label={t.canteenPrintouts()}>
      {canteenCutoffs(order).map(({ cutoffTime, confirmed }) => {
        const cutoff = formatDateTime(cutoffTime);
        const input = { token: labelToken, cutoffTime, lang: locale };
        return (
          <Inline key={cutoffTime} gap="200" alignItems="center">
            <span>{t.cutoffPrintouts({ cutoff })}</span>
            <StatusChip
              tone={confirmed ? 'success' : 'neutral'}
              label={confirmed ? t.collected() : t.notCollected()}
            />
            <Link
              href={canteenLabelsUrl(base, {
                ...input,
                canteenId: canteenId ?? '',
                restaurantId: restaurantId ?? '',
              })}
              target="_blank"
              rel="noopener"
            >
              {t.labels({ cutoff })}
            </Link>
            <Link href={canteenSummaryUrl(base, { ...input, identifier })} target="_blank" rel="noopener">
              {t.summary({ cutoff })}
            </Link>
          </Inline>
        );
      })}
    </section>
  );
}
