import { Card, Link, Stack } from '@backoffice/ui';

import { DEFAULT_OTTER_CONNECT_URL } from '../../config/appEnv';
import { useI18n } from '../../i18n/I18nProvider';
import { useServices } from '../../shell/services';
import { needsOtterConnect } from './restaurantPages';
import type { RestaurantRecord } from './restaurants';

/**
 * Otter: an otter restaurant with no external id shows the connect link, to the deployment's Otter connect address
 * (VITE_OTTER_CONNECT_URL, README "Configuration").
 */
export function OtterPage({ restaurant }: { restaurant: RestaurantRecord }) {
  const { LL } = useI18n();
  const { env } = useServices();
  const connectUrl = env.otterConnectUrl ?? DEFAULT_OTTER_CONNECT_URL;
  const O = LL.restaurants.otter;
  return (
    <Card title={O.heading()}>
      {needsOtterConnect(restaurant) ? (
        <Stack gap="300">
          <p>{O.text()}</p>
          <div>
            <Link href={connectUrl} target="_blank" rel="noopener noreferrer">
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
