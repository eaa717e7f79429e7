import type {
  ApproveTimeControlLabels,
  CancelOrderDialogLabels,
  CanteenSubOrderListLabels,
  FormMessages,
  IncomingOrderCarouselLabels,
  NotificationToggleLabels,
  OrderCardLabels,
  OrderLineItemsLabels,
  ReceiptViewLabels,
  TimeTextLabels,
} from '@backoffice/ui';

import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { toCancelDialogLabels, toFormMessages } from '../orderDialogTexts';

/** Every kit text of the live order screen, in the user's language. */
export interface LiveLabels {
  card: OrderCardLabels;
  approve: ApproveTimeControlLabels;
  carousel: IncomingOrderCarouselLabels;
  canteen: CanteenSubOrderListLabels;
  cancel: (identifier: string) => CancelOrderDialogLabels;
  messages: FormMessages;
  notifications: NotificationToggleLabels;
  /** The printed receipt of the active order. */
  receipt: ReceiptViewLabels;
}

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> => key in map;

/** Builds the kit labels from the dictionary (`liveOrders` namespace). */
export function toLiveLabels(LL: TranslationFunctions): LiveLabels {
  const t = LL.liveOrders;
  const timeText: TimeTextLabels = {
    cancelled: t.timeText.cancelled(),
    minutes: (minutes) => t.timeText.minutes({ minutes }),
    today: (time) => t.timeText.today({ time }),
    tomorrow: (time) => t.timeText.tomorrow({ time }),
    date: (dateTime) => t.timeText.date({ dateTime }),
    now: t.timeText.now(),
    delivering: t.timeText.delivering(),
    delivered: (time) => (time ? t.timeText.deliveredAt({ time }) : t.timeText.delivered()),
  };
  const lineItems: OrderLineItemsLabels = {
    items: t.lineItems.items(),
    quantity: (quantity) => t.lineItems.quantity({ quantity }),
    optionQuantity: (quantity, name) => t.lineItems.optionQuantity({ quantity, name }),
    optionPrice: (price) => t.lineItems.optionPrice({ price }),
    refunded: (refunded, quantity) =>
      refunded >= quantity ? t.lineItems.refundedAll() : t.lineItems.refunded({ refunded, quantity }),
    note: t.lineItems.note(),
  };
  const jobStatus = t.card.jobStatus;
  const courierStatus = t.card.courierStatus;
  const card: OrderCardLabels = {
    canteenProduct: t.card.canteenProduct(),
    orderStatus: {
      'init-payment': t.card.status['init-payment'](),
      new: t.card.status.new(),
      approved: t.card.status.approved(),
      cancelled: t.card.status.cancelled(),
      'cancelled-after-approval': t.card.status['cancelled-after-approval'](),
    },
    statusWithReason: (status, reason) => t.card.statusWithReason({ status, reason }),
    deliveryJobStatus: (status) =>
      status !== 'unknown' && has(jobStatus, status)
        ? jobStatus[status]({ status })
        : jobStatus.unknown({ status }),
    courierStatus: (status) =>
      status !== 'unknown' && has(courierStatus, status)
        ? courierStatus[status]({ status })
        : courierStatus.unknown({ status }),
    courier: (name) => t.card.courier({ name }),
    etaToPickup: (time) => t.card.etaToPickup({ time }),
    etaToDropoff: (time) => t.card.etaToDropoff({ time }),
    totals: {
      subtotal: t.card.totals.subtotal(),
      discount: t.card.totals.discount(),
      serviceFee: t.card.totals.serviceFee(),
      delivery: t.card.totals.delivery(),
      total: t.card.totals.total(),
    },
    payment: t.card.payment(),
    paymentKind: {
      card: t.card.paymentKind.card(),
      cash: t.card.paymentKind.cash(),
      company: t.card.paymentKind.company(),
      other: t.card.paymentKind.other(),
    },
    mealsCount: (count) => t.card.mealsCount({ count }),
    compactTotal: (amount) => t.card.compactTotal({ amount }),
    scheduled: t.card.scheduled(),
    timeText,
    lineItems,
  };
  const approve: ApproveTimeControlLabels = {
    label: t.approve.label(),
    minutes: (minutes) => t.approve.minutes({ minutes }),
    decrease: t.approve.decrease(),
    increase: t.approve.increase(),
    approve: t.approve.approve(),
  };
  const r = t.receipt;
  const receipt: ReceiptViewLabels = {
    receipt: (identifier) => r.label({ identifier }),
    canteenProduct: t.card.canteenProduct(),
    orderedAt: r.orderedAt(),
    deliverBy: r.deliverBy(),
    customer: r.customer(),
    phone: r.phone(),
    address: r.address(),
    totals: card.totals,
    payment: { 'cash-payment': r.cashPayment(), paid: r.paid() },
    lineItems,
  };
  return {
    card,
    approve,
    receipt,
    carousel: {
      title: t.incoming.title(),
      position: (index, total) => t.incoming.position({ index, total }),
      previous: t.incoming.previous(),
      next: t.incoming.next(),
      soundBlocked: t.incoming.soundBlocked(),
      close: LL.incomingOrders.minimise(),
      confirmPreparation: t.actions.confirmPreparation(),
      card,
      approve,
    },
    canteen: {
      canteenProduct: t.card.canteenProduct(),
      progress: t.canteen.progress(),
      progressValue: (confirmed, total) => t.canteen.progressValue({ confirmed, total }),
      subOrders: t.canteen.subOrders(),
      subOrder: (identifier, cutoff) => t.canteen.subOrder({ identifier, cutoff }),
      confirmed: t.canteen.confirmed(),
      notConfirmed: t.canteen.notConfirmed(),
      mealsCount: (count) => t.canteen.mealsCount({ count }),
      items: t.canteen.items(),
      lineItems,
    },
    cancel: (identifier) => toCancelDialogLabels(LL, LL.orderDialogs.cancel.titleOf({ identifier })),
    messages: toFormMessages(LL),
    notifications: {
      label: t.notifications.label(),
      on: t.notifications.on(),
      off: t.notifications.off(),
      blocked: t.notifications.blocked(),
      help: t.notifications.help(),
      helpTitle: t.notifications.helpTitle(),
      helpText: {
        chrome: t.notifications.helpText.chrome(),
        firefox: t.notifications.helpText.firefox(),
        safari: t.notifications.helpText.safari(),
        other: t.notifications.helpText.other(),
      },
      pictureAlt: {
        chrome: t.notifications.pictureAlt.chrome(),
        firefox: t.notifications.pictureAlt.firefox(),
        safari: t.notifications.pictureAlt.safari(),
      },
      close: t.notifications.close(),
    },
  };
}
