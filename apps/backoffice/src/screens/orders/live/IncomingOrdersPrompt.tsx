import { getOrder, realtimeChannels, useApi } from '@backoffice/api';
import type { Order, TokenClaims } from '@backoffice/domain';
import { isMultiRestaurantAdmin, shouldPromptIncoming } from '@backoffice/domain';
import { IncomingOrderCarousel } from '@backoffice/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import { useI18n } from '../../../i18n/I18nProvider';
import { createAlertSound } from './createAlertSound';
import { createLiveReload } from './createLiveReload';
import { createIncomingOrderFeed, mergeIncomingOrders } from './incomingOrderFeed';
import { toLiveLabels } from './liveLabels';
import { ALERT_SOUND_PATH, liveRefreshMs, readHandled, writeHandled } from './liveSettings';
import { useLiveActions, useReloadOrders } from './useLiveActions';
import { startOfDay, useLiveOrders } from './useLiveOrders';
import { useRealtime } from '../../../realtime/useRealtime';
import { useNow } from './useNow';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/**
 * The live engine of a restaurant admin and the incoming-order dialog. It keeps the lists fresh (the
 * private-orders-{restaurant} channels and the service worker's new_order messages, throttled to once per 5 s,
 * plus a refresh every 60 s without reloading the page, which would block the sound again), opens the carousel
 * for the orders that must be handled now (domain `shouldPromptIncoming`) and plays the alert every 60 s until
 * none is left. The order an event names shows at once, ahead of the throttled reload (`createIncomingOrderFeed`),
 * and an order seen new that turns approved (here or on another device) leaves the carousel.
 */
export function IncomingOrdersPrompt({ claims }: { claims: TokenClaims }) {
  const { LL, locale } = useI18n();
  const labels = useMemo(() => toLiveLabels(LL), [LL]);
  const now = useNow();
  const live = useLiveOrders(startOfDay(now));
  const actions = useLiveActions();
  const reload = useReloadOrders();
  const realtime = useRealtime(true);
  const { client } = useApi();
  const restaurantIds = (claims.managed_restaurants ?? []).map((restaurant) => restaurant.id).join(',');
  const feed = useMemo(() => createIncomingOrderFeed({ fetchOrder: (id) => getOrder(client, id) }), [client]);
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
    feed.observe(live.incomingCandidates, new Date());
  }, [feed, live.incomingCandidates]);

  useEffect(() => {
    const timer = setInterval(reload, liveRefreshMs(import.meta.env));
    return () => clearInterval(timer);
  }, [reload, client]);

  const [handled, setHandled] = useState<readonly string[]>(() => readHandled(storage()));
  const incoming = useMemo(() => {
    // The 20 s tick is inside the 30 s prompt window: an order is caught before its prepare start. An order that
    // just arrived is judged at its arrival, not at the last tick.
    const at = fed.receivedAt > now.getTime() ? new Date(fed.receivedAt) : now;
    return mergeIncomingOrders(live.incomingCandidates, fed.pushed).filter(
      (order) =>
        !handled.includes(order.id) &&
        !(order.status !== 'new' && fed.seenNew.has(order.id)) &&
        shouldPromptIncoming(order, at),
    );
  }, [live.incomingCandidates, fed, handled, now]);

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

  const onApprove = async (order: Order, minutes: number) => {
    if (await actions.approve(order, minutes)) {
      setHandled((previous) => {
        const next = [...previous, order.id];
        writeHandled(storage(), next);
        return next;
      });
    }
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
        now={now}
        locale={locale}
        labels={labels.carousel}
        soundBlocked={soundBlocked}
        showRestaurant={isMultiRestaurantAdmin(claims)}
      />
    </>
  );
}
