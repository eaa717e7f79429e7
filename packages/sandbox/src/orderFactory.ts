import type { CanteenRule, CourierStatus, OrderMeal, OrderStatus } from '@backoffice/domain';

import { COURIER_ON_THE_ROAD } from './courierFlow.js';
import { iri } from './hydra.js';
import { publicToken } from './lib/crypto.js';
import type { Random } from './lib/prng.js';
import type { Store, StoredDeliveryJob, StoredOrder, StoredRecord } from './store.js';

/** The label token of a cloud canteen, as its orders carry it. */
function canteenToken(store: Store, canteenId: number): string {
  const token = store.get('cloud-canteens', canteenId)?.token;
  return typeof token === 'string' && token !== '' ? token : publicToken();
}

/** What varies between generated orders. */
export interface OrderPlan {
  restaurantId: number;
  createdAt: Date;
  status: OrderStatus;
  /** Required delivery time; defaults to 45 to 90 minutes after creation. */
  requiredDeliveryTime?: Date;
  companyId?: number | null;
  preparationConfirmed?: boolean;
  /** Courier status of the delivery job; null means no delivery job. */
  courierStatus?: CourierStatus | null;
  /** The restaurant delivers itself. */
  restaurantManaged?: boolean;
  /** A cloud canteen order with these cutoff rules. */
  canteen?: { canteenId: number; identifier: string; rules: CanteenRule[]; confirmedCutoffs: number };
  now: Date;
}

const FIRST_NAMES = [
  'Anna',
  'Bence',
  'Csilla',
  'Dániel',
  'Eszter',
  'Ferenc',
  'Gábor',
  'Hanna',
  'István',
  'Judit',
];
const LAST_NAMES = [
  'Kovács',
  'Nagy',
  'Tóth',
  'Szabó',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
];
const STREETS = ['Andrássy út', 'Váci utca', 'Király utca', 'Bartók Béla út', 'Üllői út', 'Rákóczi út'];
const PAYMENT_METHODS = ['barion', 'otp', 'stripe', 'cash', 'sodexo-pass', 'ticket-restaurant', 'knh'];

/** Formats a date the way cutoffs are written: 'YYYY-MM-DD HH:mm:ss' (UTC). */
export function cutoffText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

function courierDeliveryStatus(courierStatus: CourierStatus): StoredDeliveryJob['status'] {
  if (courierStatus === 'new' || courierStatus === 'initialized') return 'initialized';
  if (courierStatus === 'queued') return 'queued';
  if (courierStatus === 'delivered' || courierStatus === 'finished') return 'finished';
  if (courierStatus === 'cancelled' || courierStatus === 'cancelled_after_approval') return 'cancelled';
  if (courierStatus === 'error') return 'error';
  return 'in_progress';
}

/** Picks meals of a restaurant's menu as order lines. */
function pickMeals(store: Store, random: Random, restaurantId: number, orderId: string): OrderMeal[] {
  const menu = store.list('meals').filter((meal) => idOfRef(meal.restaurant) === restaurantId);
  const options = store.list('meal-options').filter((option) => idOfRef(option.restaurant) === restaurantId);
  const count = random.int(1, 3);
  const lines: OrderMeal[] = [];
  for (let index = 0; index < count && menu.length > 0; index += 1) {
    const meal = random.pick(menu);
    const option = options.length > 0 && random.chance(0.5) ? random.pick(options) : undefined;
    lines.push({
      id: `${orderId}-m${index + 1}`,
      name: String(meal.name),
      description: typeof meal.description === 'string' ? meal.description : null,
      quantity: random.int(1, 3),
      refundedQuantity: 0,
      price: Number(meal.price),
      supplierPrice: Number(meal.supplierPrice),
      labelCode: [`L${restaurantId}${index + 1}`],
      children: option
        ? [
            {
              id: `${orderId}-m${index + 1}-o1`,
              name: String(option.name),
              groupPosition: 1,
              mealOptionPosition: Number(option.position ?? 1),
              quantity: 1,
              price: Number(option.price ?? 0),
              supplierPrice: Number(option.supplierPrice ?? 0),
              mealoption: { id: option.id, name: String(option.name) },
              mealoptiongroup: { id: Number(option.mealOptionGroup ?? 1), name: 'Extras' },
            },
          ]
        : [],
    });
  }
  return lines;
}

