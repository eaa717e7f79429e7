import { realtimeChannels, resources } from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import { useMemo } from 'react';

import { EntityPage } from '../../entities/EntityPage';
import { useOptionLabels } from '../../entities/selectOptions';
import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { pathFor } from '../../routing/pathFor';
import type { ScreenProps } from '../screenTypes';
import { ReadOnlyList } from './ReadOnlyList';

type CanteenRow = { id: string | number } & Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The canteens list (`/canteens`, super admin): per canteen and restaurant, the cloud canteen, its identifier, the
 * restaurant and the cutoff time. A change on a listed canteen's realtime channel reloads it (at most once per
 * 5 s). The canteen balances open from the page's actions.
 */
export function CanteensScreen(_props: ScreenProps) {
  const { LL } = useI18n();
  const T = LL.canteens.list;
  const navigate = useGuardedNavigate();
  const canteenNames = useOptionLabels('cloud-canteens');
  const restaurantNames = useOptionLabels('restaurants');
  const columns = useMemo(
    (): DataListColumn<CanteenRow>[] => [
      {
        id: 'canteenId',
        header: T.columns.canteenId(),
        isRowHeader: true,
        sortable: true,
        cell: (row) =>
          canteenNames.get(`/api/v1/cloud-canteens/${text(row.canteenId)}`) ?? text(row.canteenId),
      },
      {
        id: 'identifier',
        header: T.columns.identifier(),
        sortable: true,
        cell: (row) => text(row.identifier),
      },
      {
        id: 'restaurantId',
        header: T.columns.restaurant(),
        sortable: true,
        cell: (row) =>
          restaurantNames.get(`/api/v1/restaurants/${text(row.restaurantId)}`) ?? text(row.restaurantId),
      },
      {
        id: 'cutoffTime',
        header: T.columns.cutoffTime(),
        sortable: true,
        cell: (row) => text(row.cutoffTime),
      },
    ],
    [T, canteenNames, restaurantNames],
  );
  return (
    <EntityPage
      title={LL.screens.canteens()}
      secondaryActions={[
        { id: 'balances', label: T.balances(), onPress: () => navigate(pathFor('canteen-balances')) },
      ]}
    >
      <ReadOnlyList<CanteenRow>
        resource={resources.canteens}
        table={T.table()}
        columns={columns}
        emptyMessage={T.empty()}
        defaultSort={{ column: 'identifier', direction: 'ascending' }}
        channelsOf={channelsOfCanteens}
      />
    </EntityPage>
  );
}

/** The cloud canteen channels of the listed canteens, once each. */
function channelsOfCanteens(rows: readonly CanteenRow[]) {
  const ids = [...new Set(rows.map((row) => text(row.canteenId)).filter(Boolean))];
  return ids.map((id) => realtimeChannels.cloudCanteen(id));
}
