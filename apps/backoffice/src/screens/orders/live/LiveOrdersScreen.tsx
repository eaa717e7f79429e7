import type { UnreadableItem } from '@backoffice/api';
import { useRealtimeState } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { isMultiRestaurantAdmin, nextActiveOrderId } from '@backoffice/domain';
import {
  Button,
  Inline,
  Link,
  OrderCard,
  OrderCardList,
  PageTitle,
  Stack,
  StatusChip,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  UnreadableRecord,
} from '@backoffice/ui';
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { useI18n } from '../../../i18n/I18nProvider';
import { toUnreadableLabels } from '../../../i18n/unreadableLabels';
import { pathFor } from '../../../routing/pathFor';
import { useClaims } from '../../../session/SessionProvider';
import { useManagedRestaurants } from '../../../shell/useManagedRestaurants';
import type { ScreenProps } from '../../screenTypes';
import { OrderNotificationToggle } from '../notifications/OrderNotificationToggle';
import { ActiveOrderPanel } from './ActiveOrderPanel';
import { HistoryDayField } from './HistoryDayField';
import { focusHome } from './liveFocus.css';
import { liveColumns, liveLists, sectionEmpty, sectionHeading } from './liveLayout.css';
import type { LiveTab } from './liveKeymap';
import { tabFor } from './liveKeymap';
import type { LivePanelCommands, LivePanelCommandsRef } from './livePanelCommands';
import { LiveShortcutsHelp } from './LiveShortcutsHelp';
import { restaurantChoices } from './restaurantChoices';
import type { LiveLabels } from './liveLabels';
import { toLiveLabels } from './liveLabels';
import { useLiveActions } from './useLiveActions';
import { startOfDay, useLiveOrders } from './useLiveOrders';
import { useRealtime } from '../../../realtime/useRealtime';
import { useNow } from './useNow';
import { useOpenOrders } from './useOpenOrders';
import { useOrderHistory } from './useOrderHistory';
import { useKeepFocus } from './useKeepFocus';
import { useLiveShortcuts } from './useLiveShortcuts';
import { useOrderUpdates } from './useOrderUpdates';

const tabRoute: Record<LiveTab, string> = {
  active: 'order-active',
  open: 'order-open',
  history: 'order-history',
};

/**
 * The open tab's restaurant segment for every restaurant when an order is selected: /orders/open/{restaurant?}/{id?}
 * needs a restaurant segment before the order's id.
 */
export const ALL_RESTAURANTS = 'all';

/** The local calendar day of `date` as YYYY-MM-DD. */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const shiftDay = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return toDay(date);
};

/**
 * The restaurant admin's live view at /orders/{active,open,history}: tabs, the connection state of the live
 * updates, and per tab its lists; the active tab also shows the active order in full.
 */
