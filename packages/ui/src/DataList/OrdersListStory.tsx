/**
 * Story-only: a DataList over the 100 fixture orders, with the paging, sorting, search and quick filters an app
 * would do on its server done here in memory, so that every interaction of the stories changes what is shown.
 */
import type { Order } from '@backoffice/domain';
import { formatDate, formatDateTime, formatMoney, formatPersonName } from '@backoffice/domain';
import { useState } from 'react';

import type { MenuAction } from '../Menu/Menu';
import { OrderStatusChip } from '../StatusChip/StatusChip';
import type { DataListColumn, DataListProps, DataListSort } from './DataList';
import { DataList } from './DataList';
import {
  columnHeaders,
  fixtureNow,
  listLabels,
  messages,
  orders,
  quickFilters,
  rowActionLabels,
  statusText,
} from './fixtures';

const utc = { timeZone: 'UTC' };

export const orderColumns: DataListColumn<Order>[] = [
  {
    id: 'identifier',
    header: columnHeaders.identifier,
    width: 120,
    sortable: true,
    cell: (order) => (
      <>
        <strong>{order.identifier}</strong>
        <br />
        {formatDateTime(order.createdAt, utc)}
      </>
    ),
  },
  {
    id: 'status',
    header: columnHeaders.status,
    sortable: true,
    cell: (order) => <OrderStatusChip status={order.status} label={statusText[order.status]} />,
  },
  {
    id: 'restaurant',
    header: columnHeaders.restaurant,
    sortable: true,
    cell: (order) => order.restaurantName,
  },
  {
    id: 'customer',
    header: columnHeaders.customer,
    cell: (order) => formatPersonName(order.userProfile, 'en'),
  },
  {
    id: 'total',
    header: columnHeaders.total,
    align: 'end',
    sortable: true,
    cell: (order) => formatMoney(order.priceTotal ?? 0, order.currency ?? 'HUF', 'en-GB'),
  },
];

/** Module-level, so the list's row cache survives re-renders (it depends on `rowActions`). */
const orderRowActions = (order: Order): MenuAction[] => [
  { id: 'approve', label: rowActionLabels.approve, isDisabled: order.status !== 'new' },
  { id: 'resend', label: rowActionLabels.resend },
  { id: 'preview', label: rowActionLabels.preview },
  { id: 'cancel', label: rowActionLabels.cancel, tone: 'critical' },
];

const sortKeys: Record<string, (order: Order) => string | number> = {
  identifier: (order) => order.createdAt,
  status: (order) => order.status,
  restaurant: (order) => order.restaurantName ?? '',
  total: (order) => order.priceTotal ?? 0,
};

/** The story list's own props: starting state plus spies for every intent the list reports. */
export interface OrdersListStoryProps extends Partial<
  Omit<DataListProps<Order>, 'columns' | 'rows' | 'getRowId' | 'total' | 'labels' | 'emptyMessage'>
> {
  /** Show selection checkboxes. */
  isSelectable?: boolean;
  /** Show the row actions menu. */
  hasRowActions?: boolean;
  /** Show the quick filter chips. */
  hasQuickFilters?: boolean;
  /** Show the search box. */
  hasSearch?: boolean;
  /** The rows to serve (defaults to the 100 fixture orders). */
  source?: readonly Order[];
}

/**
 * The orders list of the stories (spec: orders table, admin view; default sort creation date descending): a
 * {@link DataList} with its page, sort, selection and filters held in state, as a screen would hold them.
 */
export function OrdersListStory({
  isSelectable = false,
  hasRowActions = false,
  hasQuickFilters = false,
  hasSearch = false,
  source = orders,
  page: initialPage = 1,
  pageSize: initialPageSize,
  sort: initialSort = { column: 'identifier', direction: 'descending' },
  selectedIds: initialSelected = new Set(),
  activeQuickFilters: initialQuick = [],
  search: initialSearch = '',
  ...props
}: OrdersListStoryProps) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialPageSize ?? 50);
  const [sort, setSort] = useState<DataListSort>(initialSort);
  const [selected, setSelected] = useState<ReadonlySet<string>>(initialSelected);
  const [quick, setQuick] = useState<readonly string[]>(initialQuick);
  const [search, setSearch] = useState(initialSearch);

  const needle = search.trim().toLowerCase();
  const statuses = quick.filter((id) => id in statusText);
  const days = quick.flatMap((id) => (id === 'today' ? [0] : id === 'tomorrow' ? [1] : []));
  const dayOf = (offset: number) => formatDate(new Date(fixtureNow.getTime() + offset * 86_400_000), utc);
  const matching = source.filter(
    (order) =>
      (needle === '' ||
        [order.identifier, order.restaurantName ?? '', formatPersonName(order.userProfile, 'en')].some(
          (text) => text.toLowerCase().includes(needle),
        )) &&
      (statuses.length === 0 || statuses.includes(order.status)) &&
      (days.length === 0 || days.some((offset) => formatDate(order.createdAt, utc) === dayOf(offset))),
  );
  const key = sortKeys[sort.column] ?? sortKeys.identifier;
  const sorted = key
    ? [...matching].sort((a, b) => {
        const left = key(a);
        const right = key(b);
        const order = left < right ? -1 : left > right ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      })
    : matching;
  const rows = sorted.slice((page - 1) * pageSize, page * pageSize);

  return (
    <DataList<Order>
      columns={orderColumns}
      rows={rows}
      getRowId={(order) => order.id}
      total={matching.length}
      labels={listLabels}
      emptyMessage={messages.empty}
      page={page}
      pageSize={pageSize}
      sort={sort}
      {...props}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        props.onPageSizeChange?.(next);
      }}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selectedIds={selected}
      onSelectionChange={
        isSelectable
          ? (ids) => {
              setSelected(ids);
              props.onSelectionChange?.(ids);
            }
          : undefined
      }
      rowActions={hasRowActions ? orderRowActions : undefined}
      search={search}
      onSearchChange={
        hasSearch
          ? (next) => {
              setSearch(next);
              setPage(1);
              props.onSearchChange?.(next);
            }
          : undefined
      }
      quickFilters={hasQuickFilters ? quickFilters : undefined}
      activeQuickFilters={quick}
      onQuickFiltersChange={(next) => {
        setQuick(next);
        setPage(1);
        props.onQuickFiltersChange?.(next);
      }}
    />
  );
}
