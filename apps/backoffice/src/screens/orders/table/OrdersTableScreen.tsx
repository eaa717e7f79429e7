import type { DownloadedFile } from '@backoffice/api';
import { exportOrders, orderKeys, resources, useList, useOrders } from '@backoffice/api';
import type { CourierGroup, Order } from '@backoffice/domain';
import {
  COURIER_GROUPS,
  formatDateTime,
  formatMoney,
  formatPersonName,
  guardRoute,
  ORDER_STATUSES,
} from '@backoffice/domain';
import type {
  AddedFilter,
  DataListColumn,
  DataListLabels,
  FilterDefinition,
  FilterValues,
  MenuAction,
} from '@backoffice/ui';
import {
  Badge,
  Button,
  CostCodeText,
  DataList,
  DeliveryJobStatusChip,
  Inline,
  isPlainClick,
  OrderStatusChip,
  PageTitle,
  Stack,
} from '@backoffice/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { LazyAddFilterDialog, LazyFilterPanel } from '../../../entities/lazyListFilters';
import { toAddFilterLabels, toDataListLabels, toFilterPanelLabels } from '../../../i18n/listLabels';
import { useI18n } from '../../../i18n/I18nProvider';
import { toUnreadableLabels } from '../../../i18n/unreadableLabels';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { whenIdle } from '../../../lazy/whenIdle';
import { pathFor } from '../../../routing/pathFor';
import { routeNamed } from '../../../routing/routes';
import { useClaims } from '../../../session/SessionProvider';
import { useServices } from '../../../shell/services';
import type { ScreenProps } from '../../screenTypes';
import type { OrderRowActionId } from './orderRowActions';
import { availableRowActions } from './orderRowActions';
import type { OrderColumnId, OrdersTableFeatures } from './ordersTableRole';
import { ordersTableFeatures } from './ordersTableRole';
import type { FilterId, OrdersTableState, QuickFilterId, SortableField } from './ordersTableState';
import {
  addedFilterIds,
  parseTableState,
  sortableFields,
  stringifyTableState,
  toFilterQuery,
  toListQuery,
} from './ordersTableState';
import { useOrderRowActions } from './useOrderRowActions';
import { useOrdersRealtime } from './useOrdersRealtime';
import { createdAt, identifierCell, identifierLink } from './ordersTable.css';
import { statusCellText } from './statusCellText';
import { TruncatedText } from './TruncatedText';
import { orderLabelUrl } from '../live/printLinks';
import { preloadOrderEdit } from '../edit/preloadOrderEdit';
import { wordFor } from '../statusWords';

/** The row action that opens the order's label in the print app (issue #17). */
const ORDER_LABEL_ACTION = 'orderLabel';

/** The order screen of a row. */
const orderPath = (order: Order) => pathFor('order-edit', { id: order.id });

const isSortable = (id: string): id is SortableField => (sortableFields as readonly string[]).includes(id);
/** The sort field behind a column: the identifier column sorts by creation date. */
const sortFieldOf: Partial<Record<OrderColumnId, SortableField>> = {
  identifier: 'createdAt',
  status: 'status',
  dropOff: 'requiredDeliveryTime',
  total: 'priceTotal',
};

