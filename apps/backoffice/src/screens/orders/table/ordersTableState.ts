import type { QueryParams, QueryValue } from '@backoffice/domain';
import { LIMITS, parseQuery, stringifyQuery } from '@backoffice/domain';

/** Sort directions of the table (the kit's DataListSort vocabulary). */
export type SortDirection = 'ascending' | 'descending';

/** The columns the table sorts by, each the platform field of its `order[...]` parameter. */
export const sortableFields = ['createdAt', 'status', 'requiredDeliveryTime', 'priceTotal'] as const;
/** One of {@link sortableFields}. */
export type SortableField = (typeof sortableFields)[number];

/** The advanced filters of the super admin's panel (spec: delivery status, company, deliverect error, city). */
export const panelFilterIds = ['status', 'deliveryStatus', 'company', 'deliverectError', 'city'] as const;
/** The fields a filter can be added on in the add-filter dialog. */
export const addedFilterIds = ['identifier', 'restaurantName', 'deliveryName', 'paymentMethod'] as const;
/** Every filter the table keeps in the URL. */
export type FilterId = (typeof panelFilterIds)[number] | (typeof addedFilterIds)[number];

/** The company admin's quick filters (spec: today, tomorrow, new, approved, cancelled). */
export const quickFilterIds = ['today', 'tomorrow', 'new', 'approved', 'cancelled'] as const;
/** One of {@link quickFilterIds}. */
export type QuickFilterId = (typeof quickFilterIds)[number];

/** Everything that decides which rows the table shows; it lives in the URL so a table can be shared. */
export interface OrdersTableState {
  /** 1-based page. */
  page: number;
  pageSize: number;
  sort: { column: SortableField; direction: SortDirection };
  /** Applied filters by id; absent means off. */
  filters: Partial<Record<FilterId, string>>;
  search: string;
  quickFilters: QuickFilterId[];
}

/** The table as it opens: page 1, 50 rows, newest first (spec: default sort creation date descending). */
export const defaultOrdersTableState: OrdersTableState = {
  page: 1,
  pageSize: LIMITS.defaultPageSize,
  sort: { column: 'createdAt', direction: 'descending' },
  filters: {},
  search: '',
  quickFilters: [],
};

const filterIds: readonly string[] = [...panelFilterIds, ...addedFilterIds];
const isFilterId = (key: string): key is FilterId => filterIds.includes(key);
const isSortable = (key: string): key is SortableField => (sortableFields as readonly string[]).includes(key);
const isQuick = (value: unknown): value is QuickFilterId =>
  typeof value === 'string' && (quickFilterIds as readonly string[]).includes(value);

const asText = (value: QueryValue | undefined): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

const isRecord = (value: QueryValue | undefined): value is { [key: string]: QueryValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the table state from the URL's query string (the domain's parseQuery). Anything unknown or out of range
 * falls back to the default, so a hand-edited or stale link still opens a working table.
 * @example parseTableState('?page=2&order[requiredDeliveryTime]=asc&filter[status]=new').filters // { status: 'new' }
 */
export function parseTableState(search: string): OrdersTableState {
  const query = parseQuery(search);
  const page =
    typeof query.page === 'number' && Number.isInteger(query.page) && query.page > 0 ? query.page : 1;
  const size = query.itemsPerPage;
  const pageSize =
    typeof size === 'number' && (LIMITS.pageSizes as readonly number[]).includes(size)
      ? size
      : LIMITS.defaultPageSize;
  let sort = defaultOrdersTableState.sort;
  if (isRecord(query.order)) {
    const [field, direction] = Object.entries(query.order)[0] ?? [];
    if (field && isSortable(field) && (direction === 'asc' || direction === 'desc')) {
      sort = { column: field, direction: direction === 'asc' ? 'ascending' : 'descending' };
    }
  }
  const filters: Partial<Record<FilterId, string>> = {};
  if (isRecord(query.filter)) {
    for (const [key, value] of Object.entries(query.filter)) {
      const text = asText(value);
      if (isFilterId(key) && text !== undefined) filters[key] = text;
    }
  }
  const quickRaw = Array.isArray(query.quick) ? query.quick : query.quick === undefined ? [] : [query.quick];
  const quickFilters = quickFilterIds.filter((id) =>
    quickRaw.some((value) => isQuick(value) && value === id),
  );
  return { page, pageSize, sort, filters, search: asText(query.search) ?? '', quickFilters };
}

