import type { Resource } from '@backoffice/api';
import { useList, useRealtimeRevalidation } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';
import type { DataListColumn, DataListSort } from '@backoffice/ui';
import { DataList } from '@backoffice/ui';
import { useMemo, useState } from 'react';

import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import { useRealtime } from '../../realtime/useRealtime';

type Row = { id: string | number } & Record<string, unknown>;

/** Props of {@link ReadOnlyList}. */
export interface ReadOnlyListProps<T extends Row> {
  resource: Resource<T>;
  /** The table's accessible name. */
  table: string;
  columns: readonly DataListColumn<T>[];
  emptyMessage: string;
  /** The first sort. */
  defaultSort?: DataListSort;
  /** The realtime channels of the rows shown: an event on one reloads the list (at most once per 5 s). */
  channelsOf?: (rows: readonly T[]) => ReadonlyArray<{ name: string; events: readonly string[] }>;
}

/**
 * A paginated list of a resource that is only read (no create, edit or delete): sortable columns, the page sizes
 * and the paginator of the kit's DataList, loading, empty and error states with a retry.
 */
export function ReadOnlyList<T extends Row>({
  resource,
  table,
  columns,
  emptyMessage,
  defaultSort,
  channelsOf,
}: ReadOnlyListProps<T>) {
  const { LL } = useI18n();
  const C = LL.entities.common;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.defaultPageSize);
  const [sort, setSort] = useState<DataListSort | undefined>(defaultSort);
  const query = useMemo(
    () => ({
      page,
      itemsPerPage: pageSize,
      ...(sort ? { [`order[${sort.column}]`]: sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
    }),
    [page, pageSize, sort],
  );
  const rows = useList(resource, query);
  const channels = useMemo(() => channelsOf?.(rows.data?.items ?? []) ?? [], [channelsOf, rows.data]);
  const realtime = useRealtime(channels.length > 0);
  useRealtimeRevalidation(realtime, channels, resource.name);
  const labels = useMemo(() => toDataListLabels(C, table), [C, table]);
  return (
    <DataList<T>
      columns={columns}
      rows={rows.data?.items ?? []}
      getRowId={(row) => String(row.id)}
      total={rows.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      {...(sort ? { sort } : {})}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      isLoading={!rows.data && !rows.error}
      emptyMessage={emptyMessage}
      error={
        rows.error && !rows.data
          ? {
              message: C.loadError({ message: describeError(rows.error, LL) }),
              retryLabel: LL.common.retry(),
              onRetry: () => void rows.mutate(),
            }
          : null
      }
      labels={labels}
    />
  );
}
