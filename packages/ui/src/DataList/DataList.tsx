import { LIMITS } from '@backoffice/domain';
import type { MouseEvent as ReactMouseEvent, ReactElement, ReactNode } from 'react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { MenuAction } from '../Menu/Menu';
import { visuallyHidden } from '../private/visuallyHidden.css';
import {
  bone,
  cell,
  column,
  errorMessage,
  footer,
  footerActions as footerActionsStyle,
  footerEnd,
  root,
  row as rowStyle,
  selectionCell,
  sortButton,
  sortIndicator,
  stateBody,
  stateCell,
  summary,
  table,
  tableFrame,
  toolbar,
  toolbarActions as toolbarActionsStyle,
  updatingBar,
} from './DataList.css';
import type { DataListQuickFilter } from './DataListQuickFilters';
import { DataListQuickFilters } from './DataListQuickFilters';
import { DataListSearch } from './DataListSearch';
import { pageCountOf } from './pageWindow';
import { PageSizeSelect } from './PageSizeSelect';
import { RowActionsMenu } from './RowActionsMenu';
import type { PaginatorLabels } from './Paginator';
import { Paginator } from './Paginator';
import { SelectionCheckbox } from './SelectionCheckbox';
import { unreadable as unreadableStyle } from './UnreadableRecord.css';
import type { UnreadableRecordData, UnreadableRecordLabels } from './UnreadableRecord';
import { UnreadableRecordContent } from './UnreadableRecord';

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
   * The header is a button that sorts by this column (ascending first, then flips).
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
   * The row's name: its cell is a row header (`<th scope="row">`), read with every other cell of the row and
   * with the row's checkbox. The first column is the row header unless another column says so.
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
  /** A row checkbox's name; the row header's text follows it (e.g. "Select order A-1000"). */
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
   * like `columns`: rows are re-rendered only when these, the row texts of `labels` or the rows themselves change.
   */
  rowActions?: (row: Row) => MenuAction[];
  /** Runs with the chosen action's id and its row. */
  onRowAction?: (actionId: string, row: Row) => void;
  /**
   * Opens a row when it is clicked outside its controls (links, buttons, checkboxes, menus) and no text is being
   * selected; the event tells whether a modifier asked for a new tab. Keyboard users open the row through a link
   * in one of its cells (usually the row header), which the app renders.
   */
  onRowOpen?: (row: Row, event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => void;
  /**
   * Runs when the pointer enters a row or focus moves into it: the moment to prefetch what opening it needs.
   */
  onRowIntent?: (row: Row) => void;
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
  /** Rows are loading: skeleton rows (hidden from assistive technology), `aria-busy` on the table frame. */
  isLoading?: boolean;
  /**
   * The rows shown are those of the previous search, filters, sort or page while the new ones load: they stay in
   * place at full strength, a bar sweeps along the table's top edge after a moment (`data-updating` on the table
   * frame), and the frame is `aria-busy` with the loading text in its status region. Rows on both pages that did not change are the same objects (the api's list hooks
   * keep them so) and do not render again.
   */
  isUpdating?: boolean;
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
  /**
   * Records of this page that arrived but could not be read (the api list's `unreadable`), each shown as one
   * marked row spanning the table, at its `index` among the rows (rows in the order the platform sent them), with
   * the title, the record's id and the failing field. Marked rows have no checkbox, actions or opening.
   */
  unreadableRows?: readonly UnreadableRecordData[];
  /** Texts of the marked rows ("This order cannot be shown"); needed with `unreadableRows`. */
  unreadableLabels?: UnreadableRecordLabels;
}

/** The page a list shows: its rows and what is said about them, taken over together once rendered. */
interface ShownPage<Row> {
  rows: readonly Row[];
  unreadableRows: readonly UnreadableRecordData[];
  total: number;
  isLoading: boolean;
  error: DataListError | null;
}

const NO_ROWS: readonly never[] = [];
const NO_RECORDS: readonly UnreadableRecordData[] = [];

/** The rows of the page with the unreadable records put back at the positions they were sent at. */
function interleave<Row>(
  rows: readonly Row[],
  unreadableRows: readonly UnreadableRecordData[],
): Array<{ row: Row; index: number } | { unreadable: UnreadableRecordData }> {
  const marked = [...unreadableRows].sort((a, b) => a.index - b.index);
  const out: Array<{ row: Row; index: number } | { unreadable: UnreadableRecordData }> = [];
  let next = 0;
  rows.forEach((row, index) => {
    while (next < marked.length && (marked[next]?.index ?? 0) <= out.length) {
      out.push({ unreadable: marked[next] as UnreadableRecordData });
      next += 1;
    }
    out.push({ row, index });
  });
  for (const rest of marked.slice(next)) out.push({ unreadable: rest });
  return out;
}

