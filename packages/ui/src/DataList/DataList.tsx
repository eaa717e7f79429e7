import { LIMITS } from '@backoffice/domain';
import type { ReactNode } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';

import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { MenuAction } from '../Menu/Menu';
import { Menu } from '../Menu/Menu';
import { visuallyHidden } from '../private/visuallyHidden.css';
import {
  bone,
  cell,
  column,
  columnInner,
  errorMessage,
  footer,
  footerActions as footerActionsStyle,
  footerEnd,
  root,
  row as rowStyle,
  selectionCell,
  sortIndicator,
  stateBody,
  stateCell,
  summary,
  table,
  tableFrame,
  toolbar,
  toolbarActions as toolbarActionsStyle,
} from './DataList.css';
import type { DataListQuickFilter } from './DataListQuickFilters';
import { DataListQuickFilters } from './DataListQuickFilters';
import { DataListSearch } from './DataListSearch';
import { pageCountOf } from './pageWindow';
import { PageSizeSelect } from './PageSizeSelect';
import type { PaginatorLabels } from './Paginator';
import { Paginator } from './Paginator';
import { SelectionCheckbox } from './SelectionCheckbox';

/** Cell alignments. */
export const dataListAligns = ['start', 'center', 'end'] as const;

/** One column of a {@link DataList}. */
export interface DataListColumn<Row> {
  /** Stable id; also what `sort.column` names. */
  id: string;
  /** The header text. */
  header: string;
  /** Renders the row's cell (format money, names and dates through @backoffice/domain). */
  cell: (row: Row) => ReactNode;
  /**
   * The header sorts by this column on click, Enter or Space (`data-allows-sorting`).
   * @default false
   */
  sortable?: boolean;
  /**
   * Text alignment (`data-align`); use `end` for amounts.
   * @default 'start'
   */
  align?: (typeof dataListAligns)[number];
  /** A fixed width in px (e.g. the spec's 120 px identifier column); otherwise the content decides. */
  width?: number;
  /**
   * Announced as the row's name when moving between rows; the first column is the row header unless another
   * column says so.
   */
  isRowHeader?: boolean;
}

/** Sort directions. */
export const sortDirections = ['ascending', 'descending'] as const;

/** The applied sort. */
export interface DataListSort {
  column: string;
  direction: (typeof sortDirections)[number];
}