export function LiveOrdersScreen({ route, params }: ScreenProps) {
  const { LL } = useI18n();
  const claims = useClaims();
  const [, navigate] = useLocation();
  const labels = useMemo(() => toLiveLabels(LL), [LL]);
  const now = useNow();
  const realtime = useRealtime(true);
  const connection = useRealtimeState(realtime);
  useOrderUpdates(
    realtime,
    (claims?.managed_restaurants ?? []).map((restaurant) => restaurant.id),
  );
  const tab: LiveTab =
    route.name === 'order-open' ? 'open' : route.name === 'order-history' ? 'history' : 'active';
  const showRestaurant = claims ? isMultiRestaurantAdmin(claims) : false;
  const t = LL.liveOrders;

  // Keyboard-first service (issue #18): the shortcuts of liveKeymap act on the order panel on screen through
  // these commands; focus never falls to the page when what held it leaves (useKeepFocus, OrderCardList).
  const commandsRef: LivePanelCommandsRef = useRef<LivePanelCommands | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const selectedTab = useCallback(
    () => rootRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? null,
    [],
  );
  useKeepFocus(rootRef, selectedTab);
  useLiveShortcuts((action) => {
    const nextTab = tabFor(action, tab);
    if (nextTab !== null) {
      if (nextTab !== tab) navigate(pathFor(tabRoute[nextTab]));
      return true;
    }
    const commands = commandsRef.current;
    switch (action) {
      case 'help':
        setHelpOpen(true);
        return true;
      case 'approve':
        return commands?.approve() ?? false;
      case 'increaseTime':
        return commands?.changeTime(1) ?? false;
      case 'decreaseTime':
        return commands?.changeTime(-1) ?? false;
      case 'confirmPreparation':
        return commands?.confirmPreparation() ?? false;
      case 'printReceipt':
        return commands?.printReceipt() ?? false;
      case 'cancel':
        return commands?.cancel() ?? false;
      default:
        return false;
    }
  });

  return (
    <Stack gap="400" ref={rootRef}>
      <Inline gap="300" alignItems="center">
        <PageTitle appTitle={LL.app.title()}>{LL.orders.title()}</PageTitle>
        <span role="status" aria-label={t.connection.label()}>
          <StatusChip
            tone={
              connection === 'connected' ? 'success' : connection === 'connecting' ? 'neutral' : 'warning'
            }
            label={`${t.connection.label()}: ${t.connection[connection]()}`}
          />
        </span>
        <OrderNotificationToggle />
        <Button variant="quiet" size="sm" onPress={() => setHelpOpen(true)} aria-keyshortcuts="?">
          {LL.liveKeyboard.help.open()}
        </Button>
      </Inline>
      <LiveShortcutsHelp isOpen={helpOpen} onOpenChange={setHelpOpen} />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = String(key) as LiveTab;
          if (next !== tab) navigate(pathFor(tabRoute[next]));
        }}
      >
        <TabList aria-label={t.tabs()}>
          <Tab id="active">{t.tab.active()}</Tab>
          <Tab id="open">{t.tab.open()}</Tab>
          <Tab id="history">{t.tab.history()}</Tab>
        </TabList>
        <TabPanel id="active">
          {tab === 'active' ? (
            <ActiveTab
              commandsRef={commandsRef}
              activeId={params.id ?? null}
              now={now}
              labels={labels}
              showRestaurant={showRestaurant}
            />
          ) : null}
        </TabPanel>
        <TabPanel id="open">
          {tab === 'open' ? (
            <OpenTab
              commandsRef={commandsRef}
              restaurant={
                params.restaurant && params.restaurant !== ALL_RESTAURANTS ? params.restaurant : null
              }
              activeId={params.id ?? null}
              now={now}
              labels={labels}
              showRestaurant={showRestaurant}
            />
          ) : null}
        </TabPanel>
        <TabPanel id="history">
          {tab === 'history' ? (
            <HistoryTab
              commandsRef={commandsRef}
              day={params.history ?? toDay(now)}
              activeId={params.id ?? null}
              now={now}
              labels={labels}
              showRestaurant={showRestaurant}
            />
          ) : null}
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

interface TabContentProps {
  now: Date;
  labels: LiveLabels;
  showRestaurant: boolean;
}

interface PanelHost {
  commandsRef: LivePanelCommandsRef;
}

