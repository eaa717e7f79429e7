import type { Company, IncomingOrderAction, Locale, Order } from '@backoffice/domain';
import { useEffect, useRef, useState } from 'react';

import { Button } from '../../Button/Button';
import { Dialog, Modal } from '../../Dialog/Dialog';
import { Icon } from '../../Icon/Icon';
import type { ApproveTimeControlLabels } from '../ApproveTimeControl/ApproveTimeControl';
import { ApproveTimeControl } from '../ApproveTimeControl/ApproveTimeControl';
import type { OrderCardLabels } from '../OrderCard/OrderCard';
import { OrderCard } from '../OrderCard/OrderCard';
import * as styles from './IncomingOrderCarousel.css';

/** The texts of {@link IncomingOrderCarousel}. */
export interface IncomingOrderCarouselLabels {
  /** The dialog's title, e.g. 'New orders'. */
  title: string;
  /** The position, shown between the arrows and naming the slide, e.g. `(n, m) => \`${n} of ${m}\``. */
  position: (index: number, total: number) => string;
  /** The previous / next buttons. */
  previous: string;
  next: string;
  /** The notice shown while the browser blocks the alert sound (autoplay). */
  soundBlocked: string;
  /** The close button, shown only when `onClose` is given (e.g. 'Minimise'). */
  close?: string;
  /** The button of an order whose action is 'confirmPreparation', e.g. 'Confirm preparation'. */
  confirmPreparation?: string;
  /** The order card's texts. */
  card: OrderCardLabels;
  /** The approve control's texts. */
  approve: ApproveTimeControlLabels;
}

/** Props of {@link IncomingOrderCarousel}. */
export interface IncomingOrderCarouselProps {
  /** The orders waiting to be handled, in the order to show them. The dialog is open while this is not empty. */
  orders: readonly Order[];
  /** Approves an order with a preparation time; the dialog waits for it (the Approve button spins). */
  onApprove: (order: Order, minutes: number) => Promise<void>;
  /**
   * What each order asks for: Approve with the preparation time, or Confirm preparation (an approved order whose
   * prepare start has come; the app asks the domain's `incomingOrderAction`).
   * @default every order is approved
   */
  actionOf?: (order: Order) => IncomingOrderAction;
  /**
   * Confirms the preparation of an order whose action is 'confirmPreparation'; the dialog waits for it (the
   * button spins). Needs `labels.confirmPreparation`.
   */
  onConfirmPreparation?: (order: Order) => Promise<void>;
  /** The current moment for the time texts (the app ticks it every 20 s). */
  now: Date;
  /** The display locale. */
  locale: Locale;
  /** The texts. */
  labels: IncomingOrderCarouselLabels;
  /**
   * The browser blocked the alert sound: the notice shows.
   * @default false
   */
  soundBlocked?: boolean;
  /** Show each order's restaurant (admins of several restaurants). */
  showRestaurant?: boolean;
  /** The ordering company, for its service fee. */
  company?: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null;
  /** IANA zone of the times shown. @default the runtime's zone */
  timeZone?: string;
  /**
   * The preparation time an order starts with.
   * @default the delivery job's preparation time, else 20
   */
  defaultMinutes?: (order: Order) => number;
  /** When given, the dialog can be put aside (close button and Escape); otherwise the orders must be handled. */
  onClose?: () => void;
  /**
   * The dialog is put aside (minimised) while orders wait: it stays closed, keeping its place and the times
   * chosen, until this turns false again. Show an {@link IncomingOrdersBar} meanwhile.
   * @default false
   */
  isMinimised?: boolean;
}

const jobMinutes = (order: Order): number => order.deliveryJob?.preparationTime ?? 20;
const approveAll = (): IncomingOrderAction => 'approve';

/**
 * The incoming-order dialog: a modal carousel of the orders to handle, one at a time, with previous / next (also
 * Arrow Left / Right anywhere in the dialog, wrapping around), "n of m", the order card and its action: the approve
 * control, or the Confirm preparation button for an order `actionOf` says is approved and due.
 * When an approved order leaves the list the next one takes its place and receives focus; the dialog closes
 * when the list is empty. A notice shows while the browser blocks the alert sound.
 *
 * **When to use:** Prompting restaurant staff on the live orders screen with the orders that wait for
 * approval, one at a time, until each is handled.
 *
 * **When not to use:** When the user puts the prompt aside, the {@link IncomingOrdersBar} reopens it;
 * browsing orders is the {@link OrderCardList} or the orders {@link DataList}.
 */