/** The orders table for admins (spec section 2, "Orders table (admin view)"); its state lives in the URL. */
export function OrdersTableScreen(_props: ScreenProps) {
  const { LL, locale } = useI18n();
  const { client, env } = useServices();
  const printAppUrl = env.printAppUrl ?? null;
  const claims = useClaims();
  const onError = useErrorHandler();
  const search = useSearch();
  const [, navigate] = useLocation();
  const features = useMemo(() => ordersTableFeatures(claims?.roles ?? []), [claims]);
  const state = useMemo(() => parseTableState(search), [search]);
  const now = client.now();
  const listQuery = toListQuery(state, now);
  // A new search, filter, sort or page keeps the rows shown in place until its page is in.
  const orders = useOrders('v1', listQuery, { keepPreviousPage: true });
  const companies = useList(resources.companies, features.hasFilterPanel ? { itemsPerPage: 100 } : null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [showPanel, setShowPanel] = useState(() => Object.keys(state.filters).length > 0);
  const [addingFilter, setAddingFilter] = useState(false);
  const [isExporting, setExporting] = useState(false);
  const actions = useOrderRowActions({ onChanged: () => void orders.mutate() });
  const highlightedIds = useOrdersRealtime();

  const go = useCallback(
    (next: OrdersTableState) => {
      const query = stringifyTableState(next);
      const base = pathFor('order-list');
      navigate(query ? `${base}?${query}` : base);
    },
    [navigate],
  );
  const update = (change: Partial<OrdersTableState>) => go({ ...state, page: 1, ...change });

  const T = LL.ordersTable;
  const labels: DataListLabels = useMemo(() => toDataListLabels(T, T.table()), [T]);
  // The order screen opens from a row for those the route table lets in (super and company admins).
  const canOpenOrder = useMemo(
    () => guardRoute(routeNamed('order-edit').access, { roles: claims?.roles ?? [] }, '/').kind === 'allow',
    [claims],
  );
  const { mutate } = useSWRConfig();
  const openOrder = useCallback(
    (order: Order, event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
      const path = orderPath(order);
      if (event.ctrlKey || event.metaKey || event.shiftKey) {
        window.open(path, '_blank', 'noopener');
        return;
      }
      // The order screen shows the row's data at once and revalidates it behind.
      void mutate(orderKeys.detail(order.id), order, { revalidate: false });
      navigate(path);
    },
    [mutate, navigate],
  );
  const columns = useMemo(
    () => features.columns.map((id) => toColumn(id, features, LL, locale, canOpenOrder ? openOrder : null)),
    [features, LL, locale, canOpenOrder, openOrder],
  );
  useEffect(() => {
    if (!canOpenOrder) return undefined;
    // An idle moment after the table shows is the time to fetch the order screen's code.
    return whenIdle(preloadOrderEdit);
  }, [canOpenOrder]);
  const rowActions = useCallback(
    (order: Order): MenuAction[] => [
      ...availableRowActions(order).map((id) => ({
        id,
        label: LL.ordersTable.actions[id](),
        ...(id === 'cancel' ? { tone: 'critical' as const } : {}),
      })),
      ...(printAppUrl && order.token ? [{ id: ORDER_LABEL_ACTION, label: LL.print.orderLabel() }] : []),
    ],
    [LL, printAppUrl],
  );
  const onRowAction = useCallback(
    (id: string, order: Order) => {
      if (id === ORDER_LABEL_ACTION && printAppUrl && order.token) {
        window.open(
          orderLabelUrl(printAppUrl, { id: order.id, token: order.token, lang: locale }),
          '_blank',
          'noopener',
        );
        return;
      }
      actions.run(id as OrderRowActionId, order);
    },
    [actions, printAppUrl, locale],
  );

  const filterDefinitions = useMemo((): FilterDefinition[] => {
    const F = LL.ordersTable.filters;
    const definitions: FilterDefinition[] = [
      {
        kind: 'select',
        id: 'status',
        label: F.status(),
        options: ORDER_STATUSES.map((status) => ({ id: status, label: LL.ordersTable.statuses[status]() })),
      },
      {
        kind: 'select',
        id: 'deliveryStatus',
        label: F.deliveryStatus(),
        options: COURIER_GROUPS.map((group: CourierGroup) => ({
          id: group,
          label: LL.ordersTable.deliveryGroups[group](),
        })),
      },
      {
        kind: 'select',
        id: 'company',
        label: F.company(),
        options: (companies.data?.items ?? []).map((company) => ({
          id: String(company.id),
          label: company.name,
        })),
      },
      {
        kind: 'select',
        id: 'deliverectError',
        label: F.deliverectError(),
        options: [
          { id: 'true', label: F.deliverectErrorYes() },
          { id: 'false', label: F.deliverectErrorNo() },
        ],
      },
      { kind: 'location', id: 'city', label: F.city(), options: [] },
    ];
    // Filters added through the dialog show in the panel too, so they can be changed and cleared there.
    for (const id of addedFilterIds) {
      if (state.filters[id] !== undefined) definitions.push({ kind: 'search', id, label: F[id]() });
    }
    return definitions;
  }, [LL, companies.data, state.filters]);

  const exportSelection = async () => {
    setExporting(true);
    try {
      const file = await exportOrders(client, { ids: [...selected], filters: toFilterQuery(state, now) });
      saveFile(file);
    } catch (error) {
      onError(error, 'request');
    } finally {
      setExporting(false);
    }
  };

  const F = T.filters;
  const toolbarActions = features.hasFilterPanel ? (
    <Inline gap="200">
      <Button variant="secondary" onPress={() => setShowPanel(!showPanel)} aria-expanded={showPanel}>
        {F.open()}
      </Button>
      <Button variant="secondary" onPress={() => setAddingFilter(true)}>
        {F.add()}
      </Button>
    </Inline>
  ) : undefined;

  return (
    <Stack gap="300">
      <PageTitle appTitle={LL.app.title()}>{LL.orders.title()}</PageTitle>
      {features.hasFilterPanel && showPanel ? (
        <LazyFilterPanel
          filters={filterDefinitions}
          values={state.filters as FilterValues}
          onApply={(values) => update({ filters: toFilters(values) })}
          labels={toFilterPanelLabels(F)}
        />
      ) : null}
      <DataList<Order>
        columns={columns}
        rows={orders.data?.items ?? []}
        getRowId={(order) => order.id}
        highlightedIds={highlightedIds}
        total={orders.data?.total ?? 0}
        unreadableRows={orders.data?.unreadable ?? []}
        unreadableLabels={toUnreadableLabels(LL, 'order')}
        page={state.page}
        onPageChange={(page) => go({ ...state, page })}
        pageSize={state.pageSize}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        sort={{ column: columnOfSort(state.sort.column), direction: state.sort.direction }}
        onSortChange={(sort) => {
          const field = sortFieldOf[sort.column as OrderColumnId] ?? sort.column;
          if (isSortable(field)) update({ sort: { column: field, direction: sort.direction } });
        }}
        {...(features.canSelectAndExport ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
        {...(features.hasRowActions ? { rowActions, onRowAction } : {})}
        {...(canOpenOrder ? { onRowOpen: openOrder, onRowIntent: preloadOrderEdit } : {})}
        search={state.search}
        onSearchChange={(text) => update({ search: text.trim() })}
        {...(features.hasQuickFilters
          ? {
              quickFilters: (['today', 'tomorrow', 'new', 'approved', 'cancelled'] as const).map((id) => ({
                id,
                label: T.quick[id](),
              })),
              activeQuickFilters: state.quickFilters,
              onQuickFiltersChange: (active: string[]) => update({ quickFilters: active as QuickFilterId[] }),
            }
          : {})}
        toolbarActions={toolbarActions}
        footerActions={
          features.canSelectAndExport ? (
            <Button onPress={() => void exportSelection()} isPending={isExporting}>
              {selected.size > 0 ? T.exportSelected({ count: selected.size }) : T.export()}
            </Button>
          ) : undefined
        }
        isLoading={!orders.data && !orders.error}
        isUpdating={orders.data !== undefined && orders.isLoading}
        emptyMessage={T.empty()}
        error={
          orders.error && !orders.data
            ? {
                message: T.loadError({ message: orders.error instanceof Error ? orders.error.message : '' }),
                retryLabel: LL.common.retry(),
                onRetry: () => void orders.mutate(),
              }
            : null
        }
        labels={labels}
      />
      {features.hasFilterPanel ? (
        <LazyAddFilterDialog
          isOpen={addingFilter}
          fields={addedFilterIds.map((id) => ({ id, label: F[id]() }))}
          onAdd={(added: AddedFilter) => {
            setAddingFilter(false);
            setShowPanel(true);
            update({ filters: { ...state.filters, [added.field]: added.value } });
          }}
          onCancel={() => setAddingFilter(false)}
          labels={toAddFilterLabels(F)}
        />
      ) : null}
      {actions.dialogs}
    </Stack>
  );
}

function columnOfSort(field: SortableField): string {
  const entry = Object.entries(sortFieldOf).find(([, value]) => value === field);
  return entry?.[0] ?? field;
}

function toFilters(values: FilterValues): Partial<Record<FilterId, string>> {
  const filters: Partial<Record<FilterId, string>> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text) filters[key as FilterId] = text;
  }
  return filters;
}

/** Saves a downloaded file under the name the server gave it. */
function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens an order from its row: a plain click in place, from the row's data; a modified click in a new tab. */
type OpenOrder = (order: Order, event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => void;

/**
 * The order's identifier as a link to its screen. A plain click opens it as a click on the row does (at once,
 * from the row's data); a modified or middle click is the browser's (a new tab or window). A native anchor: the
 * table renders a hundred of them, and the kit's Link sets up press, hover and focus tracking for each.
 */
function OrderLink({ order, onOpen }: { order: Order; onOpen: OpenOrder }) {
  return (
    <a
      href={orderPath(order)}
      className={identifierLink}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(order, event);
      }}
    >
      {order.identifier}
    </a>
  );
}