function OrderSection({
  title,
  orders,
  unreadable = [],
  activeId,
  onSelect,
  now,
  labels,
  showRestaurant,
}: TabContentProps & {
  title: string;
  orders: readonly Order[];
  /** Orders of the list that could not be read: one marked entry each, before the cards. */
  unreadable?: readonly UnreadableItem[];
  activeId?: string | null;
  onSelect?: (order: Order) => void;
}) {
  const { LL, locale } = useI18n();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = orders.length + unreadable.length;
  const card = (order: Order) => (
    <OrderCard
      order={order}
      now={now}
      locale={locale}
      labels={labels.card}
      variant="compact"
      showRestaurant={showRestaurant}
      {...(onSelect ? { onSelect: () => onSelect(order), isSelected: order.id === activeId } : {})}
    />
  );
  return (
    // The heading takes focus when the last order of the list leaves while it had focus (OrderCardList's
    // onFocusLost), never the page.
    <section aria-label={title} data-focus-scope="">
      <Stack gap="200">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={`${focusHome} ${sectionHeading}`}
          data-focus-home=""
        >
          {`${title} (${count})`}
        </h2>
        {count === 0 ? <p className={sectionEmpty}>{LL.liveOrders.sections.empty()}</p> : null}
        {unreadable.map((record) => (
          <UnreadableRecord
            key={`unreadable-${record.index}`}
            record={record}
            labels={toUnreadableLabels(LL, 'order')}
          />
        ))}
        {onSelect ? (
          // One Tab stop per list; arrows, Home and End move between its cards, Enter or Space selects.
          <OrderCardList
            aria-labelledby={headingId}
            orders={orders}
            selectedId={activeId ?? null}
            renderOrder={card}
            onFocusLost={() => headingRef.current?.focus()}
          />
        ) : (
          orders.map((order) => <Fragment key={order.id}>{card(order)}</Fragment>)
        )}
      </Stack>
    </section>
  );
}

function ActiveTab({
  activeId,
  now,
  labels,
  showRestaurant,
  commandsRef,
}: TabContentProps & PanelHost & { activeId: string | null }) {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  const live = useLiveOrders(startOfDay(now));
  const actions = useLiveActions();
  const t = LL.liveOrders;

  // When the order named in the URL leaves the lists, the next one of the previous lists becomes active.
  const previous = useRef<readonly Order[]>([]);
  useEffect(() => {
    const before = previous.current;
    previous.current = live.all;
    if (!activeId || live.isLoading || live.all.some((order) => order.id === activeId)) return;
    if (!before.some((order) => order.id === activeId)) return;
    const next = nextActiveOrderId(
      before.filter((order) => order.id === activeId || live.all.some((o) => o.id === order.id)),
      activeId,
      activeId,
    );
    navigate(pathFor('order-active', next ? { id: next } : {}), { replace: true });
  }, [live.all, live.isLoading, activeId, navigate]);

  const active = live.all.find((order) => order.id === activeId) ?? (activeId ? null : live.all[0]) ?? null;
  const select = (order: Order) => navigate(pathFor('order-active', { id: order.id }));
  const common = { now, labels, showRestaurant, activeId: active?.id ?? null, onSelect: select };

  if (live.error && live.all.length === 0) return <p role="alert">{t.loadFailed()}</p>;
  return (
    <div className={liveColumns}>
      <div className={liveLists}>
        <OrderSection
          title={t.sections.new()}
          orders={live.newOrders}
          unreadable={live.unreadableActive}
          {...common}
        />
        <OrderSection title={t.sections.awaiting()} orders={live.awaiting} {...common} />
        <OrderSection
          title={t.sections.confirmed()}
          orders={live.confirmed}
          unreadable={live.unreadableConfirmed}
          {...common}
        />
      </div>
      {active ? (
        <ActiveOrderPanel
          key={active.id}
          order={active}
          now={now}
          labels={labels}
          actions={actions}
          showRestaurant={showRestaurant}
          commandsRef={commandsRef}
        />
      ) : live.isLoading ? null : (
        <p>{t.noActiveOrder()}</p>
      )}
    </div>
  );
}

/**
 * The open and history tabs: the list, and beside it the order selected in the URL in full, with its actions, the
 * way the active tab shows its active order. Selecting a card writes the order's id into the URL.
 */