/** What a body row needs; every callback is stable, so a row renders again only when its own data changes. */
interface BodyRowProps<Row> {
  item: Row;
  id: string;
  columns: readonly DataListColumn<Row>[];
  rowHeaderId: string | undefined;
  isSelectable: boolean;
  isSelected: boolean;
  isHighlighted: boolean;
  rowActions: ((row: Row) => MenuAction[]) | undefined;
  onRowAction: (actionId: string, row: Row) => void;
  onToggle: (id: string, isSelected: boolean) => void;
  /** Set when rows open on click (stable). */
  onOpen: ((row: Row, event: ReactMouseEvent<HTMLTableRowElement>) => void) | undefined;
  /** Set when the app prefetches on intent (stable). */
  onIntent: ((row: Row) => void) | undefined;
  /** The two texts a row shows, as strings: a new labels object with the same texts renders no row again. */
  selectRowLabel: string;
  rowActionsLabel: string;
}

function BodyRowView<Row>({
  item,
  id,
  columns,
  rowHeaderId,
  isSelectable,
  isSelected,
  isHighlighted,
  rowActions,
  onRowAction,
  onToggle,
  onOpen,
  onIntent,
  selectRowLabel,
  rowActionsLabel,
}: BodyRowProps<Row>) {
  const headerCellId = useId();
  const checkboxId = useId();
  return (
    <tr
      className={rowStyle}
      data-selected={isSelected || undefined}
      data-highlighted={isHighlighted || undefined}
      data-opens={onOpen ? true : undefined}
      onClick={onOpen ? (event) => onOpen(item, event) : undefined}
      onPointerEnter={onIntent ? () => onIntent(item) : undefined}
      onFocus={onIntent ? () => onIntent(item) : undefined}
    >
      {isSelectable ? (
        <td className={`${cell} ${selectionCell}`}>
          <SelectionCheckbox
            id={checkboxId}
            label={selectRowLabel}
            labelledBy={`${checkboxId} ${headerCellId}`}
            isSelected={isSelected}
            onChange={(selected) => onToggle(id, selected)}
          />
        </td>
      ) : null}
      {columns.map((definition) =>
        definition.id === rowHeaderId ? (
          <th
            key={definition.id}
            id={headerCellId}
            scope="row"
            className={cell}
            data-align={definition.align ?? 'start'}
          >
            {definition.cell(item)}
          </th>
        ) : (
          <td key={definition.id} className={cell} data-align={definition.align ?? 'start'}>
            {definition.cell(item)}
          </td>
        ),
      )}
      {rowActions ? (
        <td className={cell} data-align="end">
          <RowActionsMenu
            getItems={() => rowActions(item)}
            onAction={(actionId) => onRowAction(actionId, item)}
            label={rowActionsLabel}
          />
        </td>
      ) : null}
    </tr>
  );
}

/** What inside a row handles its own clicks (a row click there is not an open). */
const ROW_CONTROLS =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="menu"], [role="menuitem"], [role="dialog"], [contenteditable="true"]';

/** `memo` keeps the row's generic type (React's typing of `memo` drops it). */
const BodyRow = memo(BodyRowView) as <Row>(props: BodyRowProps<Row>) => ReactElement;

/**
 * Keeps the latest value for callbacks that must stay the same function across renders: the memoised rows get
 * stable handlers while the handlers still see the current props.
 */
