import { Card, Link, Stack } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { needsOtterConnect } from './restaurantPages';
import type { RestaurantRecord } from './restaurants';

/**
 * Otter's connect page. The spec names the link but not its address: it opens Otter's manager, where the
 * restaurant's owner authorises the connection (assumption, see the issue report).
 */
export const OTTER_CONNECT_URL = 'https://manager.tryotter.com/';

/** Otter: an otter restaurant with no external id shows the connect link. */
export function OtterPage({ restaurant }: { restaurant: RestaurantRecord }) {
  const { LL } = useI18n();
  const O = LL.restaurants.otter;
  return (
    <Card title={O.heading()}>
      {needsOtterConnect(restaurant) ? (
        <Stack gap="300">
          <p>{O.text()}</p>
          <div>
            <Link href={OTTER_CONNECT_URL} target="_blank" rel="noopener noreferrer">
              {O.link({ name: restaurant.name })}
            </Link>
          </div>
        </Stack>
      ) : (
        <p>
          {restaurant.externalType === 'otter'
            ? O.connected({ externalId: restaurant.externalId ?? '' })
            : O.notOtter()}
        </p>
      )}
    </Card>
  );
}
