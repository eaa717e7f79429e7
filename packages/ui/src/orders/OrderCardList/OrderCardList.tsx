import { Composite, useCompositeStore } from '@ariakit/react';
import type { Order } from '@backoffice/domain';
import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';

import * as styles from './OrderCardList.css';
import { nextFocusedId } from './nextFocusedId';
import type { OrderCardListContextValue } from './OrderCardListItem';
import { OrderCardListContext } from './OrderCardListItem';

/** Props of {@link OrderCardList}. */
export interface OrderCardListProps {
  /** The orders, in the order shown. */
  orders: readonly Order[];
  /** Renders one order: an `OrderCard` with `onSelect` (its select button becomes the list's item). */
  renderOrder: (order: Order) => ReactNode;
  /** The list's accessible name, e.g. 'New orders'. */
  'aria-label'?: string;
  /** Or the id of the element naming the list (its heading). */
  'aria-labelledby'?: string;
  /** The selected order: the list's tab stop when the list is entered. */
  selectedId?: string | null;
  /**
   * The focused order left and no order is left to focus: the app moves focus to the list's heading, so that it
   * never falls back to the page.
   */
  onFocusLost?: () => void;
}

/**
 * A list of selectable order cards with roving focus (Ariakit `Composite`): one Tab stop, the arrow keys move
 * between the cards, Home / End go to the first / last, Enter or Space selects. When the focused order leaves the
 * list, focus moves to the next order, else the previous one (`nextFocusedId`), else `onFocusLost` runs.
 *
 * **When to use:** The selectable list of order cards on the live orders screen, navigated with the arrow
 * keys.
 *
 * **When not to use:** Orders searched, sorted or paged (the orders table) are a {@link DataList}; an
 * unselectable list of cards is a `Stack` of {@link OrderCard}s.
 */
export function OrderCardList({
  orders,
  renderOrder,
  selectedId = null,
  onFocusLost,
  ...aria
}: OrderCardListProps) {
  const prefix = useId();
  const itemId = (orderId: string) => `${prefix}-${orderId}`;
  const ids = useMemo(() => orders.map((order) => order.id), [orders]);
  const store = useCompositeStore({
    defaultActiveId: selectedId !== null && ids.includes(selectedId) ? itemId(selectedId) : undefined,
  });
  const focused = useRef<string | null>(null);
  const previousIds = useRef<readonly string[]>(ids);

  const context = useMemo<OrderCardListContextValue>(
    () => ({
      itemId: (orderId) => `${prefix}-${orderId}`,
      onItemFocus: (orderId) => {
        focused.current = orderId;
      },
    }),
    [prefix],
  );

  // The list always has its one Tab stop: the selected order, else the first, whenever the roving item is unset
  // (the list was empty at first) or has left the list.
  const activeId = store.useState('activeId');
  useEffect(() => {
    if (ids.length === 0 || (activeId != null && ids.some((id) => `${prefix}-${id}` === activeId))) return;
    const preferred = selectedId !== null && ids.includes(selectedId) ? selectedId : ids[0];
    store.setActiveId(`${prefix}-${preferred}`);
  }, [activeId, ids, prefix, selectedId, store]);

  // Runs in the commit that removed the focused item, before the browser paints or anything else takes focus.
  useLayoutEffect(() => {
    const before = previousIds.current;
    previousIds.current = ids;
    const left = focused.current;
    if (left === null || ids.includes(left)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = nextFocusedId(before, ids, left);
    focused.current = null;
    if (next !== null) document.getElementById(`${prefix}-${next}`)?.focus();
    else onFocusLost?.();
  }, [ids, prefix, onFocusLost]);

  return (
    <OrderCardListContext.Provider value={context}>
      <Composite
        store={store}
        render={<ul className={styles.list} {...aria} />}
        onBlur={(event) => {
          // Focus moved elsewhere on the page: forget it. A removed item leaves no related target; the effect
          // above has run by then.
          const root = event.currentTarget;
          if (event.relatedTarget !== null) {
            if (!root.contains(event.relatedTarget)) focused.current = null;
            return;
          }
          setTimeout(() => {
            if (!root.contains(document.activeElement)) focused.current = null;
          }, 0);
        }}
      >
        {orders.map((order) => (
          <li key={order.id} className={styles.item}>
            {renderOrder(order)}
          </li>
        ))}
      </Composite>
    </OrderCardListContext.Provider>
  );
}
