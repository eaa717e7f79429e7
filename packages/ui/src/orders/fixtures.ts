/**
 * Story and test fixtures of the order pieces: realistic orders built on the domain's `Order` type, at fixed
 * dates, and the English text the app would pass in. Story-only: components never import this file.
 */
import type { Company, DeliveryJob, Order, OrderMeal } from '@backoffice/domain';

/** The moment every story is rendered at: 1 May 2024, 12:00 in Budapest. */
export const fixtureNow = new Date('2024-05-01T10:00:00Z');

/** The zone the stories format times in, so pictures do not depend on the machine's zone. */
export const fixtureTimeZone = 'Europe/Budapest';

const minutesFromNow = (minutes: number): string =>
  new Date(fixtureNow.getTime() + minutes * 60_000).toISOString();

const goulash: OrderMeal = {
  id: 101,
  name: 'Goulash soup',
  quantity: 2,
  price: 2490,
  supplierPrice: 2100,
  children: [
    {
      id: 9001,
      name: 'Sour cream',
      quantity: 1,
      price: 300,
      groupPosition: 2,
      mealOptionPosition: 1,
      mealoptiongroup: { id: 12, name: 'Extras' },
    },
    {
      id: 9002,
      quantity: 1,
      price: 0,
      groupPosition: 1,
      mealOptionPosition: 2,
      mealoption: { id: 55, name: 'Large bowl' },
      mealoptiongroup: { id: 11, name: 'Size' },
    },
    {
      id: 9003,
      name: 'Fresh bread',
      quantity: 2,
      price: 250,
      groupPosition: 2,
      mealOptionPosition: 0,
      mealoptiongroup: { id: 12, name: 'Extras' },
    },
  ],
};

const lecso: OrderMeal = {
  id: 102,
  name: 'Lecsó with sausage',
  description: 'Stewed peppers and tomatoes',
  quantity: 1,
  price: 3190,
  supplierPrice: 2700,
  children: [],
};

const lemonade: OrderMeal = {
  id: 103,
  name: 'Homemade lemonade',
  quantity: 3,
  refundedQuantity: 1,
  price: 890,
  supplierPrice: 600,
};

const strudel: OrderMeal = {
  id: 104,
  name: 'Cherry strudel',
  quantity: 1,
  refundedQuantity: 1,
  price: 1290,
  supplierPrice: 1000,
};

const burger: OrderMeal = {
  id: 201,
  name: 'Beef burger',
  quantity: 1,
  price: 12.9,
  children: [
    {
      id: 9101,
      name: 'Cheddar',
      quantity: 1,
      price: 1.2,
      groupPosition: 1,
      mealOptionPosition: 1,
      mealoptiongroup: { id: 21, name: 'Toppings' },
    },
  ],
};

const fries: OrderMeal = { id: 202, name: 'Sweet potato fries', quantity: 2, price: 4.5 };

/** Builds an order from a complete, realistic base. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '240501-1042',
    identifier: 'A-1042',
    identifierForRestaurant: '1042',
    status: 'new',
    createdAt: minutesFromNow(-4),
    isAsap: true,
    isActiveForRestaurant: true,
    isDeliveryProcessed: true,
    startPrepareAt: minutesFromNow(0.25),
    requiredDeliveryTime: minutesFromNow(35),
    restaurant: { id: 7, name: 'Paprika Bistro' },
    restaurantName: 'Paprika Bistro',
    userProfile: { firstName: 'Anna', lastName: 'Kovács' },
    phone: '+36 30 123 4567',
    comment: 'Please ring the bell twice, the intercom is broken.',
    meals: [goulash, lecso],
    mealsQuantity: 3,
    paymentMethod: 'stripe',
    priceSumItems: 9770,
    priceDelivery: 490,
    priceSum: 10260,
    priceCouponDiscount: 500,
    priceTotal: 9760,
    priceSumUser: 9760,
    priceSumFirm: 0,
    currency: 'HUF',
    currencyLocale: 'hu-HU',
    deliveryFullAddress: 'Budapest, Király utca 12.',
    deliveryJob: null,
    ...overrides,
  };
}

const courierJob: DeliveryJob = {
  id: 'dj-771',
  status: 'in_progress',
  courierStatus: 'picking',
  primaryDeliveryMethod: 'wolt',
  driverName: 'Tamás Nagy',
  driverPhone: '+36 20 555 0101',
  etaToPickup: minutesFromNow(14),
  etaToDropoff: minutesFromNow(32),
};

/** A company that shows its 10 % service fee. */
export const serviceFeeCompany: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> = {
  isServiceFeeVisible: true,
  serviceFeePercent: 0.1,
  billingInfo: null,
};