/**
 * Writes the table state as a query string (the domain's stringifyQuery), leaving defaults out so the plain
 * table keeps the plain /orders address.
 * @example stringifyTableState({ ...defaultOrdersTableState, page: 2 }) // 'page=2'
 */
export function stringifyTableState(state: OrdersTableState): string {
  const isDefaultSort =
    state.sort.column === defaultOrdersTableState.sort.column &&
    state.sort.direction === defaultOrdersTableState.sort.direction;
  const params: QueryParams = {
    page: state.page > 1 ? state.page : undefined,
    itemsPerPage: state.pageSize === LIMITS.defaultPageSize ? undefined : state.pageSize,
    order: isDefaultSort
      ? undefined
      : { [state.sort.column]: state.sort.direction === 'ascending' ? 'asc' : 'desc' },
    filter: { ...state.filters },
    search: state.search === '' ? undefined : state.search,
    quick: state.quickFilters.length > 0 ? [...state.quickFilters] : undefined,
  };
  return stringifyQuery(params);
}

/** The platform field each filter is sent as (GET /orders filters). */
const filterFields: Record<FilterId, string> = {
  status: 'status',
  deliveryStatus: 'deliveryStatus',
  company: 'company',
  deliverectError: 'deliverectError',
  city: 'deliveryAddressDetails.city',
  identifier: 'identifier',
  restaurantName: 'restaurantName',
  deliveryName: 'deliveryName',
  paymentMethod: 'paymentMethod',
};

const dayStart = (now: Date, offsetDays: number): Date =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);

/**
 * The active filters as GET /orders parameters (also what an export sends): the filters, the search and the
 * quick filters. Today and tomorrow limit the drop-off time (requiredDeliveryTime) to that local day (both: the
 * two days); new, approved and cancelled limit the status (cancelled also takes cancelled-after-approval).
 * @param now - the current time, for today and tomorrow
 */
export function toFilterQuery(state: OrdersTableState, now: Date): QueryParams {
  const query: Record<string, QueryValue> = {};
  for (const [id, value] of Object.entries(state.filters)) {
    if (isFilterId(id) && value !== undefined) query[filterFields[id]] = value;
  }
  if (state.search !== '') query.search = state.search;
  const days = (['today', 'tomorrow'] as const).filter((id) => state.quickFilters.includes(id));
  if (days.length > 0) {
    const first = days[0] === 'today' ? 0 : 1;
    const last = days.at(-1) === 'today' ? 0 : 1;
    query.requiredDeliveryTime = {
      after: dayStart(now, first).toISOString(),
      before: new Date(dayStart(now, last + 1).getTime() - 1).toISOString(),
    };
  }
  const statuses = state.quickFilters.flatMap((id) =>
    id === 'new' || id === 'approved'
      ? [id]
      : id === 'cancelled'
        ? ['cancelled', 'cancelled-after-approval']
        : [],
  );
  if (statuses.length > 0) query.status = statuses;
  return query;
}

/**
 * The whole list request of the current page: the filters plus page, page size and the sort
 * (`order[field]=asc|desc`).
 */
export function toListQuery(state: OrdersTableState, now: Date): QueryParams {
  return {
    ...toFilterQuery(state, now),
    page: state.page,
    itemsPerPage: state.pageSize,
    order: { [state.sort.column]: state.sort.direction === 'ascending' ? 'asc' : 'desc' },
  };
}
