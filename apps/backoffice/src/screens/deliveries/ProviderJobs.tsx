import {
  deliveryProviderJobCommand,
  isKeyOf,
  listProviderJobsForOrder,
  resourceKeys,
  useApi,
} from '@backoffice/api';
import type { DeliveryProviderJob } from '@backoffice/domain';
import { formatDateTime, LIMITS } from '@backoffice/domain';
import type { DataListColumn, MenuAction } from '@backoffice/ui';
import { Card, DataList, showToast } from '@backoffice/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import type { DeliveryJobRecord } from './deliveryJobResource';
import { useOrderIdentifier } from './useOrderIdentifier';

type ProviderJobRow = DeliveryProviderJob & { provider?: unknown };
const COMMANDS = ['send', 'cancel', 'close'] as const;
/** The provider jobs' SWR name (the job actions revalidate it). */
const NAME = 'delivery-provider-jobs';

/**
 * The provider jobs of a delivery's order (GET /delivery-provider-jobs filtered by the order identifier, 99 per
 * page), each with the send, cancel and close actions.
 */
export function ProviderJobs({ job }: { job: DeliveryJobRecord }) {
  const { LL } = useI18n();
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const P = LL.deliveries.providerJobs;
  const { identifier, hasOrder } = useOrderIdentifier(job);
  const query = {
    'deliveryJob.orders.identifier': identifier ?? '',
    itemsPerPage: LIMITS.providerJobPageSize,
  };
  const jobs = useSWR(identifier ? resourceKeys.list(NAME, query) : null, () =>
    listProviderJobsForOrder(client, identifier ?? ''),
  );
  const run = async (command: (typeof COMMANDS)[number], row: ProviderJobRow) => {
    try {
      const answer = (await deliveryProviderJobCommand(client, row.id, command)) as { status?: unknown };
      showToast(notify.queue, {
        title: P.done({ id: String(row.id), status: String(answer.status ?? P[command]()) }),
        tone: 'success',
      });
    } catch (error) {
      notify.requestError(describeError(error, LL));
    } finally {
      await mutate(isKeyOf(NAME));
    }
  };
  const columns = useMemo(
    (): DataListColumn<ProviderJobRow>[] => [
      { id: 'id', header: P.id(), cell: (row) => String(row.id) },
      { id: 'deliveryUid', header: P.deliveryUid(), cell: (row) => row.deliveryUid ?? '' },
      { id: 'provider', header: P.provider(), cell: (row) => String(row.provider ?? '') },
      { id: 'status', header: P.status(), cell: (row) => row.status ?? '' },
      {
        id: 'etaToDestination',
        header: P.etaToDestination(),
        cell: (row) => (row.etaToDestination ? formatDateTime(row.etaToDestination) : ''),
      },
    ],
    [P],
  );
  const rowActions = (row: ProviderJobRow): MenuAction[] =>
    COMMANDS.map((command) => ({
      id: command,
      label: P[command](),
      isDisabled: row.status === 'cancelled' || row.status === 'closed',
      ...(command === 'send' ? {} : { tone: 'critical' as const }),
    }));
  return (
    <Card title={P.title()} {...(identifier ? { description: `${P.orderIdentifier()}: ${identifier}` } : {})}>
      <DataList<ProviderJobRow>
        columns={columns}
        rows={(jobs.data?.items ?? []) as ProviderJobRow[]}
        getRowId={(row) => String(row.id)}
        total={jobs.data?.total ?? 0}
        page={1}
        onPageChange={() => undefined}
        pageSize={LIMITS.providerJobPageSize}
        rowActions={rowActions}
        onRowAction={(command, row) => void run(command as (typeof COMMANDS)[number], row)}
        isLoading={hasOrder && !jobs.data && !jobs.error}
        emptyMessage={hasOrder ? P.empty() : P.noOrder()}
        error={
          jobs.error && !jobs.data
            ? {
                message: describeError(jobs.error, LL),
                retryLabel: LL.common.retry(),
                onRetry: () => void jobs.mutate(),
              }
            : null
        }
        labels={{
          ...toDataListLabels(LL.entities.common, P.table({ identifier: identifier ?? '' })),
          navigation: P.pagination(),
        }}
      />
    </Card>
  );
}
