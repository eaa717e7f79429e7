import type { DataListColumn } from '@backoffice/ui';
import { DataList } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { toDataListLabels } from '../../i18n/listLabels';

/** Props of {@link StaticTable}. */
export interface StaticTableProps<Row> {
  /** The table's accessible name. */
  name: string;
  columns: readonly DataListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  emptyMessage: string;
  isLoading?: boolean;
}

/**
 * The kit's DataList for rows that arrive whole (results, timelines, live data): one page that holds them all,
 * no paging, sorting or selection.
 */
export function StaticTable<Row>({
  name,
  columns,
  rows,
  getRowId,
  emptyMessage,
  isLoading,
}: StaticTableProps<Row>) {
  const { LL } = useI18n();
  return (
    <DataList<Row>
      columns={columns}
      rows={rows}
      getRowId={getRowId}
      total={rows.length}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      isLoading={isLoading ?? false}
      emptyMessage={emptyMessage}
      // The paginator's landmark is named after its table: a page may hold several static tables (an audit
      // history's entries), and navigation landmarks of one page need names of their own (axe: landmark-unique).
      labels={{
        ...toDataListLabels(LL.entities.common, name),
        navigation: LL.entities.common.navigationOf({ name }),
      }}
    />
  );
}

/** A cell's text for any value: objects and lists as JSON, nothing as an empty text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