export function IncomingOrderCarousel({
  orders,
  onApprove,
  now,
  locale,
  labels,
  soundBlocked = false,
  showRestaurant,
  company,
  timeZone,
  defaultMinutes = jobMinutes,
  onClose,
  actionOf = approveAll,
  onConfirmPreparation,
  isMinimised = false,
}: IncomingOrderCarouselProps) {
  const [position, setPosition] = useState<{ id: string | undefined; index: number }>({
    id: orders[0]?.id,
    index: 0,
  });
  const [minutesById, setMinutesById] = useState<Record<string, number>>({});
  const [pendingId, setPendingId] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const shownId = useRef<string | undefined>(undefined);

  const found = orders.findIndex((order) => order.id === position.id);
  const index = found >= 0 ? found : Math.max(0, Math.min(position.index, orders.length - 1));
  const current = orders[index];
  const total = orders.length;

  const go = (step: 1 | -1) => {
    if (total === 0) return;
    const next = (index + step + total) % total;
    setPosition({ id: orders[next]?.id, index: next });
  };

  // When the shown order is replaced without the user moving (it was approved here or elsewhere), the focused
  // control went with it: focus the new slide, so keyboard and screen-reader users land on the next order
  // instead of wherever the modal's focus scope would put them.
  useEffect(() => {
    const previous = shownId.current;
    shownId.current = current?.id;
    if (previous === undefined || current === undefined || previous === current.id) return;
    if (position.id === current.id) return;
    slideRef.current?.focus();
  }, [current, position.id]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  });

  const approve = async (order: Order, minutes: number) => {
    setPendingId(order.id);
    try {
      await onApprove(order, minutes);
    } finally {
      setPendingId((pending) => (pending === order.id ? null : pending));
    }
  };

  const confirm = async (order: Order) => {
    if (!onConfirmPreparation) return;
    setPendingId(order.id);
    try {
      await onConfirmPreparation(order);
    } finally {
      setPendingId((pending) => (pending === order.id ? null : pending));
    }
  };

  const action = current ? actionOf(current) : 'approve';

  return (
    <Modal
      isOpen={total > 0 && !isMinimised}
      size="lg"
      isKeyboardDismissDisabled={!onClose}
      onOpenChange={(open) => (open ? undefined : onClose?.())}
    >
      <Dialog
        title={labels.title}
        footer={
          onClose && labels.close ? (
            <Button variant="secondary" onPress={onClose}>
              {labels.close}
            </Button>
          ) : undefined
        }
      >
        <div
          ref={rootRef}
          className={styles.carousel}
          aria-roledescription="carousel"
          role="group"
          aria-label={labels.title}
        >
          {soundBlocked ? (
            <p className={styles.notice} role="status">
              <Icon name="alert" size="sm" />
              {labels.soundBlocked}
            </p>
          ) : null}
          {current ? (
            <div
              ref={slideRef}
              key={current.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.position(index + 1, total)}
              tabIndex={-1}
              className={styles.slide}
            >
              <OrderCard
                order={current}
                now={now}
                locale={locale}
                labels={labels.card}
                showRestaurant={showRestaurant}
                company={company}
                timeZone={timeZone}
                actions={
                  action === 'confirmPreparation' ? (
                    <Button
                      onPress={() => void confirm(current)}
                      isPending={pendingId === current.id}
                      isDisabled={!onConfirmPreparation}
                    >
                      {labels.confirmPreparation}
                    </Button>
                  ) : (
                    <ApproveTimeControl
                      labels={labels.approve}
                      value={minutesById[current.id] ?? defaultMinutes(current)}
                      onChange={(minutes) => setMinutesById((all) => ({ ...all, [current.id]: minutes }))}
                      onApprove={(minutes) => void approve(current, minutes)}
                      isPending={pendingId === current.id}
                    />
                  )
                }
              />
            </div>
          ) : null}
          <div className={styles.controls}>
            <Button variant="secondary" onPress={() => go(-1)} isDisabled={total < 2}>
              {labels.previous}
            </Button>
            <span className={styles.counter} aria-live="polite" aria-atomic="true">
              {labels.position(index + 1, total)}
            </span>
            <Button variant="secondary" onPress={() => go(1)} isDisabled={total < 2}>
              {labels.next}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