/** Every order the stories show. */
export const orders = {
  /** New, card-paid, delivered by the restaurant itself, 35 minutes to go. */
  newOrder: buildOrder(),
  /** Approved, a courier is picking it up; euros with 2 decimals. */
  courier: buildOrder({
    id: '240501-1043',
    identifier: 'A-1043',
    status: 'approved',
    userProfile: { firstName: 'James', lastName: 'Whitfield' },
    meals: [burger, fries],
    mealsQuantity: 3,
    comment: 'No onions in the burger, please.',
    paymentMethod: 'cash',
    priceSumItems: 23.1,
    priceDelivery: 3.5,
    priceSum: 26.6,
    priceTotal: 24.1,
    priceSumUser: 24.1,
    priceCouponDiscount: 0,
    userDiscount: 2.5,
    currency: 'EUR',
    currencyLocale: 'en-GB',
    deliveryJob: courierJob,
  }),
  /** Approved and past its deadline: the red "now" notice. */
  late: buildOrder({
    id: '240501-1039',
    identifier: 'A-1039',
    status: 'approved',
    requiredDeliveryTime: minutesFromNow(-6),
    meals: [lecso],
    mealsQuantity: 1,
    priceSumItems: 3190,
    priceCouponDiscount: 0,
    comment: null,
  }),
  /** Approved, due later today (more than an hour away). */
  laterToday: buildOrder({
    id: '240501-1050',
    identifier: 'A-1050',
    status: 'approved',
    isAsap: false,
    requiredDeliveryTime: minutesFromNow(150),
  }),
  /** Scheduled for tomorrow. */
  tomorrow: buildOrder({
    id: '240501-1051',
    identifier: 'A-1051',
    status: 'new',
    isAsap: false,
    requiredDeliveryTime: '2024-05-02T09:30:00Z',
  }),
  /** Scheduled for next week. */
  nextWeek: buildOrder({
    id: '240501-1052',
    identifier: 'A-1052',
    status: 'new',
    isAsap: false,
    requiredDeliveryTime: '2024-05-08T09:30:00Z',
  }),
  /** Out for delivery with a courier. */
  delivering: buildOrder({
    id: '240501-1031',
    identifier: 'A-1031',
    status: 'approved',
    preparationConfirmed: true,
    deliveryJob: { ...courierJob, status: 'delivering', courierStatus: 'delivering' },
  }),
  /** Delivered at 11:48. */
  delivered: buildOrder({
    id: '240501-1020',
    identifier: 'A-1020',
    status: 'approved',
    preparationConfirmed: true,
    deliveryJob: {
      ...courierJob,
      status: 'delivered',
      courierStatus: 'delivered',
      dropoffFinishedAt: minutesFromNow(-12),
    },
  }),
  /** Cancelled by the restaurant, with a long reason. */
  cancelled: buildOrder({
    id: '240501-1044',
    identifier: 'A-1044',
    status: 'cancelled',
    cancelReason: 'Restaurant closed early because of a power cut',
  }),
  /** Company-paid (no payment method), with a service fee and refunded lines. */
  companyPaid: buildOrder({
    id: '240501-1045',
    identifier: 'A-1045',
    status: 'approved',
    userProfile: { firstName: 'Réka', lastName: 'Szabó' },
    companyName: 'Acme Kft.',
    meals: [lecso, lemonade, strudel],
    mealsQuantity: 5,
    comment: null,
    paymentMethod: null,
    priceSumItems: 7150,
    priceDelivery: 0,
    priceCouponDiscount: 0,
    firmDiscount: 650,
    priceSumFirm: 6500,
    priceSumUser: 0,
  }),
  /** A cloud canteen order with three cutoffs, the first one confirmed. */
  canteen: buildOrder({
    id: 'cc-5821',
    identifier: 'CC-5821',
    status: 'approved',
    userProfile: null,
    phone: null,
    comment: 'Deliver to the 3rd floor kitchen.',
    cloudcanteen: { id: 31, identifier: 'Kings Cross Hub', cutoffTime: '2024-05-01 10:30:00' },
    meals: [
      { ...goulash, quantity: 6, children: [] },
      { ...lecso, quantity: 4 },
    ],
    mealsQuantity: 10,
    paymentMethod: null,
    priceSumItems: 27700,
    priceDelivery: 0,
    priceCouponDiscount: 0,
    canteenRules: [
      { cutoffTime: '2024-05-01 11:30:00', limit: 20 },
      { cutoffTime: '2024-05-01 10:30:00', limit: 20 },
      { cutoffTime: '2024-05-01 12:30:00', limit: 10 },
    ],
    canteenData: { collected_orders_notification: [{ cutoffTime: '2024-05-01 10:30:00' }] },
    canteenSubOrdersByCutoff: [
      {
        cutoffTime: '2024-05-01 10:30:00',
        mealsQuantity: 5,
        priceSumItems: 14050,
        supplierPriceSumItems: 11700,
        orderIds: [8801, 8802, 8803],
      },
      {
        cutoffTime: '2024-05-01 11:30:00',
        mealsQuantity: 3,
        priceSumItems: 8170,
        supplierPriceSumItems: 6900,
        orderIds: [8810, 8811],
      },
      {
        cutoffTime: '2024-05-01 12:30:00',
        mealsQuantity: 2,
        priceSumItems: 5480,
        supplierPriceSumItems: 4200,
        orderIds: [8820],
      },
    ],
  }),
} satisfies Record<string, Order>;