function idOfRef(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value.split('/').pop());
  return undefined;
}

/** The price of one unit of a meal line, options included. */
export function unitPrice(meal: OrderMeal): number {
  const options = (meal.children ?? []).reduce((sum, child) => sum + (child.price ?? 0) * child.quantity, 0);
  return (meal.price ?? 0) + options;
}

/** The supplier price of one unit of a meal line, options included. */
function unitSupplierPrice(meal: OrderMeal): number {
  const options = (meal.children ?? []).reduce(
    (sum, child) => sum + (child.supplierPrice ?? 0) * child.quantity,
    0,
  );
  return (meal.supplierPrice ?? 0) + options;
}

/**
 * Builds one order (and its delivery job) in the store, as the platform would have created it. Used by the
 * seed, the simulator and re-order.
 */
export function createOrder(store: Store, random: Random, plan: OrderPlan): StoredOrder {
  const restaurant = store.get('restaurants', plan.restaurantId);
  if (!restaurant) throw new Error(`No restaurant ${plan.restaurantId}`);
  const company: StoredRecord | undefined = plan.companyId
    ? store.get('companies', plan.companyId)
    : undefined;
  const id = String(store.nextId('orders', 100001));
  const meals = pickMeals(store, random, plan.restaurantId, id);
  const required = plan.requiredDeliveryTime ?? addMinutes(plan.createdAt, random.int(9, 18) * 5);
  const priceSumItems = meals.reduce((sum, meal) => sum + unitPrice(meal) * meal.quantity, 0);
  const supplierPriceSumItems = meals.reduce((sum, meal) => sum + unitSupplierPrice(meal) * meal.quantity, 0);
  const priceDelivery = plan.canteen ? 0 : random.pick([0, 390, 490, 690]);
  const priceCouponDiscount = random.chance(0.1) ? 500 : 0;
  const priceSum = priceSumItems + priceDelivery;
  const priceTotal = Math.max(0, priceSum - priceCouponDiscount);
  const priceSumFirm = company ? Math.min(priceTotal, random.pick([2500, 3000, 4000])) : 0;
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const street = `${random.pick(STREETS)} ${random.int(1, 120)}.`;
  const isCancelled = plan.status === 'cancelled' || plan.status === 'cancelled-after-approval';
  const approved = plan.status === 'approved' || plan.status === 'cancelled-after-approval';
  const preparation = random.pick([10, 15, 20, 25, 30]);
  const startPrepare = addMinutes(required, -preparation - 20);
  const canteenRules = plan.canteen?.rules ?? null;
  const cutoffs = canteenRules?.map((rule) => rule.cutoffTime) ?? [];

  const order: StoredOrder = {
    id,
    identifier: `${plan.canteen ? 'CC' : 'BO'}-${id}`,
    identifierForRestaurant: `#${id.slice(-3)}`,
    status: plan.status,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.createdAt.toISOString(),
    isConfirmed: approved,
    preparationConfirmed: plan.preparationConfirmed ?? false,
    isAsap: !plan.canteen && random.chance(0.6),
    isActiveForRestaurant:
      (plan.status === 'new' || plan.status === 'approved') &&
      required.getTime() > plan.now.getTime() - 60 * 60_000,
    startPrepareAt: startPrepare.toISOString(),
    startDeliveryAt: addMinutes(required, -20).toISOString(),
    cutoffTime: cutoffs[cutoffs.length - 1] ?? null,
    deliveryWindowFrom: addMinutes(required, -15).toISOString(),
    deliveryWindowTo: addMinutes(required, 15).toISOString(),
    requiredDeliveryTime: required.toISOString(),
    requiredStarterTime: null,
    restaurant: {
      id: plan.restaurantId,
      name: String(restaurant.name),
      displayCanteenSubOrders: restaurant.displayCanteenSubOrders === true,
    },
    restaurantName: String(restaurant.name),
    company: company ? { id: Number(company.id), name: String(company.name) } : null,
    companyName: company ? String(company.name) : null,
    deliveryName: plan.canteen ? plan.canteen.identifier : `${firstName} ${lastName}`,
    userProfile: plan.canteen ? null : { firstName, lastName },
    phone: plan.canteen ? null : `+3630${random.int(1000000, 9999999)}`,
    comment: random.chance(0.2) ? 'Please ring the bell twice.' : null,
    meals,
    mealsQuantity: meals.reduce((sum, meal) => sum + meal.quantity, 0),
    paymentMethod: company && priceSumFirm >= priceTotal ? null : random.pick(PAYMENT_METHODS),
    priceSum,
    priceSumItems,
    supplierPriceSumItems,
    priceDelivery,
    priceSumUser: priceTotal - priceSumFirm,
    priceSumFirm,
    priceTotal,
    priceCouponDiscount,
    userDiscount: 0,
    firmDiscount: 0,
    currency: 'HUF',
    currencyLocale: 'hu-HU',
    deliveryFullAddress: `Budapest, ${street}`,
    deliverySubAddress: random.chance(0.3) ? `${random.int(1, 6)}. emelet` : null,
    deliveryAddressDetails: { city: 'Budapest' },
    deliveryJobId: null,
    cloudcanteen: plan.canteen
      ? {
          id: plan.canteen.canteenId,
          identifier: plan.canteen.identifier,
          cutoffTime: cutoffs[cutoffs.length - 1] ?? null,
          token: canteenToken(store, plan.canteen.canteenId),
        }
      : null,
    residentialcanteen: null,
    canteenRules,
    canteenData: plan.canteen
      ? {
          collected_orders_notification: cutoffs
            .slice(0, plan.canteen.confirmedCutoffs)
            .map((cutoffTime) => ({ cutoffTime, confirmedAt: cutoffTime })),
        }
      : null,
    canteenSubOrdersByCutoff: null,
    canteenSuborderForCutoff: null,
    baseId: null,
    token: publicToken(),
    labelCodes: meals.flatMap((meal) => meal.labelCode ?? []),
    thirdPartyOrderId: null,
    thirdPartyTrackingUrl: null,
    thirdPartyCode: null,
    thirdPartyDifferences: null,
    warning: null,
    warnings: [],
    restaurantEmailStatus: 'sent',
    restaurantEmailErrorCount: 0,
    restaurantData: null,
    deliverectError: null,
    sentRatio: approved ? 1 : 0,
    isDeliveryProcessed: true,
    canYouCreateDeliveryJob: !plan.canteen,
    cancelReason: isCancelled ? 'Restaurant closed early' : null,
    adminCancelReasonType: isCancelled ? 'restaurant_cancelled' : null,
    adminCancelReason: isCancelled ? 'Restaurant closed early' : null,
    costCode: company ? [{ codes: { default: `CC-${random.int(100, 999)}` }, distribution: 100 }] : null,
    expenseCode: null,
    selectedExpenseRuleId: company ? Number(company.id) * 10 + 1 : null,
    supplierInvoice: approved
      ? { invoiceNumber: `SUP-${id}`, net: supplierPriceSumItems, vat: 0, gross: supplierPriceSumItems }
      : null,
    commissionInvoice: null,
    salesInvoice: approved
      ? {
          invoiceNumber: `SAL-${id}`,
          net: Math.round(priceTotal / 1.27),
          vat: priceTotal - Math.round(priceTotal / 1.27),
          gross: priceTotal,
        }
      : null,
    additionalInvoices: [],
    supplierPaidDate: null,
    requiresSeparateInvoice: false,
    refund: null,
  };
  if (plan.canteen && canteenRules && canteenRules.length > 1) {
    order.canteenSubOrdersByCutoff = canteenRules.map((rule, index) => ({
      cutoffTime: rule.cutoffTime,
      mealsQuantity:
        index === 0 ? Math.ceil((order.mealsQuantity ?? 0) / 2) : Math.floor((order.mealsQuantity ?? 0) / 2),
      priceSumItems: index === 0 ? Math.ceil(priceSumItems / 2) : Math.floor(priceSumItems / 2),
      supplierPriceSumItems:
        index === 0 ? Math.ceil(supplierPriceSumItems / 2) : Math.floor(supplierPriceSumItems / 2),
      orderIds: [`${id}-${index + 1}`],
    }));
  }
  if (plan.status === 'approved' && plan.preparationConfirmed) order.isActiveForRestaurant = false;
  store.insert('orders', order as unknown as StoredRecord);

  const courierStatus = plan.courierStatus === undefined ? null : plan.courierStatus;
  if (courierStatus !== null && !plan.canteen) {
    const job = createDeliveryJob(store, order, courierStatus, plan.restaurantManaged === true, preparation);
    order.deliveryJobId = job.id;
  }
  return order;
}

