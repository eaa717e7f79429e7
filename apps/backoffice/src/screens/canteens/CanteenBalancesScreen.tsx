import { resources } from '@backoffice/api';
import { formatMoney } from '@backoffice/domain';
import type { DataListColumn } from '@backoffice/ui';
import { useMemo } from 'react';

import { usePlatformConfig } from '../../config/ConfigGate';
import { EntityPage } from '../../entities/EntityPage';
import { useOptionLabels } from '../../entities/selectOptions';
import { useI18n } from '../../i18n/I18nProvider';
import type { ScreenProps } from '../screenTypes';
import { ReadOnlyList } from './ReadOnlyList';

type BalanceRow = { id: string | number } & Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The canteen balance list (`/canteens/balances`, super admin): per user and company, the canteen balance next
 * to the ordinary balance, in the platform's currency.
 */
export function CanteenBalancesScreen(_props: ScreenProps) {
  const { LL } = useI18n();
  const T = LL.canteens.balances;
  const config = usePlatformConfig();
  const users = useOptionLabels('users');
  const companies = useOptionLabels('companies');
  const columns = useMemo((): DataListColumn<BalanceRow>[] => {
    const money = (value: unknown) =>
      typeof value === 'number' ? formatMoney(value, config.currencyCode, config.currencyLocale) : '';
    return [
      {
        id: 'user',
        header: T.columns.user(),
        isRowHeader: true,
        cell: (row) => users.get(text(row.user)) ?? text(row.user),
      },
      {
        id: 'company',
        header: T.columns.company(),
        cell: (row) => companies.get(text(row.company)) ?? text(row.company),
      },
      {
        id: 'canteenBalance',
        header: T.columns.canteenBalance(),
        sortable: true,
        align: 'end',
        cell: (row) => money(row.canteenBalance),
      },
      {
        id: 'balance',
        header: T.columns.balance(),
        sortable: true,
        align: 'end',
        cell: (row) => money(row.balance),
      },
    ];
  }, [T, users, companies, config.currencyCode, config.currencyLocale]);
  return (
    <EntityPage title={T.title()}>
      <ReadOnlyList<BalanceRow>
        resource={resources.companyBalances}
        table={T.table()}
        columns={columns}
        emptyMessage={T.empty()}
        defaultSort={{ column: 'canteenBalance', direction: 'descending' }}
      />
    </EntityPage>
  );
}
