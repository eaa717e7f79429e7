import { getOrder, realtimeChannels, useApi } from '@backoffice/api';
import type { IncomingOrderAction, Order, TokenClaims } from '@backoffice/domain';
import { incomingOrderAction, isMultiRestaurantAdmin } from '@backoffice/domain';
import { IncomingOrderCarousel, IncomingOrdersBar } from '@backoffice/ui';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';

import { useRefreshPlatformConfig } from '../../../config/ConfigGate';
import { useI18n } from '../../../i18n/I18nProvider';
import { createAlertSound } from './createAlertSound';
import { createLiveReload } from './createLiveReload';
import { createIncomingOrderFeed, mergeIncomingOrders } from './incomingOrderFeed';
import { setIncomingWaiting } from './incomingWaiting';
import { toLiveLabels } from './liveLabels';
import { ALERT_SOUND_PATH, liveRefreshMs, readHandled, writeHandled } from './liveSettings';
import { createLiveRefresh, isLiveRefreshKey, isNewAppVersion } from './liveRefresh';
import { useLiveActions, useReloadOrders } from './useLiveActions';
import { startOfDay, useLiveOrders } from './useLiveOrders';
import { useRealtime } from '../../../realtime/useRealtime';
import { useNow } from './useNow';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** The key under which an order's action is recorded as done in this tab. */
const handledKey = (id: string, action: IncomingOrderAction): string => `${id}:${action}`;

/** The key that reopens the minimised carousel from anywhere on the page. */
const REOPEN_KEY = 'i';

/**
 * The live engine of a restaurant admin and the incoming-order dialog. It keeps the lists fresh (the
 * private-orders-{restaurant} channels and the service worker's new_order messages, throttled to once per 5 s,
 * plus the 60 s data refresh of `createLiveRefresh`, which reloads the page only for a new app version while no
 * order waits), holds in the carousel the orders the domain's `incomingOrderAction` names, each with its action
 * (Approve with the time, or Confirm preparation), and plays the alert every 60 s until none is left. The order an
 * event names shows at once, ahead of the throttled reload (`createIncomingOrderFeed`); an order the restaurant can
 * no longer act on leaves at once. Staff can minimise the carousel to a bar (the sound goes on); a new order opens
 * it again. Other modal dialogs wait while orders wait (`incomingWaiting`).
 */