function useLatest<Value>(value: Value) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The generic paginated list (spec part 2, section 2): a controlled, data-agnostic semantic table with sortable
 * column headers, checkbox selection, a row actions menu, a search box and quick filters above, and the range,
 * page size and paginator below. The app fetches; the list renders and reports intent.
 *
 * A plain `<table>` rather than an ARIA grid: every control in it (sort buttons, checkboxes, menu buttons, links)
 * is in the tab order and works as itself, screen readers get the table's row and column headers, and 100 rows
 * render in a fraction of the time (see the README's figures). Rows are memoised: a sort only moves them, and a
 * selection or highlight renders only the rows it changes.
 *
 * States: `data-selected` and `data-highlighted` on rows, `aria-sort` and `data-sort-direction` on the sorted
 * header, `aria-busy` on the frame while loading.
 *
 * **When to use:** DataList is for any paginated, sortable list of records fetched from the platform:
 * orders, restaurants, companies, invoices, every entity list screen. The screen fetches; the list renders
 * the page, selection, sorting, row actions, search and quick filters and reports what the user wants.
 *
 * **When not to use:** A few rows that never page have their own components ({@link OrderLineItems},
 * {@link CanteenSubOrderList}) or are a plain list in a {@link Card}; rows the user orders by hand are a
 * {@link ReorderableList}; the live order cards are an {@link OrderCardList}.
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
  onRowOpen,
  onRowIntent,
  highlightedIds,
  search,
  onSearchChange,
  quickFilters,
  activeQuickFilters = [],
  onQuickFiltersChange,
  toolbarActions,
  footerActions,
  isLoading = false,
  isUpdating = false,
  loadingRowCount = 5,
  emptyMessage,
  error,
  labels,
  unreadableRows = NO_RECORDS,
  unreadableLabels,
}: DataListProps<Row>) {
  // The first page after the skeleton renders in a transition: 100 rows are a long render, and React renders a
  // transition in slices, so the screen starting up answers typing, scrolling and clicks meanwhile (the skeleton
  // stays until the rows are in). A later page (a search, a sort, the next page) replaces the rows shown at once:
  // the user is waiting for exactly those rows, and slices would only add their yields to that wait. Everything
  // the rows decide (the range, the select-all box) comes from the shown page, so the table never mixes two.
  const current = useMemo(
    (): ShownPage<Row> => ({
      // Any empty list is the same one, so that a parent passing a new `[]` each render defers nothing.
      rows: rows.length === 0 ? NO_ROWS : rows,
      unreadableRows: unreadableRows.length === 0 ? NO_RECORDS : unreadableRows,
      total,
      isLoading,
      error: error ?? null,
    }),
    [rows, unreadableRows, total, isLoading, error],
  );
  const deferred = useDeferredValue(current);
  const shown = deferred.isLoading ? deferred : current;
  const isRendering = shown !== current;
  const isSelectable = onSelectionChange !== undefined;
  const hasActions = rowActions !== undefined;
  const shownRows = shown.isLoading || shown.error ? NO_ROWS : shown.rows;
  const pageIds = shownRows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selectedIds?.has(id)).length;
  const rowHeaderId = columns.find((candidate) => candidate.isRowHeader)?.id ?? columns[0]?.id;
  const pageCount = pageCountOf(shown.total, pageSize);
  const from = shown.total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(shown.total, page * pageSize);
  const colSpan = columns.length + (isSelectable ? 1 : 0) + (hasActions ? 1 : 0);
  const markedRows = shown.isLoading || shown.error || !unreadableLabels ? NO_RECORDS : shown.unreadableRows;
  const isBusy = shown.isLoading || isUpdating || isRendering;

  const latest = useLatest({ selectedIds, onSelectionChange, onRowAction, onRowOpen, onRowIntent });
  const toggleRow = useCallback(
    (id: string, isSelected: boolean) => {
      const { selectedIds: current, onSelectionChange: report } = latest.current;
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      report?.(next);
    },
    [latest],
  );
  const runRowAction = useCallback(
    (actionId: string, row: Row) => latest.current.onRowAction?.(actionId, row),
    [latest],
  );
  const openRow = useCallback(
    (row: Row, event: ReactMouseEvent<HTMLTableRowElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      // A click on one of the row's own controls is that control's; a drag that selected text is a selection.
      if (target?.closest(ROW_CONTROLS)) return;
      if (!(window.getSelection()?.isCollapsed ?? true)) return;
      latest.current.onRowOpen?.(row, event);
    },
    [latest],
  );
  const rowIntent = useCallback((row: Row) => latest.current.onRowIntent?.(row), [latest]);

  const toggleAll = (isSelected: boolean) => {
    const next = new Set(selectedIds);
    for (const id of pageIds) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    onSelectionChange?.(next);
  };

  const sortBy = (columnId: string) => {
    const direction =
      sort?.column === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange?.({ column: columnId, direction });
  };

  const frameRef = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(frameRef);
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
      <div
        ref={frameRef}
        className={tableFrame}
        aria-busy={isBusy || undefined}
        data-updating={(isBusy && !shown.isLoading) || undefined}
        // A frame that scrolls sideways takes focus, so keyboard users can scroll it too: a table with no control
        // of its own would otherwise be out of their reach (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={scrollsSideways ? 0 : undefined}
      >
        {isBusy ? (
          <span role="status" className={visuallyHidden}>
            {labels.loading}
          </span>
        ) : null}
        {isBusy && !shown.isLoading ? <span className={updatingBar} aria-hidden="true" /> : null}
        <table aria-label={labels.table} className={table}>
          <thead>
            <tr>
              {isSelectable ? (
                <th scope="col" className={`${column} ${selectionCell}`}>
                  <SelectionCheckbox
                    label={labels.selectAll}
                    isSelected={pageIds.length > 0 && selectedOnPage === pageIds.length}
                    isIndeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                    isDisabled={shown.isLoading || pageIds.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((definition) => {
                const direction = sort?.column === definition.id ? sort.direction : undefined;
                return (
                  <th
                    key={definition.id}
                    scope="col"
                    aria-sort={direction}
                    data-sort-direction={direction}
                    data-align={definition.align ?? 'start'}
                    className={column}
                    style={
                      definition.width ? { width: definition.width, minWidth: definition.width } : undefined
                    }
                  >
                    {definition.sortable ? (
                      <button type="button" className={sortButton} onClick={() => sortBy(definition.id)}>
                        {definition.header}
                        <span className={sortIndicator} aria-hidden="true">
                          <Icon name="chevronDown" size="sm" />
                        </span>
                      </button>
                    ) : (
                      definition.header
                    )}
                  </th>
                );
              })}
              {hasActions ? (
                <th scope="col" className={column} data-align="end">
                  <span className={visuallyHidden}>{labels.rowActions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {shown.isLoading ? (
              Array.from({ length: loadingRowCount }, (_, index) => (
                <tr key={index} className={rowStyle} aria-hidden="true">
                  {Array.from({ length: colSpan }, (_unused, cellIndex) => (
                    <td key={cellIndex} className={cell}>
                      <span className={bone} />
                    </td>
                  ))}
                </tr>
              ))
            ) : shownRows.length === 0 && markedRows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className={stateCell}>
                  {shown.error ? (
                    <div className={stateBody}>
                      <span className={errorMessage}>
                        <Icon name="alert" size="sm" /> {shown.error.message}
                      </span>
                      <Button variant="secondary" onPress={shown.error.onRetry}>
                        {shown.error.retryLabel}
                      </Button>
                    </div>
                  ) : (
                    emptyMessage
                  )}
                </td>
              </tr>
            ) : (
              interleave(shownRows, markedRows).map((entry) => {
                if ('unreadable' in entry) {
                  const record = entry.unreadable;
                  return (
                    <tr key={`unreadable-${record.index}`} className={rowStyle} data-unreadable="">
                      <td colSpan={colSpan} className={`${cell} ${unreadableStyle}`}>
                        {unreadableLabels ? (
                          <UnreadableRecordContent record={record} labels={unreadableLabels} />
                        ) : null}
                      </td>
                    </tr>
                  );
                }
                const { row: item, index } = entry;
                const id = pageIds[index] ?? getRowId(item);
                return (
                  <BodyRow<Row>
                    key={id}
                    item={item}
                    id={id}
                    columns={columns}
                    rowHeaderId={rowHeaderId}
                    isSelectable={isSelectable}
                    isSelected={selectedIds?.has(id) ?? false}
                    isHighlighted={highlightedIds?.has(id) ?? false}
                    rowActions={rowActions}
                    onRowAction={runRowAction}
                    onToggle={toggleRow}
                    onOpen={onRowOpen ? openRow : undefined}
                    onIntent={onRowIntent ? rowIntent : undefined}
                    selectRowLabel={labels.selectRow}
                    rowActionsLabel={labels.rowActions}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div className={footer}>
        {footerActions ? <div className={footerActionsStyle}>{footerActions}</div> : null}
        <div className={footerEnd}>
          <span className={summary}>{labels.range(from, to, shown.total)}</span>
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

/** Whether the element's content is wider than its box (it scrolls sideways), kept current as either resizes. */
function useScrollsSideways(ref: { readonly current: HTMLElement | null }): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports each element once when it starts watching it, after the frame's layout: measuring
    // there costs no layout of its own, where a read in this effect forced one of the whole table.
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