/** Creates the delivery job of an order. */
export function createDeliveryJob(
  store: Store,
  order: StoredOrder,
  courierStatus: CourierStatus,
  restaurantManaged: boolean,
  preparationTime: number,
): StoredDeliveryJob {
  const id = store.nextId('delivery-jobs');
  const restaurantId = typeof order.restaurant === 'object' && order.restaurant ? order.restaurant.id : 0;
  const restaurant = store.get('restaurants', restaurantId);
  const pickup = (restaurant?.pickupInformation ?? null) as StoredDeliveryJob['pickupAddress'];
  const required = new Date(order.requiredDeliveryTime ?? order.createdAt);
  const method = restaurantManaged ? 'restaurant_managed' : id % 3 === 0 ? 'stuart' : 'wolt';
  const job: StoredDeliveryJob = {
    id,
    status: courierDeliveryStatus(courierStatus),
    courierStatus,
    primaryDeliveryMethod: method,
    activeDeliveryMethod: courierStatus === 'new' ? null : method,
    latestCourierError:
      courierStatus === 'error' ? 'Courier provider refused the job: no courier available' : null,
    latestCourierErrorDeliveryMethod: courierStatus === 'error' ? method : null,
    driverInfo: { [method]: courierStatus === 'searching' ? 0 : 1 },
    driverName:
      COURIER_ON_THE_ROAD.includes(courierStatus) || courierStatus === 'delivered' ? 'Kurír Kálmán' : null,
    driverPhone: COURIER_ON_THE_ROAD.includes(courierStatus) ? '+36301234567' : null,
    etaToPickup: addMinutes(required, -25).toISOString(),
    etaToDropoff: required.toISOString(),
    deliveryMethod: method,
    pickupTime: addMinutes(required, -25).toISOString(),
    preparationTime,
    trackingUrl: restaurantManaged ? null : `https://tracking.example.com/${id}`,
    courierPosition: COURIER_ON_THE_ROAD.includes(courierStatus)
      ? { latitude: 47.4979, longitude: 19.0402 }
      : null,
    disableAutoCreate: false,
    isPriority: false,
    priority: 0,
    vehicleType: 'bicycle',
    // Summed in hundredths and divided once: a float sum (19.05 + 0.01) would show as 19.060000000000002.
    dropoffAddress: { latitude: (4750 + (id % 10)) / 100, longitude: (1905 + (id % 7)) / 100 },
    dropoffFinishedAt:
      courierStatus === 'delivered' || courierStatus === 'finished' ? required.toISOString() : null,
    updatedAt: order.updatedAt ?? order.createdAt,
    warnings: courierStatus === 'error' ? ['Courier could not be assigned'] : [],
    error: null,
    orders: [order.id],
    pickupAddress: pickup,
  };
  store.insert('delivery-jobs', job as unknown as StoredRecord);
  return job;
}

/** The IRI of an order. */
export function orderIri(id: string): string {
  return iri('orders', id);
}