/** The error state: what went wrong and how to try again. */
export interface DataListError {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/** Texts of {@link DataList}. */
export interface DataListLabels extends PaginatorLabels {
  /** The table's accessible name. */
  table: string;
  /** The search box's label. */
  search: string;
  /** The quick filter group's name. */
  quickFilters: string;
  /** The page-size select's label (e.g. "Rows per page"). */
  pageSize: string;
  /** The select-all checkbox's name (selects every row on this page). */
  selectAll: string;
  /** A row checkbox's name; the row header is read with it. */
  selectRow: string;
  /** The row actions column header and menu button name. */
  rowActions: string;
  /** Announced while rows load. */
  loading: string;
  /** The range under the table, e.g. `(from, to, total) => \`${from}–${to} of ${total}\``. */
  range: (from: number, to: number, total: number) => string;
}

/** Props of {@link DataList}. */
export interface DataListProps<Row> {
  /** The columns, in order. */
  columns: readonly DataListColumn<Row>[];
  /** The rows of the current page, already fetched, filtered and sorted by the app. */
  rows: readonly Row[];
  /** A row's stable id (selection, highlight and React keys use it). */
  getRowId: (row: Row) => string;
  /** How many rows match in all pages. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  /** Runs with the page the user chose. */
  onPageChange: (page: number) => void;
  /**
   * Rows per page.
   * @default LIMITS.defaultPageSize (50)
   */
  pageSize?: number;
  /** Runs with a new page size; the app should go back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * The page-size choices.
   * @default LIMITS.pageSizes (25, 50, 75, 100)
   */
  pageSizes?: readonly number[];
  /** The applied sort (`aria-sort` on its header). */
  sort?: DataListSort;
  /** Runs when a sortable header is clicked or pressed with Enter. */
  onSortChange?: (sort: DataListSort) => void;
  /** Selected row ids, from any page. Selection checkboxes show when `onSelectionChange` is set. */
  selectedIds?: ReadonlySet<string>;
  /**
   * Runs with every selected id: this page's choice plus the selection kept from other pages. The header
   * checkbox selects every row of this page.
   */
  onSelectionChange?: (ids: Set<string>) => void;
  /**
   * The actions of a row's menu; omit for no actions column. Keep it stable (module function or useCallback),
   * like `columns` and `labels`: rows are re-rendered only when these or the rows themselves change.
   */
  rowActions?: (row: Row) => MenuAction[];
  /** Runs with the chosen action's id and its row. */
  onRowAction?: (actionId: string, row: Row) => void;
  /**
   * Rows just changed by a realtime event: they flash for 700 ms (`data-highlighted`). The app removes the
   * ids after LIMITS.realtimeHighlightMs; with reduced motion the rows stay tinted until then instead.
   */
  highlightedIds?: ReadonlySet<string>;
  /** The applied search; the search box shows when `onSearchChange` is set. */
  search?: string;
  /** Runs 800 ms after typing pauses, or at once on Enter. */
  onSearchChange?: (search: string) => void;
  /** Quick filter chips, shown in the toolbar. */
  quickFilters?: readonly DataListQuickFilter[];
  /** The ids of the quick filters that are on. */
  activeQuickFilters?: readonly string[];
  /** Runs with the quick filters that are on after a toggle. */
  onQuickFiltersChange?: (active: string[]) => void;
  /** More toolbar content, at its end (e.g. the filter panel and add-filter buttons). */
  toolbarActions?: ReactNode;
  /** Actions in the footer, at its start (e.g. the Export button). */
  footerActions?: ReactNode;
  /** Rows are loading: skeleton rows, `aria-busy` on the table frame. */
  isLoading?: boolean;
  /**
   * Skeleton rows shown while loading.
   * @default 5
   */
  loadingRowCount?: number;
  /** What the body says when there are no rows. */
  emptyMessage: ReactNode;
  /** The error state replaces the rows when set. */
  error?: DataListError | null;
  /** Texts. */
  labels: DataListLabels;
}

const selectionColumnId = '__selection';
const actionsColumnId = '__actions';

/**
 * The generic paginated list (spec part 2, section 2): a controlled, data-agnostic table on RAC `Table` with
 * sortable headers, checkbox selection, a row actions menu, a search box and quick filters above, and the
 * range, page size and paginator below. The app fetches; the list renders and reports intent.
 *
 * States: `data-selected`, `data-highlighted`, `data-focus-visible` on rows, `data-sort-direction` on headers,
 * `aria-busy` on the frame while loading.
 */
export function DataList<Row>({
  columns,
  rows,
  getRowId,
  total,
  page,
  onPageChange,
  pageSize = LIMITS.defaultPageSize,
  onPageSizeChange,
  pageSizes = LIMITS.pageSizes,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  rowActions,
  onRowAction,
  highlightedIds,
  search,
  onSearchChange,
  quickFilters,
  activeQuickFilters = [],
  onQuickFiltersChange,
  toolbarActions,
  footerActions,
  isLoading = false,
  loadingRowCount = 5,
  emptyMessage,
  error,
  labels,
}: DataListProps<Row>) {
  const isSelectable = onSelectionChange !== undefined;
  const hasActions = rowActions !== undefined;
  const shownRows = isLoading || error ? [] : rows;
  const pageIds = shownRows.map(getRowId);
  const selectedOnPage = new Set(pageIds.filter((id) => selectedIds?.has(id)));
  const rowHeaderId = columns.find((candidate) => candidate.isRowHeader)?.id ?? columns[0]?.id;
  const rowHeaderIndex =
    columns.findIndex((candidate) => candidate.id === rowHeaderId) + (isSelectable ? 1 : 0);
  const pageCount = pageCountOf(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const colSpan = columns.length + (isSelectable ? 1 : 0) + (hasActions ? 1 : 0);

  const changeSelection = (keys: Selection) => {
    if (!onSelectionChange) return;
    const onPage = keys === 'all' ? pageIds : pageIds.filter((id) => keys.has(id));
    const kept = [...(selectedIds ?? [])].filter((id) => !pageIds.includes(id));
    onSelectionChange(new Set([...kept, ...onPage]));
  };

  const changeSort = (descriptor: SortDescriptor) => {
    onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction });
  };

  const hasToolbar = onSearchChange !== undefined || (quickFilters?.length ?? 0) > 0 || toolbarActions;

