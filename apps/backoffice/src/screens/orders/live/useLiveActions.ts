import {
  approveOrder,
  cancelOrder,
  confirmCanteenNotification,
  confirmOrderPreparation,
  useApi,
  ViolationsError,
} from '@backoffice/api';
import type { CancelPayload, Order, Violation } from '@backoffice/domain';
import { baseOrderId, isCanteenOrder } from '@backoffice/domain';
import { showToast } from '@backoffice/ui';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useNotify } from '../../../errors/useNotify';
import { useI18n } from '../../../i18n/I18nProvider';

/** Revalidates every order list and order of the SWR cache (the live lists, the active order). */
export function useReloadOrders(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    void mutate((key) => Array.isArray(key) && key[0] === 'orders');
  }, [mutate]);
}

const restaurantIdOf = (order: Order): string | number | null => {
  const { restaurant } = order;
  if (restaurant && typeof restaurant === 'object') return restaurant.id;
  if (typeof restaurant === 'string') return restaurant.split('/').pop() ?? null;
  return null;
};

/** The live screen's order actions, each with its notices from the error catalogue. */
export interface LiveActions {
  /** Approves with a preparation time; resolves true when it went through (also when already approved). */
  approve: (order: Order, minutes: number) => Promise<boolean>;
  confirmPreparation: (order: Order) => Promise<boolean>;
  /** Cancels; violations come back for the dialog's fields. */
  cancel: (
    order: Order,
    payload: CancelPayload,
  ) => Promise<{ ok: true } | { ok: false; violations?: readonly Violation[] }>;
}

/**
 * Approve (preparation time; the 'attention' warning when somebody approved it already; a canteen order also
 * confirms the canteen notification of its cutoff), confirm preparation and cancel. Every success reloads the
 * lists (a re-approval, cancelled to approved, must bring the order back to the active list).
 */
export function useLiveActions(): LiveActions {
  const { client } = useApi();
  const { LL } = useI18n();
  const handle = useErrorHandler();
  const notify = useNotify();
  const reload = useReloadOrders();

  const approve = useCallback(
    async (order: Order, minutes: number) => {
      try {
        const canteen = isCanteenOrder(order);
        const id = baseOrderId(order.id);
        const result =
          canteen && order.status === 'approved'
            ? { alreadyApproved: false }
            : await approveOrder(client, id, { preparationTime: minutes });
        const cutoff = order.canteenSuborderForCutoff ?? order.cutoffTime;
        const canteenRef = order.cloudcanteen ?? order.residentialcanteen;
        const restaurantId = restaurantIdOf(order);
        if (canteen && cutoff && canteenRef?.id !== undefined && restaurantId !== null) {
          await confirmCanteenNotification(client, {
            restaurantId,
            canteenId: canteenRef.id,
            canteenIdentifier: canteenRef.identifier,
            cutoffTime: cutoff,
          });
        }
        if (result.alreadyApproved) {
          showToast(notify.queue, {
            title: LL.notifications.warning(),
            description: LL.orders.already_approved(),
            tone: 'warning',
          });
        } else {
          showToast(notify.queue, { title: LL.liveOrders.notices.approved(), tone: 'success' });
        }
        reload();
        return true;
      } catch (error) {
        handle(error, 'request');
        return false;
      }
    },
    [client, LL, handle, notify, reload],
  );

  const confirmPreparation = useCallback(
    async (order: Order) => {
      try {
        await confirmOrderPreparation(client, order.id);
        showToast(notify.queue, { title: LL.liveOrders.notices.preparationConfirmed(), tone: 'success' });
        reload();
        return true;
      } catch (error) {
        handle(error, 'request');
        return false;
      }
    },
    [client, LL, handle, notify, reload],
  );

  const cancel = useCallback<LiveActions['cancel']>(
    async (order, payload) => {
      try {
        await cancelOrder(client, order.id, payload);
        showToast(notify.queue, { title: LL.liveOrders.notices.cancelled(), tone: 'success' });
        reload();
        return { ok: true };
      } catch (error) {
        if (error instanceof ViolationsError) return { ok: false, violations: error.violations };
        handle(error, 'request');
        return { ok: false };
      }
    },
    [client, LL, handle, notify, reload],
  );

  return useMemo(() => ({ approve, confirmPreparation, cancel }), [approve, confirmPreparation, cancel]);
}
