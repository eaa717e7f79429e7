import { CompositeItem, useCompositeContext } from '@ariakit/react';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/** What an {@link OrderCardList} tells its items. @internal */
export interface OrderCardListContextValue {
  /** The DOM id of an order's item (unique in the document). */
  itemId: (orderId: string) => string;
  /** An item received focus: the list remembers which order had it, to move on when that order leaves. */
  onItemFocus: (orderId: string) => void;
}

/** @internal */
export const OrderCardListContext = createContext<OrderCardListContextValue | null>(null);

/** Whether the card renders inside an {@link OrderCardList} (its select button is then a roving-focus item). */
export function useInOrderCardList(): boolean {
  const list = useContext(OrderCardListContext);
  const composite = useCompositeContext();
  return list !== null && composite !== undefined;
}

/** Props of {@link OrderCardListItem}. @internal */
export interface OrderCardListItemProps {
  orderId: string;
  className: string;
  onSelect: () => void;
  isSelected: boolean;
  children: ReactNode;
}

/**
 * A card's select button inside an {@link OrderCardList}: one Ariakit composite item of the list (roving tab
 * index), a native button, so Enter and Space select. States: `data-focus-visible` (Ariakit), `data-active-item`.
 * @internal
 */
export function OrderCardListItem({
  orderId,
  className,
  onSelect,
  isSelected,
  children,
}: OrderCardListItemProps) {
  const list = useContext(OrderCardListContext);
  return (
    <CompositeItem
      id={list?.itemId(orderId)}
      className={className}
      onClick={onSelect}
      onFocus={() => list?.onItemFocus(orderId)}
      aria-current={isSelected ? 'true' : undefined}
      data-order-id={orderId}
    >
      {children}
    </CompositeItem>
  );
}
