import type { UnreadableItem } from '@backoffice/api';
import { useOrders } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { LIMITS, splitActiveOrders } from '@backoffice/domain';
import { useMemo } from 'react';

/** The start of the local day of `now`, as an ISO instant. */
export function startOfDay(now: Date): string {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

/** The live lists of the restaurant: new, awaiting preparation and today's preparation-confirmed orders. */
export interface LiveOrders {
  newOrders: Order[];
  awaiting: Order[];
  confirmed: Order[];
  /** The three lists in screen order, for picking the active order. */
  all: Order[];
  /** Orders whose status is new (GET /orders?status=new), for the incoming prompt. */
  incomingCandidates: Order[];
  /** Orders of the active list that could not be read: shown as marked rows with the new orders. */
  unreadableActive: UnreadableItem[];
  /** Orders of the preparation-confirmed list that could not be read. */
  unreadableConfirmed: UnreadableItem[];
  isLoading: boolean;
  error: unknown;
}

/**
 * The live lists (GET /orders?activeOrders=true, ?status=new, and today's preparation-confirmed orders, 100
 * each), split with the domain predicates. The lists are SWR keys under `orders`: the shell's reload revalidates
 * them all.
 */
export function useLiveOrders(day: string, enabled = true): LiveOrders {
  const active = useOrders('active', enabled ? {} : null);
  const fresh = useOrders('new', enabled ? {} : null);
  const confirmedList = useOrders(
    'v1',
    enabled
      ? {
          preparationConfirmed: true,
          requiredDeliveryTime: { after: day },
          itemsPerPage: LIMITS.orderListPageSize,
          order: { requiredDeliveryTime: 'desc' },
        }
      : null,
  );
  return useMemo(() => {
    const activeItems = active.data?.items ?? [];
    // Only orders the restaurant can still act on: one that is no longer active leaves at once (domain rule).
    const { newOrders, awaiting } = splitActiveOrders(activeItems);
    const confirmed = confirmedList.data?.items ?? [];
    const seen = new Set(activeItems.map((order) => order.id));
    const incomingCandidates = [
      ...activeItems,
      ...(fresh.data?.items ?? []).filter((order) => !seen.has(order.id)),
    ];
    return {
      newOrders,
      awaiting,
      confirmed,
      all: [...newOrders, ...awaiting, ...confirmed],
      incomingCandidates,
      unreadableActive: active.data?.unreadable ?? [],
      unreadableConfirmed: confirmedList.data?.unreadable ?? [],
      isLoading: !active.data && !active.error,
      error: active.error ?? confirmedList.error,
    };
  }, [active.data, active.error, fresh.data, confirmedList.data, confirmedList.error]);
}