/** English text for the stories, standing in for the app's translations. */
export const en = {
  timeText: {
    cancelled: 'Order updated',
    minutes: (minutes: number) => `${minutes} min left`,
    today: (time: string) => `Today ${time}`,
    tomorrow: (time: string) => `Tomorrow ${time}`,
    date: (dateTime: string) => dateTime,
    now: 'Due now',
    late: (minutes: number) => `${minutes} min late`,
    delivering: 'Out for delivery',
    delivered: (time: string | null) => (time ? `Delivered ${time}` : 'Delivered'),
  },
  lineItems: {
    items: 'Items',
    quantity: (quantity: number) => `${quantity} ×`,
    optionQuantity: (quantity: number, name: string) => `${quantity} × ${name}`,
    optionPrice: (price: string) => `+${price}`,
    refunded: (refunded: number, quantity: number) =>
      refunded >= quantity ? 'Refunded' : `${refunded} of ${quantity} refunded`,
    note: 'Note',
  },
};

const courierStatusText: Record<string, string> = {
  searching: 'Searching for a courier',
  picking: 'Courier on the way to pick up',
  almost_picking: 'Courier arriving',
  waiting_at_pickup: 'Courier waiting at pickup',
};

const deliveryJobStatusText: Record<string, string> = {
  initialized: 'Initialized',
  delivering: 'Delivering',
  delivered: 'Delivered',
  finished: 'Finished',
  cancelled: 'Cancelled',
  error: 'Error',
};