  return (
    <div className={root}>
      {hasToolbar ? (
        <div className={toolbar}>
          {onSearchChange ? (
            <DataListSearch value={search ?? ''} onChange={onSearchChange} label={labels.search} />
          ) : null}
          {quickFilters && quickFilters.length > 0 && onQuickFiltersChange ? (
            <DataListQuickFilters
              filters={quickFilters}
              active={activeQuickFilters}
              onChange={onQuickFiltersChange}
              label={labels.quickFilters}
            />
          ) : null}
          {toolbarActions ? <div className={toolbarActionsStyle}>{toolbarActions}</div> : null}
        </div>
      ) : null}
      <div className={tableFrame} aria-busy={isLoading || undefined}>
        {isLoading ? (
          <span role="status" className={visuallyHidden}>
            {labels.loading}
          </span>
        ) : null}
        <Table
          aria-label={labels.table}
          className={table}
          sortDescriptor={sort}
          onSortChange={changeSort}
          selectionMode={isSelectable && !isLoading ? 'multiple' : 'none'}
          selectedKeys={selectedOnPage}
          onSelectionChange={changeSelection}
        >
          <TableHeader>
            {isSelectable ? (
              <Column id={selectionColumnId} className={`${column} ${selectionCell}`}>
                <SelectionCheckbox label={labels.selectAll} />
              </Column>
            ) : null}
            {columns.map((definition) => (
              <Column
                key={definition.id}
                id={definition.id}
                isRowHeader={definition.id === rowHeaderId}
                allowsSorting={definition.sortable ?? false}
                textValue={definition.header}
                data-align={definition.align ?? 'start'}
                className={column}
                style={definition.width ? { width: definition.width, minWidth: definition.width } : undefined}
              >
                <span className={columnInner}>
                  {definition.header}
                  {definition.sortable ? (
                    <span className={sortIndicator} aria-hidden="true">
                      <Icon name="chevronDown" size="sm" />
                    </span>
                  ) : null}
                </span>
              </Column>
            ))}
            {hasActions ? (
              <Column id={actionsColumnId} className={column} data-align="end" textValue={labels.rowActions}>
                <span className={visuallyHidden}>{labels.rowActions}</span>
              </Column>
            ) : null}
          </TableHeader>
          {isLoading ? (
            <TableBody>
              {Array.from({ length: loadingRowCount }, (_, index) => (
                <Row key={index} id={`skeleton-${index}`} className={rowStyle}>
                  {Array.from({ length: colSpan }, (_unused, cellIndex) => (
                    <Cell key={cellIndex} className={cell}>
                      <span className={bone} aria-hidden="true" />
                      {/* The row header cell needs a name: a placeholder row reads as "loading". */}
                      {cellIndex === rowHeaderIndex ? (
                        <span className={visuallyHidden}>{labels.loading}</span>
                      ) : null}
                    </Cell>
                  ))}
                </Row>
              ))}
            </TableBody>
          ) : (
            <TableBody
              items={shownRows}
              dependencies={[columns, highlightedIds, rowActions, onRowAction, isSelectable, labels]}
              renderEmptyState={() => (
                <div className={stateCell}>
                  {error ? (
                    <div className={stateBody}>
                      <span className={errorMessage}>
                        <Icon name="alert" size="sm" /> {error.message}
                      </span>
                      <Button variant="secondary" onPress={error.onRetry}>
                        {error.retryLabel}
                      </Button>
                    </div>
                  ) : (
                    emptyMessage
                  )}
                </div>
              )}
            >
              {(item: Row) => {
                const id = getRowId(item);
                return (
                  <Row id={id} className={rowStyle} data-highlighted={highlightedIds?.has(id) || undefined}>
                    {isSelectable ? (
                      <Cell className={cell}>
                        <SelectionCheckbox label={labels.selectRow} />
                      </Cell>
                    ) : null}
                    {columns.map((definition) => (
                      <Cell key={definition.id} className={cell} data-align={definition.align ?? 'start'}>
                        {definition.cell(item)}
                      </Cell>
                    ))}
                    {hasActions ? (
                      <Cell className={cell} data-align="end">
                        <Menu
                          items={rowActions(item)}
                          onAction={(actionId) => onRowAction?.(actionId, item)}
                          triggerLabel={labels.rowActions}
                        />
                      </Cell>
                    ) : null}
                  </Row>
                );
              }}
            </TableBody>
          )}
        </Table>
      </div>
      <div className={footer}>
        {footerActions ? <div className={footerActionsStyle}>{footerActions}</div> : null}
        <div className={footerEnd}>
          <span className={summary}>{labels.range(from, to, total)}</span>
          {onPageSizeChange ? (
            <PageSizeSelect
              value={pageSize}
              options={pageSizes}
              onChange={onPageSizeChange}
              label={labels.pageSize}
            />
          ) : null}
          <Paginator page={page} pageCount={pageCount} onPageChange={onPageChange} labels={labels} />
        </div>
      </div>
    </div>
  );
}