function ListWithSelection({
  title,
  orders,
  unreadable,
  activeId,
  pathOf,
  now,
  labels,
  showRestaurant,
  commandsRef,
}: TabContentProps &
  PanelHost & {
    title: string;
    orders: readonly Order[];
    unreadable: readonly UnreadableItem[] | undefined;
    activeId: string | null;
    pathOf: (id: string) => string;
  }) {
  const [, navigate] = useLocation();
  const actions = useLiveActions();
  const selected = activeId ? orders.find((order) => order.id === activeId) : undefined;
  return (
    <div className={liveColumns}>
      <OrderSection
        title={title}
        orders={orders}
        unreadable={unreadable ?? []}
        activeId={selected?.id ?? null}
        onSelect={(order) => navigate(pathOf(order.id))}
        now={now}
        labels={labels}
        showRestaurant={showRestaurant}
      />
      {selected ? (
        <ActiveOrderPanel
          key={selected.id}
          order={selected}
          now={now}
          labels={labels}
          actions={actions}
          showRestaurant={showRestaurant}
          commandsRef={commandsRef}
        />
      ) : null}
    </div>
  );
}

function OpenTab({
  restaurant,
  activeId,
  now,
  labels,
  showRestaurant,
  commandsRef,
}: TabContentProps & PanelHost & { restaurant: string | null; activeId: string | null }) {
  const { LL } = useI18n();
  const claims = useClaims();
  const managed = useManagedRestaurants();
  const orders = useOpenOrders(restaurant);
  const restaurants = restaurantChoices(claims?.managed_restaurants ?? [], managed, orders.data?.items ?? []);
  const t = LL.liveOrders;
  return (
    <Stack gap="300">
      {restaurants.length > 1 ? (
        <nav aria-label={t.open.restaurant()}>
          <Inline gap="300">
            <Link href={pathFor('order-open')} aria-current={restaurant === null ? 'page' : undefined}>
              {t.open.all()}
            </Link>
            {restaurants.map((r) => (
              <Link
                key={r.id}
                href={pathFor('order-open', { restaurant: r.id })}
                aria-current={restaurant === r.id ? 'page' : undefined}
              >
                {r.name}
              </Link>
            ))}
          </Inline>
        </nav>
      ) : null}
      <ListWithSelection
        title={t.tab.open()}
        orders={orders.data?.items ?? []}
        unreadable={orders.data?.unreadable}
        activeId={activeId}
        pathOf={(id) => pathFor('order-open', { restaurant: restaurant ?? ALL_RESTAURANTS, id })}
        now={now}
        labels={labels}
        showRestaurant={showRestaurant}
        commandsRef={commandsRef}
      />
    </Stack>
  );
}

function HistoryTab({
  day,
  activeId,
  now,
  labels,
  showRestaurant,
  commandsRef,
}: TabContentProps & PanelHost & { day: string; activeId: string | null }) {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  const orders = useOrderHistory(day);
  const goTo = useCallback(
    (next: string) => navigate(pathFor('order-history', { history: next })),
    [navigate],
  );
  const t = LL.liveOrders;
  const items = orders.data?.items ?? [];
  return (
    <Stack gap="300">
      <nav aria-label={t.history.day()}>
        <Inline gap="300" alignItems="center">
          <Link href={pathFor('order-history', { history: shiftDay(day, -1) })}>
            {t.history.previousDay()}
          </Link>
          <time dateTime={day}>{day}</time>
          <Link href={pathFor('order-history', { history: shiftDay(day, 1) })}>{t.history.nextDay()}</Link>
          <Link href={pathFor('order-history', { history: toDay(now) })}>{t.history.today()}</Link>
          <HistoryDayField key={day} day={day} onDayChange={goTo} />
        </Inline>
      </nav>
      <ListWithSelection
        title={t.tab.history()}
        orders={items}
        unreadable={orders.data?.unreadable}
        activeId={activeId}
        pathOf={(id) => pathFor('order-history', { history: day, id })}
        now={now}
        labels={labels}
        showRestaurant={showRestaurant}
        commandsRef={commandsRef}
      />
    </Stack>
  );
}