export function IncomingOrdersPrompt({ claims }: { claims: TokenClaims }) {
  const { LL, locale } = useI18n();
  const labels = useMemo(() => toLiveLabels(LL), [LL]);
  const now = useNow();
  const live = useLiveOrders(startOfDay(now));
  const actions = useLiveActions();
  const reload = useReloadOrders();
  const { mutate } = useSWRConfig();
  const refreshConfig = useRefreshPlatformConfig();
  const realtime = useRealtime(true);
  const { client } = useApi();
  const restaurantIds = (claims.managed_restaurants ?? []).map((restaurant) => restaurant.id).join(',');
  // The client's clock, as useNow's: an order is judged against one clock however it arrived.
  const feed = useMemo(
    () =>
      createIncomingOrderFeed({
        fetchOrder: (id) => getOrder(client, id),
        clock: () => client.now().getTime(),
      }),
    [client],
  );
  const fed = useSyncExternalStore(feed.subscribe, feed.getSnapshot);

  useEffect(() => {
    const channels = restaurantIds
      .split(',')
      .filter(Boolean)
      .map((id) => realtimeChannels.restaurantOrders(id));
    return createLiveReload({
      realtime,
      channels,
      serviceWorker: typeof navigator !== 'undefined' ? (navigator.serviceWorker ?? null) : null,
      reload,
      onEvent: feed.receive,
    });
  }, [realtime, restaurantIds, reload, feed]);

  useEffect(() => {
    feed.observe(live.incomingCandidates, client.now());
  }, [feed, live.incomingCandidates, client]);

  const [handled, setHandled] = useState<readonly string[]>(() => readHandled(storage()));
  const { incoming, actions: actionById } = useMemo(() => {
    // The 20 s tick is inside the 30 s window of an approved order: it is caught before its prepare start. An
    // order that just arrived is judged at its arrival, not at the last tick.
    const at = fed.receivedAt > now.getTime() ? new Date(fed.receivedAt) : now;
    const byId = new Map<string, IncomingOrderAction>();
    const held = mergeIncomingOrders(live.incomingCandidates, fed.pushed).filter((order) => {
      const action = incomingOrderAction(order, at);
      if (action === null || handled.includes(handledKey(order.id, action))) return false;
      byId.set(order.id, action);
      return true;
    });
    return { incoming: held, actions: byId };
  }, [live.incomingCandidates, fed, handled, now]);
  const waitingCount = incoming.length;
  const waitingRef = useRef(waitingCount);

  useEffect(() => {
    waitingRef.current = waitingCount;
    setIncomingWaiting({ deciding: live.isLoading, count: waitingCount });
  }, [live.isLoading, waitingCount]);
  useEffect(() => () => setIncomingWaiting(null), []);

  useEffect(() => {
    const tick = createLiveRefresh({
      refreshData: () => {
        void mutate(isLiveRefreshKey);
        void refreshConfig();
      },
      isNewVersion: () =>
        isNewAppVersion(
          import.meta.env.VITE_APP_VERSION as string | undefined,
          (url, init) => fetch(url, init),
          import.meta.env.BASE_URL,
        ),
      mayReload: () => waitingRef.current === 0,
      reloadPage: () => window.location.reload(),
    });
    const timer = setInterval(() => void tick(), liveRefreshMs(import.meta.env));
    return () => clearInterval(timer);
  }, [mutate, refreshConfig, client]);

  // Minimised with the orders then waiting; a new order opens the carousel again (and so does the first order
  // after all were handled).
  const [minimisedWith, setMinimisedWith] = useState<ReadonlySet<string> | null>(null);
  const isMinimised =
    minimisedWith !== null && waitingCount > 0 && incoming.every((order) => minimisedWith.has(order.id));
  const minimise = useCallback(
    () => setMinimisedWith(new Set(incoming.map((order) => order.id))),
    [incoming],
  );
  const reopen = useCallback(() => setMinimisedWith(null), []);

  const audioRef = useRef<HTMLAudioElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const soundRef = useRef<ReturnType<typeof createAlertSound> | null>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return undefined;
    const sound = createAlertSound(audio, window);
    soundRef.current = sound;
    const off = sound.onBlockedChange(setSoundBlocked);
    return () => {
      off();
      sound.dispose();
      soundRef.current = null;
    };
  }, []);
  const hasIncoming = incoming.length > 0;
  useEffect(() => {
    soundRef.current?.setActive(hasIncoming);
  }, [hasIncoming]);

  // Written from an effect, never from the state updater: an action that settles after the screen left (its
  // request answered late) may still set the state, but only a mounted prompt records it in the tab's storage.
  useEffect(() => writeHandled(storage(), handled), [handled]);
  const markHandled = (key: string) => setHandled((previous) => [...previous, key]);

  // After an action the order's new state is read at once, so that the carousel moves on (to Confirm
  // preparation, or without the order) in one step, ahead of the lists; the key keeps a stale list from offering
  // the same action again.
  const settle = async (order: Order, action: IncomingOrderAction) => {
    const fresh = await getOrder(client, order.id).catch(() => null);
    if (fresh) feed.put(fresh);
    markHandled(handledKey(order.id, action));
  };

  const onApprove = async (order: Order, minutes: number) => {
    if (await actions.approve(order, minutes)) await settle(order, 'approve');
  };

  const onConfirmPreparation = async (order: Order) => {
    if (await actions.confirmPreparation(order)) await settle(order, 'confirmPreparation');
  };

  return (
    <>
      {/* The alert tone carries no words: the dialog it announces is its text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={`${import.meta.env.BASE_URL}${ALERT_SOUND_PATH}`}
        preload="auto"
        data-alert="incoming-orders"
        hidden
      />
      <IncomingOrderCarousel
        orders={incoming}
        onApprove={onApprove}
        actionOf={(order) => actionById.get(order.id) ?? 'approve'}
        onConfirmPreparation={onConfirmPreparation}
        onClose={minimise}
        isMinimised={isMinimised}
        now={now}
        locale={locale}
        labels={labels.carousel}
        soundBlocked={soundBlocked}
        showRestaurant={isMultiRestaurantAdmin(claims)}
      />
      {isMinimised ? (
        <IncomingOrdersBar
          count={waitingCount}
          onReopen={reopen}
          shortcut={REOPEN_KEY}
          labels={{
            region: LL.incomingOrders.bar.region(),
            waiting: (count) => LL.incomingOrders.bar.waiting({ count }),
            reopen: LL.incomingOrders.bar.reopen(),
          }}
        />
      ) : null}
    </>
  );
}
