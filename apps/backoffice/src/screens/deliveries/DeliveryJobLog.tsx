import { resources, useList } from '@backoffice/api';
import { formatDateTime } from '@backoffice/domain';
import type { DataListColumn } from '@backoffice/ui';
import { Card, DataList } from '@backoffice/ui';
import { useMemo, useState } from 'react';

import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import { courierWord, statusWord } from './deliveryTexts';

type LogEntry = { id: string | number } & Record<string, unknown>;

/** The job log of a delivery: what happened to it, newest first. */
export function DeliveryJobLog({ id }: { id: string | number }) {
  const { LL } = useI18n();
  const L = LL.deliveries.log;
  const [page, setPage] = useState(1);
  const log = useList(resources.deliveryJobLog, {
    deliveryJob: String(id),
    'order[createdAt]': 'desc',
    page,
    itemsPerPage: 25,
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const columns = useMemo(
    (): DataListColumn<LogEntry>[] => [
      {
        id: 'createdAt',
        header: L.createdAt(),
        cell: (row) => (text(row.createdAt) ? formatDateTime(String(row.createdAt)) : ''),
      },
      { id: 'status', header: L.status(), cell: (row) => statusWord(LL, text(row.status)) },
      {
        id: 'courierStatus',
        header: L.courierStatus(),
        cell: (row) => courierWord(LL, text(row.courierStatus)),
      },
    ],
    [L, LL],
  );
  return (
    <Card title={L.title()}>
      <DataList<LogEntry>
        columns={columns}
        rows={log.data?.items ?? []}
        getRowId={(row) => String(row.id)}
        total={log.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={25}
        isLoading={!log.data && !log.error}
        emptyMessage={L.empty()}
        error={
          log.error && !log.data
            ? {
                message: describeError(log.error, LL),
                retryLabel: LL.common.retry(),
                onRetry: () => void log.mutate(),
              }
            : null
        }
        labels={{
          ...toDataListLabels(LL.entities.common, L.table({ id: String(id) })),
          navigation: L.pagination(),
        }}
      />
    </Card>
  );
}
