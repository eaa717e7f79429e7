import { resources, useApi } from '@backoffice/api';
import type { DataListColumn } from '@backoffice/ui';
import { Button, Card, DataList, DateInput, Inline, Link, Select, Stack, TextInput } from '@backoffice/ui';
import { useState } from 'react';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';
import { pathFor } from '../../routing/pathFor';
import type { ScreenProps } from '../screenTypes';
import type { AuditEntry } from './auditEntries';
import { AUDITED_ENTITIES, changesOf, whenOf } from './auditEntries';
import { sideBySide } from './admin.css';

interface AuditFilters {
  entity: string | null;
  user: string;
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilters = { entity: null, user: '', from: '', to: '' };

/** The platform's query for the filters: entity type, user e-mail (partial) and a day range. */
function toQuery(filters: AuditFilters): Record<string, string> {
  return {
    ...(filters.entity ? { entityType: filters.entity } : {}),
    ...(filters.user.trim() ? { userEmail: filters.user.trim() } : {}),
    ...(filters.from ? { 'createdAt[after]': `${filters.from}T00:00:00` } : {}),
    ...(filters.to ? { 'createdAt[before]': `${filters.to}T23:59:59` } : {}),
  };
}

/** The audit log (super admin): every recorded change, newest first, filtered by entity, user and date. */
export function AuditScreen({ route }: ScreenProps) {
  const { LL, locale } = useI18n();
  const { client } = useApi();
  const T = LL.admin.audit;
  const C = LL.entities.common;
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const query = { page, itemsPerPage: pageSize, 'order[createdAt]': 'desc', ...toQuery(applied) };
  const list = useSWR(['audit-log', 'list', query], () => resources.auditLog.list(client, query));
  const apply = (filters: AuditFilters) => {
    setApplied(filters);
    setPage(1);
  };
  const dateLabels = {
    openCalendar: C.date.openCalendar(),
    previousMonth: C.date.previousMonth(),
    nextMonth: C.date.nextMonth(),
  };

  const columns: DataListColumn<AuditEntry>[] = [
    { id: 'createdAt', header: T.createdAt(), cell: whenOf },
    { id: 'entityType', header: T.entity(), cell: (entry) => entry.entityType ?? '' },
    {
      id: 'entityId',
      header: T.entityId(),
      isRowHeader: true,
      cell: (entry) =>
        entry.entityType && entry.entityId !== undefined ? (
          <Link
            href={pathFor('audit-history', { entity: entry.entityType, id: String(entry.entityId) })}
            aria-label={T.openHistory({ entity: entry.entityType, id: String(entry.entityId) })}
          >
            {String(entry.entityId)}
          </Link>
        ) : (
          ''
        ),
    },
    {
      id: 'action',
      header: T.action(),
      cell: (entry) =>
        (T.actions as Record<string, (() => string) | undefined>)[entry.action ?? '']?.() ??
        entry.action ??
        '',
    },
    { id: 'user', header: T.user(), cell: (entry) => entry.userEmail ?? T.unknownUser() },
    {
      id: 'changes',
      header: T.changes(),
      cell: (entry) =>
        changesOf(entry)
          .map((change) => change.field)
          .join(', '),
    },
  ];

  return (
    <EntityPage title={route.title(LL)}>
      <Stack gap="400">
        <Card description={T.intro()}>
          <Stack gap="300">
            <div className={sideBySide}>
              <Select
                label={T.filterEntity()}
                value={draft.entity ?? '*'}
                onChange={(value) =>
                  setDraft({ ...draft, entity: value === '*' || value === null ? null : value })
                }
                options={[
                  { id: '*', label: T.anyEntity() },
                  ...AUDITED_ENTITIES.map((entity) => ({ id: entity, label: entity })),
                ]}
              />
              <TextInput
                label={T.filterUser()}
                type="email"
                value={draft.user}
                onChange={(value) => setDraft({ ...draft, user: value ?? '' })}
              />
              <DateInput
                label={T.from()}
                value={draft.from}
                onChange={(value) => setDraft({ ...draft, from: value })}
                labels={dateLabels}
                locale={locale}
              />
              <DateInput
                label={T.to()}
                value={draft.to}
                onChange={(value) => setDraft({ ...draft, to: value })}
                labels={dateLabels}
                locale={locale}
              />
            </div>
            <Inline gap="200">
              <Button onPress={() => apply(draft)}>{T.apply()}</Button>
              <Button
                variant="secondary"
                onPress={() => {
                  setDraft(NO_FILTERS);
                  apply(NO_FILTERS);
                }}
              >
                {T.clear()}
              </Button>
            </Inline>
          </Stack>
        </Card>
        <DataList<AuditEntry>
          columns={columns}
          rows={(list.data?.items ?? []) as AuditEntry[]}
          getRowId={(entry) => String(entry.id)}
          total={list.data?.total ?? 0}
          page={page}
          onPageChange={setPage}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          isLoading={!list.data && !list.error}
          emptyMessage={T.empty()}
          error={
            list.error && !list.data
              ? {
                  message: T.loadFailed({ message: describeError(list.error, LL) }),
                  retryLabel: LL.common.retry(),
                  onRetry: () => void list.mutate(),
                }
              : null
          }
          labels={toDataListLabels(C, T.table())}
        />
      </Stack>
    </EntityPage>
  );
}
