import type { User } from '@backoffice/domain';
import { formatMoney, formatPersonName } from '@backoffice/domain';
import type { DataListColumn } from '@backoffice/ui';
import { DataList, Link } from '@backoffice/ui';
import { useMemo, useState } from 'react';

import { usePlatformConfig } from '../../config/ConfigGate';
import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import { pathFor } from '../../routing/pathFor';
import { useOptionLabels } from '../../entities/selectOptions';

/** Props of {@link PeopleTable}. */
interface PeopleTableProps<Row> {
  /** The table's accessible name. */
  name: string;
  columns: readonly DataListColumn<Row>[];
  rows: readonly Row[] | undefined;
  error: unknown;
  retry: () => void;
  emptyMessage: string;
}

/** A list of a company's or a user's records, one page at a time (the spec's page sizes), in the kit's DataList. */
export function PeopleTable<Row extends { id: string | number }>({
  name,
  columns,
  rows,
  error,
  retry,
  emptyMessage,
}: PeopleTableProps<Row>) {
  const { LL } = useI18n();
  const C = LL.entities.common;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const all = rows ?? [];
  const shown = all.slice((page - 1) * pageSize, page * pageSize);
  const labels = useMemo(() => toDataListLabels(C, name), [C, name]);
  return (
    <DataList<Row>
      columns={columns}
      rows={shown}
      getRowId={(row) => String(row.id)}
      total={all.length}
      page={page}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      isLoading={rows === undefined && !error}
      emptyMessage={emptyMessage}
      error={
        error && rows === undefined
          ? {
              message: C.loadError({ message: describeError(error, LL) }),
              retryLabel: LL.common.retry(),
              onRetry: retry,
            }
          : null
      }
      labels={labels}
    />
  );
}

/** The columns of a company's employees: name (to the user's edit screen), e-mail, phone, teams, active. */
export function useEmployeeColumns(): DataListColumn<User & Record<string, unknown>>[] {
  const { LL, locale } = useI18n();
  const teams = useOptionLabels('company-teams');
  const E = LL.people.employees;
  return useMemo(
    () => [
      {
        id: 'name',
        header: E.name(),
        cell: (user) => (
          <Link href={pathFor('user-edit', { userId: user.id })}>
            {formatPersonName(user, locale) || user.email}
          </Link>
        ),
      },
      { id: 'email', header: E.email(), cell: (user) => user.email },
      { id: 'phone', header: E.phone(), cell: (user) => user.phone ?? '' },
      {
        id: 'teams',
        header: E.teams(),
        cell: (user) => (user.companyTeams ?? []).map((iri) => teams.get(iri) ?? iri).join(', '),
      },
      {
        id: 'enabled',
        header: E.enabled(),
        cell: (user) => (user.enabled === false ? LL.people.no() : LL.people.yes()),
      },
    ],
    [E, LL, locale, teams],
  );
}

/** A balance record: a user's balance and canteen balance at a company. */
export type BalanceRecord = {
  id: string | number;
  company?: string | null;
  user?: string | null;
  balance?: number | null;
  canteenBalance?: number | null;
};

/** The columns of balances: the user or the company (by name), the balance and the canteen balance. */
export function useBalanceColumns(by: 'user' | 'company'): DataListColumn<BalanceRecord>[] {
  const { LL } = useI18n();
  const config = usePlatformConfig();
  const names = useOptionLabels(by === 'user' ? 'users' : 'companies');
  const B = LL.people.balances;
  return useMemo(() => {
    const money = (value: number | null | undefined) =>
      typeof value === 'number' ? formatMoney(value, config.currencyCode, config.currencyLocale) : '';
    return [
      {
        id: by,
        header: by === 'user' ? B.user() : B.company(),
        cell: (row) => {
          const iri = row[by] ?? '';
          return names.get(iri) ?? iri;
        },
      },
      { id: 'balance', header: B.balance(), align: 'end', cell: (row) => money(row.balance) },
      {
        id: 'canteenBalance',
        header: B.canteenBalance(),
        align: 'end',
        cell: (row) => money(row.canteenBalance),
      },
    ];
  }, [B, by, config, names]);
}
