import { getAuditLogFor, resources, useApi } from '@backoffice/api';
import { Card, EmptyState, Stack } from '@backoffice/ui';
import useSWR from 'swr';

import { EntityPage } from '../../entities/EntityPage';
import { useI18n } from '../../i18n/I18nProvider';
import type { ScreenProps } from '../screenTypes';
import { timeline } from './admin.css';
import type { AuditEntry, FieldChange } from './auditEntries';
import { changesOf, newestFirst, whenOf } from './auditEntries';
import { cellText, StaticTable } from './StaticTable';

/**
 * The history of one entity (`/audit/{entity}/{id}`, GET auditLog/{type}/{id}) or of every entity of a type
 * (`/audit/{entity}`): a timeline of its changes, newest first, each with who made it and every field's old and
 * new value.
 */
export function AuditHistoryScreen({ params }: ScreenProps) {
  const { LL } = useI18n();
  const { client } = useApi();
  const T = LL.admin.audit;
  const entity = params.entity ?? '';
  const id = params.id;
  const history = useSWR(['audit-log', 'history', entity, id ?? '*'], async () =>
    id
      ? (await getAuditLogFor(client, entity, id)).items
      : (await resources.auditLog.list(client, { entityType: entity, itemsPerPage: 100 })).items,
  );
  const entries = newestFirst((history.data ?? []) as AuditEntry[]);
  const actionOf = (entry: AuditEntry) =>
    (T.actions as Record<string, (() => string) | undefined>)[entry.action ?? '']?.() ?? entry.action ?? '';
  const valueText = (value: unknown) => {
    const text = cellText(value);
    return text === '' ? T.emptyValue() : text;
  };

  return (
    <EntityPage
      title={id ? T.history({ entity, id }) : T.historyOfType({ entity })}
      isLoading={!history.data && !history.error}
      loadFailed={history.error && !history.data ? () => void history.mutate() : undefined}
    >
      {entries.length === 0 ? (
        <EmptyState heading={T.noHistory()} />
      ) : (
        <ol className={timeline} aria-label={T.timeline()}>
          {entries.map((entry) => {
            // The time is part of the entry's title: each entry is a region (its card) holding a table, and
            // regions and tables of one page need names of their own (axe: landmark-unique).
            const heading = `${T.byUser({ action: actionOf(entry), user: entry.userEmail ?? T.unknownUser() })}, ${whenOf(entry)}`;
            const subject = id ? undefined : `${entry.entityType ?? entity} ${String(entry.entityId ?? '')}`;
            return (
              <li key={String(entry.id)}>
                <Card title={heading} {...(subject ? { description: subject } : {})}>
                  <Stack gap="200">
                    <StaticTable<FieldChange>
                      name={heading}
                      columns={[
                        { id: 'field', header: T.field(), isRowHeader: true, cell: (change) => change.field },
                        { id: 'before', header: T.oldValue(), cell: (change) => valueText(change.before) },
                        { id: 'after', header: T.newValue(), cell: (change) => valueText(change.after) },
                      ]}
                      rows={changesOf(entry)}
                      getRowId={(change) => change.field}
                      emptyMessage={T.emptyValue()}
                    />
                  </Stack>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </EntityPage>
  );
}
