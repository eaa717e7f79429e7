import type { FilterType, ListFilter, QueryParams, QueryValue } from '@backoffice/domain';
import { isFilterOperator, LIMITS, parseQuery, stringifyQuery, toFilterQuery } from '@backoffice/domain';

/** Sort directions of a list (the kit's DataListSort vocabulary). */
export type SortDirection = 'ascending' | 'descending';

/** A filterable field of a list: where the value goes and how it compares (a panel filter or an added one). */
export interface FilterSlot {
  field: string;
  type: FilterType | 'location';
  /** The comparison; a location filter has none. */
  operator?: string;
}

/** What a list's URL may hold: its sortable columns, its filter slots and its quick filters. */
export interface ListShape {
  sortable: readonly string[];
  defaultSort: { field: string; direction: SortDirection } | null;
  filters: readonly FilterSlot[];
  quickFilters: readonly string[];
}

/** Everything that decides which rows a list shows. It lives in the URL, so a list survives reload and sharing. */
export interface ListState {
  /** 1-based page. */
  page: number;
  pageSize: number;
  sort: { field: string; direction: SortDirection } | null;
  search: string;
  /** The applied filters, one per slot. */
  filters: ListFilter[];
  /** The quick filters that are on, in the shape's order. */
  quick: string[];
}

/** The key of a slot: `field` for a location, `field[operator]` otherwise (also the add-filter dialog's ids). */
export function slotKey(slot: FilterSlot): string {
  return slot.operator ? `${slot.field}[${slot.operator}]` : slot.field;
}

/** A list as it opens: page 1, the default page size and sort, nothing filtered. */
export function initialListState(shape: ListShape): ListState {
  return {
    page: 1,
    pageSize: LIMITS.defaultPageSize,
    sort: shape.defaultSort,
    search: '',
    filters: [],
    quick: [],
  };
}

const isRecord = (value: QueryValue | undefined): value is { [key: string]: QueryValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: QueryValue | undefined): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** A slot's value read from the URL, or undefined when it is absent or cannot be a value of the slot. */
function readSlot(slot: FilterSlot, raw: QueryValue | undefined): ListFilter | undefined {
  if (slot.type === 'location') {
    if (!isRecord(raw)) return undefined;
    const { lat, lon } = raw;
    return typeof lat === 'number' && typeof lon === 'number'
      ? { field: slot.field, type: 'location', value: { lat, lon } }
      : undefined;
  }
  if (!slot.operator || !isFilterOperator(slot.type, slot.operator)) return undefined;
  const value = Array.isArray(raw)
    ? raw.map(asText).filter((item): item is string => item !== undefined)
    : asText(raw);
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  return { field: slot.field, type: slot.type, operator: slot.operator, value } as ListFilter;
}

/**
 * Reads a list's state from its URL query. Anything the list does not have (an unknown column, filter or quick
 * filter), or that is out of range (a page below 1, a page size not offered), falls back to the default, so a
 * stale or hand-edited link still opens a working list.
 * @example parseListState('?page=2&order[name]=asc&filter[name][partial]=pa', shape)
 * // { page: 2, sort: { field: 'name', direction: 'ascending' }, filters: [{ field: 'name', type: 'string', operator: 'partial', value: 'pa' }], ... }
 */
export function parseListState(search: string, shape: ListShape): ListState {
  const query = parseQuery(search);
  const initial = initialListState(shape);
  const page =
    typeof query.page === 'number' && Number.isInteger(query.page) && query.page > 0 ? query.page : 1;
  const size = query.itemsPerPage;
  const pageSize =
    typeof size === 'number' && (LIMITS.pageSizes as readonly number[]).includes(size)
      ? size
      : initial.pageSize;
  let sort = initial.sort;
  if (isRecord(query.order)) {
    const [field, direction] = Object.entries(query.order)[0] ?? [];
    if (field && shape.sortable.includes(field) && (direction === 'asc' || direction === 'desc')) {
      sort = { field, direction: direction === 'asc' ? 'ascending' : 'descending' };
    }
  }
  const filters: ListFilter[] = [];
  if (isRecord(query.filter)) {
    for (const slot of shape.filters) {
      const byField = query.filter[slot.field];
      const raw = slot.operator ? (isRecord(byField) ? byField[slot.operator] : undefined) : byField;
      const filter = readSlot(slot, raw);
      if (filter) filters.push(filter);
    }
  }
  const quickRaw = Array.isArray(query.quick) ? query.quick : query.quick === undefined ? [] : [query.quick];
  const quick = shape.quickFilters.filter((id) => quickRaw.some((value) => String(value) === id));
  return { page, pageSize, sort, search: asText(query.search) ?? '', filters, quick };
}

/**
 * Writes a list's state as a URL query, leaving defaults out so an untouched list keeps its plain address.
 * @example stringifyListState({ ...initialListState(shape), page: 2 }, shape) // 'page=2'
 */
export function stringifyListState(state: ListState, shape: ListShape): string {
  const isDefaultSort =
    state.sort?.field === shape.defaultSort?.field && state.sort?.direction === shape.defaultSort?.direction;
  const filter: Record<string, QueryValue> = {};
  for (const item of state.filters) {
    if (item.type === 'location') {
      filter[item.field] = { lat: item.value.lat, lon: item.value.lon };
      continue;
    }
    const current = filter[item.field];
    filter[item.field] = {
      ...(isRecord(current) ? current : {}),
      [item.operator]: Array.isArray(item.value) ? [...item.value] : (item.value as string | number),
    };
  }
  const params: QueryParams = {
    page: state.page > 1 ? state.page : undefined,
    itemsPerPage: state.pageSize === LIMITS.defaultPageSize ? undefined : state.pageSize,
    order:
      isDefaultSort || !state.sort
        ? undefined
        : { [state.sort.field]: state.sort.direction === 'ascending' ? 'asc' : 'desc' },
    search: state.search === '' ? undefined : state.search,
    filter,
    quick: state.quick.length > 0 ? [...state.quick] : undefined,
  };
  return stringifyQuery(params);
}

/**
 * The platform's list request for a state: page, page size, `order[field]`, `search`, and the filters (including
 * those of the quick filters that are on) through the domain's toFilterQuery.
 * @param quickFilters - the filters each quick filter applies, by id
 */
export function toListQuery(
  state: ListState,
  quickFilters: Readonly<Record<string, readonly ListFilter[]>> = {},
): QueryParams {
  const applied = [...state.filters, ...state.quick.flatMap((id) => quickFilters[id] ?? [])];
  return {
    ...toFilterQuery(applied),
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.sort
      ? { order: { [state.sort.field]: state.sort.direction === 'ascending' ? 'asc' : 'desc' } }
      : {}),
    page: state.page,
    itemsPerPage: state.pageSize,
  };
}