function toColumn(
  id: OrderColumnId,
  features: OrdersTableFeatures,
  LL: TranslationFunctions,
  locale: 'en' | 'hu',
  openOrder: OpenOrder | null,
): DataListColumn<Order> {
  const isCompanyView = features.variant === 'companyAdmin';
  const C = LL.ordersTable.columns;
  const money = (amount: number | null | undefined, order: Order) =>
    amount === undefined || amount === null
      ? ''
      : formatMoney(amount, order.currency ?? 'HUF', order.currencyLocale ?? 'hu-HU');
  switch (id) {
    case 'identifier':
      return {
        id,
        header: C.identifier(),
        width: 120,
        sortable: true,
        isRowHeader: true,
        cell: (order) => (
          <span className={identifierCell}>
            {openOrder ? <OrderLink order={order} onOpen={openOrder} /> : <span>{order.identifier}</span>}
            <span className={createdAt}>{formatDateTime(order.createdAt)}</span>
          </span>
        ),
      };
    case 'status': {
      // Each status's word once per column, not once per row: a lookup through the translations' proxies is
      // several objects made per call.
      const words = new Map<string, string>(
        ORDER_STATUSES.map((status) => [status, LL.ordersTable.statuses[status]()]),
      );
      const withReason = LL.ordersTable.statusWithReason;
      return {
        id,
        header: C.status(),
        sortable: true,
        cell: (order) => {
          const text = statusCellText(
            order,
            features.variant,
            words.get(order.status) ?? order.status,
            (status, reason) => withReason({ status, reason }),
          );
          return (
            <OrderStatusChip
              status={order.status}
              label={text.label}
              {...(text.full === undefined ? {} : { title: text.full })}
            />
          );
        },
      };
    }
    case 'delivery': {
      const none = LL.ordersTable.noDelivery();
      // Each word once per column, as the status column's: the dictionaries are proxies that build objects per read.
      const courierWord = wordsOnce(LL.orderEdit.courierStatuses);
      const jobWord = wordsOnce(LL.orderEdit.deliveryJobStatuses);
      return {
        id,
        header: C.delivery(),
        cell: (order) =>
          order.deliveryJob?.status ? (
            <DeliveryJobStatusChip
              status={order.deliveryJob.status}
              label={
                order.deliveryJob.courierStatus
                  ? courierWord(order.deliveryJob.courierStatus)
                  : jobWord(order.deliveryJob.status)
              }
            />
          ) : (
            none
          ),
      };
    }
    case 'restaurant':
      return {
        id,
        header: isCompanyView ? C.vendor() : C.restaurant(),
        cell: (order) => <TruncatedText text={order.restaurantName ?? ''} />,
      };
    case 'dropOff':
      return {
        id,
        header: C.dropOff(),
        sortable: true,
        cell: (order) => {
          const time = formatDateTime(order.requiredDeliveryTime ?? null);
          const city = order.deliveryAddressDetails?.city?.trim();
          if (!features.showsCityMarker || !city) return time;
          return (
            <Stack gap="050" alignItems="flex-start">
              <span>{time}</span>
              <Badge tone="neutral" label={LL.ordersTable.cityMarker({ city })}>
                {city}
              </Badge>
            </Stack>
          );
        },
      };
    case 'customer':
      return {
        id,
        header: C.customer(),
        cell: (order) => (
          <TruncatedText
            text={
              order.userProfile
                ? formatPersonName(order.userProfile, locale)
                : order.cloudcanteen || order.residentialcanteen
                  ? LL.ordersTable.canteen({
                      identifier: (order.cloudcanteen ?? order.residentialcanteen)?.identifier ?? '',
                    })
                  : (order.deliveryName ?? '')
            }
          />
        ),
      };
    case 'total':
      return {
        id,
        header: isCompanyView ? C.invoiceTotal() : C.total(),
        sortable: true,
        align: 'end',
        cell: (order) => money(order.priceTotal, order),
      };
    case 'sent': {
      const [no, yes, ratio] = [LL.ordersTable.sentNo(), LL.ordersTable.sentYes(), LL.ordersTable.sentRatio];
      return {
        id,
        header: C.sent(),
        cell: (order) =>
          order.sentRatio === null || order.sentRatio === undefined
            ? no
            : order.sentRatio >= 1
              ? yes
              : ratio({ percent: Math.round(order.sentRatio * 100) }),
      };
    }
    case 'costCode':
      return {
        id,
        header: C.costCode(),
        cell: (order) => <CostCodeText value={costCodeText(order.costCode)} />,
      };
  }
}

/** {@link wordFor} over `words`, each code's word looked up once. */
function wordsOnce(words: Record<string, () => string>): (code: string) => string {
  const known = new Map<string, string>();
  return (code) => {
    let word = known.get(code);
    if (word === undefined) {
      word = wordFor(words, code);
      known.set(code, word);
    }
    return word;
  };
}

function costCodeText(value: Order['costCode']): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value
    .map((entry) => Object.values(entry.codes).filter(Boolean).join(' / '))
    .filter(Boolean)
    .join(', ');
}