/** English text of the order card. */
export const cardLabels = {
  canteenProduct: 'Lunchbox ',
  orderStatus: {
    'init-payment': 'Awaiting payment',
    new: 'New',
    approved: 'Approved',
    cancelled: 'Cancelled',
    'cancelled-after-approval': 'Cancelled after approval',
  },
  statusWithReason: (status: string, reason: string) => `${status}: ${reason}`,
  deliveryJobStatus: (status: string) => deliveryJobStatusText[status] ?? status,
  courierStatus: (status: string) => courierStatusText[status] ?? status,
  courier: (name: string, phone: string | null) =>
    phone ? `Courier: ${name} (${phone})` : `Courier: ${name}`,
  etaToPickup: (time: string) => `Pickup ETA ${time}`,
  etaToDropoff: (time: string) => `Drop-off ETA ${time}`,
  totals: {
    subtotal: 'Subtotal',
    discount: 'Discounts',
    serviceFee: 'Service fee',
    delivery: 'Delivery fee',
    total: 'Total',
  },
  payment: 'Payment',
  paymentKind: { card: 'Card', cash: 'Cash', company: 'Paid by the company', other: 'Other' },
  mealsCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  compactTotal: (amount: string) => `Total ${amount}`,
  scheduled: 'Scheduled',
  timeText: en.timeText,
  lineItems: en.lineItems,
};

/** English text of the approve-time control. */
export const approveLabels = {
  label: 'Preparation time',
  minutes: (minutes: number) => `${minutes} min`,
  decrease: 'Decrease by 5 minutes',
  increase: 'Increase by 5 minutes',
  approve: 'Approve',
};

/** English text of the incoming-order dialog. */
export const carouselLabels = {
  title: 'New orders',
  position: (index: number, total: number) => `${index} of ${total}`,
  previous: 'Previous order',
  next: 'Next order',
  soundBlocked: 'The browser blocked the alert sound. Click anywhere on the page to allow it.',
  close: 'Later',
  confirmPreparation: 'Confirm preparation',
  card: cardLabels,
  approve: approveLabels,
};

/** Texts of story-only actions. */
export const storyText = { printReceipt: 'Print receipt', confirmPreparation: 'Confirm preparation' };

/**
 * Removes react-aria's live announcements whose labelling element is gone. RAC announces a focused button
 * turning pending with a live-region node labelled by that button, kept for 7 s; in the incoming-order stories
 * the button leaves with its approved order well before that, and axe would flag the dangling reference in that
 * story and the next one. A screen reader has read it by then; only the stale node is dropped.
 */
export function dropStaleAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.some((id) => document.getElementById(id) === null)) node.remove();
  }
}

/** English text of the notification switch. */
export const notificationLabels = {
  label: 'Order notifications',
  on: 'On',
  off: 'Off',
  blocked: 'Notifications are blocked in this browser.',
  help: 'How to allow them',
  helpTitle: 'Allow notifications',
  helpText: {
    chrome:
      'Click the site information icon at the left of the address bar, then set Notifications to Allow.',
    firefox:
      'Click the permissions icon beside the shield in the address bar, then clear the blocked notification permission.',
    safari:
      'Click the page menu at the left of the address field, open Settings for This Website and allow notifications.',
    other: 'Open this site’s settings in your browser and allow notifications, then reload the page.',
  },
  pictureAlt: {
    chrome: 'Chrome’s address bar with the site information icon at its left end ringed.',
    firefox: 'Firefox’s address bar with the permissions icon beside the shield ringed.',
    safari: 'Safari’s address field with the page menu at its left end ringed.',
  },
  close: 'Close',
};

/** English text of the receipt. */
export const receiptLabels = {
  receipt: (identifier: string) => `Receipt of order ${identifier}`,
  canteenProduct: cardLabels.canteenProduct,
  orderedAt: 'Ordered',
  deliverBy: 'Deliver by',
  customer: 'Customer',
  phone: 'Phone',
  address: 'Address',
  totals: cardLabels.totals,
  payment: { 'cash-payment': 'Cash payment', paid: 'Paid' },
  lineItems: en.lineItems,
};

/** English text of the canteen sub-order list. */
export const canteenLabels = {
  canteenProduct: cardLabels.canteenProduct,
  progress: 'Confirmed cutoffs',
  progressValue: (confirmed: number, total: number) => `${confirmed} / ${total}`,
  subOrders: 'Cutoffs',
  subOrder: (identifier: string, cutoff: string) => `${identifier} · cutoff ${cutoff}`,
  confirmed: 'Confirmed',
  notConfirmed: 'Not confirmed yet',
  mealsCount: (count: number) => (count === 1 ? '1 meal' : `${count} meals`),
  items: 'Items of the whole order',
  lineItems: en.lineItems,
};
