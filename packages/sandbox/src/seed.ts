import { COURIER_STATUSES } from '@backoffice/domain';
import type { CanteenRule, CourierStatus, OrderStatus } from '@backoffice/domain';

import { COURIER_FLOW } from './courierFlow.js';

import { iri } from './hydra.js';
import { publicToken } from './lib/crypto.js';
import { createRandom } from './lib/prng.js';
import { createOrder, cutoffText } from './orderFactory.js';
import { Store } from './store.js';
import type { Account, StoreData, StoredRecord } from './store.js';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-1234';
/** Salt of the seeded password hashes (sha256 of `salt:password`). */
export const SEED_SALT = 'backoffice-sandbox';
const DEMO_PASSWORD_HASH = '20b186f10b71d5f5637d96f06ed69879150edaf6f82453c024e0e3c1eaefafc2';

/** The demo accounts (README lists them). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', roles: ['ROLE_ADMIN'], companies: [], restaurants: [], note: 'super admin' },
  {
    email: 'company@example.com',
    roles: ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT', 'ROLE_USER_PROFILE_CREATE'],
    companies: [1],
    restaurants: [],
    note: 'company admin of company 1 (Acme Kft.)',
  },
  {
    email: 'restaurant@example.com',
    roles: ['ROLE_RESTAURANT'],
    companies: [],
    restaurants: [1],
    note: 'restaurant admin of restaurant 1 (Pasta Palace)',
  },
  {
    email: 'chain@example.com',
    roles: ['ROLE_RESTAURANT'],
    companies: [],
    restaurants: [2, 3],
    note: 'restaurant admin of restaurants 2 and 3',
  },
  {
    email: 'billing@example.com',
    roles: ['ROLE_EXTRA_BILLING_ACCESS'],
    companies: [],
    restaurants: [],
    note: 'invoices access only',
  },
  {
    email: 'canteen@example.com',
    roles: ['ROLE_RESTAURANT'],
    companies: [],
    restaurants: [4],
    note: 'restaurant admin of restaurant 4 (Canteen Kitchen), which cooks for the Acme office canteen',
  },
] as const;

/** The id of the demo restaurant the simulator orders from. */
export const DEMO_RESTAURANT_ID = 1;

/** How many orders the seed lays out. */
export const SEED_ORDER_COUNT = 500;

const RESTAURANTS = [
  { name: 'Pasta Palace', cuisine: 'Italian', rules: 1 },
  { name: 'Burger Barn', cuisine: 'Burgers', rules: 0 },
  { name: 'Sushi Spot', cuisine: 'Japanese', rules: 0 },
  { name: 'Canteen Kitchen', cuisine: 'Hungarian', rules: 2 },
  { name: 'Otter Grill', cuisine: 'Grill', rules: 0 },
  { name: 'Vegan Valley', cuisine: 'Vegan', rules: 0 },
];

const DISHES: Record<string, string[]> = {
  Italian: ['Spaghetti carbonara', 'Lasagne', 'Margherita pizza', 'Tiramisu'],
  Burgers: ['Classic burger', 'Cheeseburger', 'Veggie burger', 'Fries'],
  Japanese: ['Salmon maki', 'Tuna nigiri', 'Miso soup', 'Gyoza'],
  Hungarian: ['Goulash soup', 'Chicken paprikash', 'Stuffed cabbage', 'Somlói galuska'],
  Grill: ['Grilled chicken', 'Pork ribs', 'Corn on the cob', 'Coleslaw'],
  Vegan: ['Buddha bowl', 'Falafel wrap', 'Lentil soup', 'Chia pudding'],
};

function address(random: ReturnType<typeof createRandom>, street: string): Record<string, unknown> {
  const houseNumber = String(random.int(1, 99));
  return {
    longitude: 19.04 + random.int(0, 99) / 1000,
    latitude: 47.49 + random.int(0, 99) / 1000,
    postCode: `10${random.int(10, 99)}`,
    country: 'HU',
    city: 'Budapest',
    street,
    houseNumber,
    fullAddress: `10${houseNumber} Budapest, ${street} ${houseNumber}.`,
  };
}

function openingDays(): Array<Record<string, unknown>> {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    timeIntervals:
      day <= 5
        ? [
            { openTime: '10:00', closeTime: '14:30' },
            { openTime: '17:00', closeTime: '22:00' },
          ]
        : [{ openTime: '11:00', closeTime: '21:00' }],
  }));
}

/**
 * The canteen round that is open when the seed is laid out: two cutoffs ahead of `now` (the start of the hour
 * after next, and an hour later) and the delivery two hours after the last one. The canteen screens and their
 * tests need an order whose cutoffs are still to come, at any hour of the day, so the round follows the clock
 * rather than a fixed time of day; near midnight it simply falls on the next day.
 */
export function openCanteenRound(now: Date): { cutoffs: [Date, Date]; delivery: Date; placedAt: Date } {
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const first = new Date(hourStart + 2 * 3_600_000);
  const second = new Date(hourStart + 3 * 3_600_000);
  return {
    cutoffs: [first, second],
    delivery: new Date(second.getTime() + 2 * 3_600_000),
    placedAt: new Date(now.getTime() - 30 * 60_000),
  };
}

/** Cutoff rules at the given moments, in order. */
function rulesAt(moments: Date[]): CanteenRule[] {
  return moments.map((at) => ({ cutoffTime: cutoffText(at), limit: 999 }));
}

/** Cutoff rules for a day: the given hours, in order. */
function rulesFor(day: Date, hours: number[]): CanteenRule[] {
  return hours.map((hour) => {
    const at = new Date(day);
    at.setUTCHours(hour, 0, 0, 0);
    return { cutoffTime: cutoffText(at), limit: 999 };
  });
}

/**
 * Lays out the deterministic demo data around `now`: the same seed and the same hour always give the same
 * data, the orders are spread over the last two weeks up to today so that every screen has content, and
 * the canteen's open round has its cutoffs ahead of `now` (see `openCanteenRound`).
 */
export function createSeedStore(seed: number, now: Date, orderCount = SEED_ORDER_COUNT): Store {
  const random = createRandom(seed);
  const data: StoreData = {
    version: 1,
    seed,
    seededAt: now.toISOString(),
    collections: {},
    sequences: {},
    accounts: [],
    refreshTokens: {},
    resetTokens: {},
  };
  const store = new Store(data);
  const add = (
    collection: string,
    record: Record<string, unknown> & { id?: string | number },
  ): StoredRecord => store.insert(collection, { ...record, id: record.id ?? store.nextId(collection) });
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

  // Brands, tag groups, tags.
  for (const name of ['Pasta Group', 'Burger Brothers', 'Green Kitchen']) {
    add('brands', { name, logo: { url: `https://picsum.photos/seed/${encodeURIComponent(name)}/200` } });
  }
  const tagGroups = [
    { en: 'Cuisine', hu: 'Konyha' },
    { en: 'Diet', hu: 'Étrend' },
  ];
  for (const group of tagGroups) {
    add('restaurant-tag-groups', {
      name: group.en,
      translations: { en: { name: group.en }, hu: { name: group.hu } },
    });
  }
  const tags = [
    ['Italian', 'Olasz', 1],
    ['Burgers', 'Burgerek', 1],
    ['Japanese', 'Japán', 1],
    ['Hungarian', 'Magyar', 1],
    ['Vegan', 'Vegán', 2],
    ['Gluten free', 'Gluténmentes', 2],
  ] as const;
  for (const [en, hu, group] of tags) {
    add('restaurant-tags', {
      name: en,
      tagGroup: iri('restaurant-tag-groups', group),
      image: null,
      translations: {
        en: { name: en, searchKeywords: en.toLowerCase() },
        hu: { name: hu, searchKeywords: hu.toLowerCase() },
      },
    });
  }

  // Restaurants with menus.
  RESTAURANTS.forEach((plan, index) => {
    const id = index + 1;
    const pickup = address(
      random,
      ['Király utca', 'Váci utca', 'Andrássy út', 'Bartók Béla út', 'Üllői út', 'Ráday utca'][index] ??
        'Fő utca',
    );
    const defaultCanteenRules =
      plan.rules === 2
        ? [
            { cutoffTime: '2023-08-30 09:00:00', limit: 50 },
            { cutoffTime: '2023-08-30 10:00:00', limit: 999 },
          ]
        : plan.rules === 1
          ? [{ cutoffTime: '2023-08-30 10:00:00', limit: 999 }]
          : [];
    add('restaurants', {
      id,
      name: plan.name,
      isActive: id !== 6,
      isEnabledForRestaurantAdmin: true,
      brand: iri('brands', (index % 3) + 1),
      cuisine: plan.cuisine,
      coverImageMedia: { url: `https://picsum.photos/seed/cover${id}/800/300` },
      cardImageMedia: { url: `https://picsum.photos/seed/card${id}/400/300` },
      openingDays: openingDays(),
      specialClosures: [
        { date: cutoffText(new Date(today.getTime() + 20 * 86_400_000)).slice(0, 10), timeIntervals: [] },
      ],
      personalPickupInformation: {
        ...pickup,
        personalCollectionEnabled: id % 2 === 1,
        contactPhone: '+3612345678',
        minimumOrderValue: 2000,
        photoOfThePlace: null,
      },
      pickupInformation: pickup,
      deliverySetting: { defaultPreparationTime: 20, deliveryRules: [{ distanceTo: 3 }, { distanceTo: 6 }] },
      softwareSettings: {
        software: id === 2 ? 'deliverect' : 'email',
        softwareLimits: { minOrder: 1, maxOrder: 40, timeBeforeInMinute: 30 },
      },
      areas: [
        {
          name: 'Inner city',
          area: null,
          deliveryRadius: 3000,
          deliveryDelay: 0,
          deliveryPriceLimit: 10000,
          isActive: true,
          minimumOrder: 2000,
          deliveryPrice: 490,
          deliveryMinTime: 30,
          deliveryMaxTime: 60,
          isPreOrder: false,
          preOrderBorderTime: null,
          preOrderDayBefore: 30,
        },
      ],
      billingInfo: {
        cardTransactionFee: 0.015,
        commOnDelivery: 0.1,
        commOnFood: 0.2,
        restaurantVariants: index === 0 ? [`${plan.name} Kft.`, `${plan.name} Catering`] : [],
        pickupAddress: pickup,
      },
      translations: {
        en: {
          badge: 'Popular',
          banner: null,
          description: `${plan.cuisine} food`,
          search: plan.cuisine.toLowerCase(),
        },
        hu: {
          badge: 'Népszerű',
          banner: null,
          description: `${plan.cuisine} ételek`,
          search: plan.cuisine.toLowerCase(),
        },
      },
      defaultCanteenRules,
      fhrsId: null,
      tabletSn: id <= 3 ? `TAB-${id}000` : null,
      thirdPartyType: id === 2 ? 'deliverect' : null,
      timezoneRegion: 'Europe/Budapest',
      deliverooUrl: null,
      restaurantDiscount: { discountPriceEnabled: false, discountPriceOnlyForCanteen: false },
      externalType: id === 5 ? 'otter' : null,
      externalId: null,
      displayCanteenSubOrders: plan.rules === 2,
      accessToken: null,
      highlighted: id <= 2,
      menuUpdatedAt: now.toISOString(),
    });
    add('delivery-setting', {
      restaurant: iri('restaurants', id),
      defaultPreparationTime: 20,
      deliveryRules: [{ distanceTo: 3 }],
    });
    const categoryIds: number[] = [];
    for (const [position, name] of ['Mains', 'Extras'].entries()) {
      categoryIds.push(
        Number(
          add('meal-categories', {
            name,
            restaurant: iri('restaurants', id),
            isActive: true,
            position: position + 1,
            inactiveUntil: null,
          }).id,
        ),
      );
    }
    const group = add('meal-option-groups', {
      name: 'Extras',
      restaurant: iri('restaurants', id),
      isActive: true,
      position: 1,
      inactiveUntil: null,
    });
    for (const [position, name] of ['Extra cheese', 'Extra sauce'].entries()) {
      add('meal-options', {
        name,
        restaurant: iri('restaurants', id),
        mealOptionGroup: group.id,
        isActive: true,
        position: position + 1,
        price: 300 + position * 100,
        discountPrice: null,
        supplierPrice: 200 + position * 50,
        kcal: 120,
        inactiveUntil: null,
      });
    }
    (DISHES[plan.cuisine] ?? []).forEach((name, position) => {
      const price = random.int(18, 45) * 100;
      add('meals', {
        name,
        description: `${name}, made fresh`,
        restaurant: iri('restaurants', id),
        category: iri('meal-categories', categoryIds[position < 3 ? 0 : 1] ?? 1),
        price,
        discountPrice: null,
        supplierPrice: Math.round(price * 0.7),
        kcal: random.int(200, 900),
        deliveryUnit: 1,
        minimumQuantity: 1,
        groupsOrder: [group.id],
        position: position + 1,
        isActive: true,
        inactiveUntil: null,
        imageMedia: null,
        thumbMedia: null,
      });
    });
  });

  // Companies with teams, allowances, addresses, cloud canteen.
  const companies = [
    { name: 'Acme Kft.', fee: 0.05 },
    { name: 'Globex Zrt.', fee: null },
  ];
  companies.forEach((plan, index) => {
    const id = index + 1;
    add('companies', {
      id,
      name: plan.name,
      hideAllRestaurants: false,
      hiddenRestaurants: id === 2 ? [iri('restaurants', 6)] : [],
      hideAllExceptions: [],
      deliveryCompletedTemplate: null,
      serviceFeePercent: plan.fee,
      billingInfo: { groupOrderFee: 0, serviceFee: plan.fee },
      orderConfirmationEmail: true,
      deliveryCompletedEmail: true,
      deliveryDriverDeliveringEmail: id === 1,
      ccPartnerRelations: id === 1 ? [{ deliveryTime: '12:00' }] : [],
      deliveryPriceOverrides: [{ min_order_value: 10000, delivery_price: 0 }],
      isServiceFeeVisible: plan.fee !== null,
      balance: 250000 * id,
    });
    for (const name of ['HQ', 'Warehouse']) {
      add('company-addresses', {
        company: iri('companies', id),
        name,
        ...address(random, name === 'HQ' ? 'Alkotás utca' : 'Gyömrői út'),
      });
    }
    add('company-allowances', {
      id: id * 10 + 1,
      company: iri('companies', id),
      name: 'Lunch allowance',
      isActive: true,
      amount: 3000,
      days: [1, 2, 3, 4, 5].map((day) => ({
        day,
        timeIntervals: [{ openTime: '11:00', closeTime: '14:00' }],
      })),
      groupAllowedEmployees: [],
      intervalStart: '2024-01-01',
      expenseCodeTitle: 'Cost centre',
      expenseCodeList: ['CC-100', 'CC-200', 'CC-300'],
      expenseCodeRequired: 2,
      expenseCodeOnlyFromList: id === 1,
      expenseCodeRegexValidation: '^CC-\\d{3}$',
      expenseCodeRegexValidationError: 'Use the form CC-123',
      expenseCodePlaceholder: 'CC-000',
      additionalExpenseCodes: [
        {
          id: 'project',
          title: 'Project',
          list: null,
          required: 0,
          onlyFromList: false,
          regexValidation: null,
          regexValidationError: null,
          placeholder: 'P-1',
        },
      ],
    });
    add('company-allowances', {
      id: id * 10 + 2,
      company: iri('companies', id),
      name: 'Late shift',
      isActive: id === 1,
      amount: 2000,
      days: [{ day: 6, timeIntervals: [{ openTime: '17:00', closeTime: '21:00' }] }],
      groupAllowedEmployees: [],
      intervalStart: '2024-01-01',
      expenseCodeTitle: null,
      expenseCodeList: null,
      expenseCodeRequired: 0,
      expenseCodeOnlyFromList: false,
      expenseCodeRegexValidation: null,
      expenseCodeRegexValidationError: null,
      expenseCodePlaceholder: null,
      additionalExpenseCodes: [],
    });
  });
  const round = openCanteenRound(now);
  const ccRules = rulesAt(round.cutoffs);
  const singleRule = rulesAt([round.cutoffs[1]]);
  add('cloud-canteens', {
    name: 'Acme office canteen',
    identifier: 'ACME',
    company: iri('companies', 1),
    relatedRestaurants: [
      { restaurant: iri('restaurants', 4), rules: ccRules, cutoffTimeOverride: null },
      { restaurant: iri('restaurants', 1), rules: singleRule, cutoffTimeOverride: null },
    ],
    // The round's own delivery time, so that the seeded canteen saves as it is at any hour.
    deliveryTime: round.delivery.toISOString().slice(11, 16),
    cutoffTime: ccRules[ccRules.length - 1]?.cutoffTime ?? null,
    recurrenceEnds: null,
    budgetOverrides: [],
    address: address(random, 'Alkotás utca'),
    token: publicToken(),
    expenseCodeTitle: 'Project code',
    expenseCodeList: null,
    expenseCodeRequired: 2,
    expenseCodeOnlyFromList: false,
    expenseCodeRegexValidation: null,
    expenseCodeRegexValidationError: null,
    expenseCodePlaceholder: 'PRJ-1',
    additionalExpenseCodes: [],
  });
  add('canteens', {
    canteenId: 1,
    identifier: 'ACME',
    restaurantId: 4,
    cutoffTime: ccRules[0]?.cutoffTime ?? '',
    name: 'Acme office canteen',
  });
  add('canteens', {
    canteenId: 1,
    identifier: 'ACME',
    restaurantId: 1,
    cutoffTime: singleRule[0]?.cutoffTime ?? '',
    name: 'Acme office canteen',
  });
  add('residential-canteens', {
    name: 'Riverside residence',
    address: address(random, 'Rakpart'),
    identifier: 'RIVER',
  });
  add('residential-canteen-addresses', {
    residentialCanteen: iri('residential-canteens', 1),
    name: 'Building A',
    ...address(random, 'Rakpart'),
  });
  add('residential-canteen-addresses', {
    residentialCanteen: iri('residential-canteens', 1),
    name: 'Building B',
    ...address(random, 'Rakpart'),
  });
  add('residential-canteen-partner-relations', {
    residentialCanteen: iri('residential-canteens', 1),
    restaurant: iri('restaurants', 4),
    deliveryTime: '18:00',
  });

  // Users: the demo accounts first, then employees.
  const users: number[] = [];
  DEMO_ACCOUNTS.forEach((account, index) => {
    const id = index + 1;
    const [first, last] = [
      ['Ada', 'Admin'],
      ['Csaba', 'Company'],
      ['Rita', 'Restaurant'],
      ['Lánc', 'Chain'],
      ['Bea', 'Billing'],
    ][index] ?? ['Demo', 'User'];
    add('users', {
      id,
      firstName: first,
      lastName: last,
      email: account.email,
      phone: `+3620${1000000 + id}`,
      enabled: true,
      company: account.companies[0] ? iri('companies', account.companies[0]) : null,
      companyId: account.companies[0] ?? null,
      companyTeams: [],
      userRoles: [
        ...account.roles.map((role) => ({ role, company: null, restaurant: null })),
        ...account.companies.map((company) => ({
          role: 'ROLE_COMPANY',
          company: iri('companies', company),
          restaurant: null,
        })),
        ...account.restaurants.map((restaurant) => ({
          role: 'ROLE_RESTAURANT',
          company: null,
          restaurant: iri('restaurants', restaurant),
        })),
      ],
    });
    const stored: Account = {
      id,
      userId: id,
      email: account.email,
      passwordSalt: SEED_SALT,
      passwordHash: DEMO_PASSWORD_HASH,
      roles: [...account.roles],
      managedCompanies: [...account.companies],
      managedRestaurants: [...account.restaurants],
      customExportEditEnabled: index === 0,
    };
    data.accounts.push(stored);
  });
  for (let index = 0; index < 14; index += 1) {
    const companyId = index < 8 ? 1 : 2;
    const first = random.pick(['Anna', 'Bence', 'Csilla', 'Dóra', 'Emil', 'Flóra', 'Gergő', 'Helga']);
    const last = random.pick(['Kovács', 'Nagy', 'Tóth', 'Szabó', 'Horváth', 'Varga']);
    const user = add('users', {
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.org`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      phone: `+3630${2000000 + index}`,
      enabled: index !== 5,
      company: iri('companies', companyId),
      companyId,
      companyTeams: [iri('company-teams', companyId * 2 - (index % 2))],
      userRoles: [],
    });
    users.push(Number(user.id));
    add('user-addresses', { user: iri('users', user.id), name: 'Home', ...address(random, 'Nyugati tér') });
    add('company-balances', {
      company: iri('companies', companyId),
      user: iri('users', user.id),
      balance: random.int(0, 30) * 1000,
      canteenBalance: random.int(0, 10) * 1000,
    });
  }
  for (const companyId of [1, 2]) {
    for (const name of ['Engineering', 'Sales']) {
      add('company-teams', {
        name,
        company: iri('companies', companyId),
        employees: users
          .filter((userId) => store.get('users', userId)?.companyId === companyId)
          .filter((_, position) => (name === 'Engineering' ? position % 2 === 0 : position % 2 === 1))
          .map((userId) => iri('users', userId)),
      });
    }
  }

  // Marketing.
  add('promotions', {
    name: 'Acme Friday',
    promotionType: 'company',
    company: iri('companies', 1),
    dateFrom: cutoffText(today).slice(0, 10),
    dateTo: null,
    timeFrom: '11:00',
    timeTo: '14:00',
    restaurants: [iri('restaurants', 1)],
    users: [],
    allowances: [],
    discountPercent: 10,
  });
  add('promotions', {
    name: 'Welcome back',
    promotionType: 'user',
    company: null,
    dateFrom: null,
    dateTo: null,
    timeFrom: null,
    timeTo: null,
    restaurants: [],
    users: [iri('users', 6)],
    allowances: [],
    discountPercent: 15,
  });
  add('promotions', {
    name: 'Lunch boost',
    promotionType: 'allowance',
    company: iri('companies', 2),
    dateFrom: null,
    dateTo: null,
    timeFrom: null,
    timeTo: null,
    restaurants: [],
    users: [],
    allowances: [iri('company-allowances', 21)],
    discountPercent: 5,
  });
  add('coupons', {
    code: 'WELCOME500',
    value: 500,
    minimumPrice: 3000,
    maximumPrice: null,
    restaurants: [],
    isActive: true,
  });
  add('coupons', {
    code: 'PASTA10',
    value: 1000,
    minimumPrice: 5000,
    maximumPrice: 20000,
    restaurants: [iri('restaurants', 1)],
    isActive: true,
  });
  add('coupons', {
    code: 'EXPIRED',
    value: 300,
    minimumPrice: null,
    maximumPrice: null,
    restaurants: [],
    isActive: false,
  });
  add('banners', {
    name: 'Summer menu',
    bannerImageMedia: { url: 'https://picsum.photos/seed/banner1/1200/300' },
    isActive: true,
    position: 1,
  });
  add('banners', {
    name: 'Canteen launch',
    bannerImageMedia: { url: 'https://picsum.photos/seed/banner2/1200/300' },
    isActive: false,
    position: 2,
  });
  add('registration-codes', { code: 'ACME-2024', company: iri('companies', 1), isActive: true });
  add('registration-codes', { code: 'GLOBEX-JOIN', company: iri('companies', 2), isActive: true });
  add('todo-lists', {
    title: 'Call Otter Grill about the connection',
    user: iri('users', 1),
    ordering: 1,
    company: null,
    restaurant: iri('restaurants', 5),
    finished: false,
  });
  add('todo-lists', {
    title: 'Renew the Acme contract',
    user: iri('users', 1),
    ordering: 2,
    company: iri('companies', 1),
    restaurant: null,
    finished: false,
  });
  add('todo-lists', {
    title: 'Check Burger Barn tablet',
    user: iri('users', 1),
    ordering: 3,
    company: null,
    restaurant: iri('restaurants', 2),
    finished: true,
  });

  // Invoices with files (file manager), custom exports.
  for (let month = 1; month <= 3; month += 1) {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - month, 1));
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - month + 1, 0));
    for (const [type, relation] of [
      ['company', 1],
      ['restaurant', 1],
    ] as const) {
      const folder = add('file-manager-folders', {
        type,
        relationId: relation,
        title: `${cutoffText(start).slice(0, 7)}`,
      });
      const file = add('file-manager', {
        type,
        relationId: relation,
        folderId: folder.id,
        title: `Invoice ${cutoffText(start).slice(0, 7)}`,
        fileName: `invoice-${type}-${relation}-${cutoffText(start).slice(0, 7)}.pdf`,
        mimeType: 'application/pdf',
        content: null,
      });
      add('billing', {
        company: type === 'company' ? iri('companies', relation) : null,
        restaurant: type === 'restaurant' ? iri('restaurants', relation) : null,
        periodStart: cutoffText(start).slice(0, 10),
        periodEnd: cutoffText(end).slice(0, 10),
        files: [{ id: file.id, title: String(file.title), fileName: String(file.fileName) }],
        type,
        relationId: relation,
        billingFolderId: folder.id,
        amount: random.int(100, 900) * 1000,
      });
    }
  }
  add('custom-export-category', { name: 'Finance' });
  add('custom-export-category', { name: 'Operations' });
  add('custom-export', {
    name: 'Orders per company',
    category: iri('custom-export-category', 1),
    query: 'orders:company',
    token: publicToken(),
    columns: ['id', 'identifier', 'companyName', 'priceTotal'],
  });
  add('custom-export', {
    name: 'Cancelled orders',
    category: iri('custom-export-category', 2),
    query: 'orders:cancelled',
    token: publicToken(),
    columns: ['id', 'identifier', 'status', 'cancelReason'],
  });

  // Translations (admin editable; also served by the public translations call).
  for (const [key, en, hu] of TRANSLATIONS) {
    add('translations', { namespace: 'backoffice', locale: 'en', key, value: en });
    add('translations', { namespace: 'backoffice', locale: 'hu', key, value: hu });
  }
  add('dynamic_settings', {
    id: 1,
    name: 'settings',
    restaurantReloadInterval: 60,
    simulatorEnabled: true,
    supportPhone: '+3612345678',
    maintenanceMode: false,
    ordering: { maxItemsPerOrder: 50, preordersEnabled: true },
    supportedCountries: ['HU'],
  });
  add('restaurant-highlights', { id: 1, restaurants: [iri('restaurants', 1), iri('restaurants', 2)] });

  // Orders: spread over the last 14 days, each status and courier status present.
  const statusPlan: OrderStatus[] = [
    'init-payment',
    'new',
    'approved',
    'cancelled',
    'cancelled-after-approval',
  ];
  const ordinary = [1, 2, 3, 5, 6];
  const span = 14 * 86_400_000;
  const start = now.getTime() - span;
  const courierStatuses = [...COURIER_STATUSES] as CourierStatus[];
  for (let index = 0; index < orderCount; index += 1) {
    // Older orders first, so ids grow with time; the last 40 are today's.
    const isToday = index >= orderCount - 40;
    const createdAt = isToday
      ? new Date(now.getTime() - (orderCount - index) * 6 * 60_000)
      : new Date(start + Math.floor((index / orderCount) * span) + random.int(0, 3600) * 1000);
    let status: OrderStatus;
    if (index < statusPlan.length) status = statusPlan[index] ?? 'approved';
    else {
      const roll = random.next();
      status =
        roll < 0.04
          ? 'init-payment'
          : roll < 0.12
            ? 'cancelled'
            : roll < 0.17
              ? 'cancelled-after-approval'
              : isToday && roll < 0.45
                ? 'new'
                : 'approved';
    }
    const restaurantId = isToday && index % 4 === 0 ? 1 : random.pick(ordinary);
    const companyId = random.chance(0.45) ? random.pick([1, 2]) : null;
    const past = !isToday;
    let courierStatus: CourierStatus | null = null;
    if (index < courierStatuses.length) courierStatus = courierStatuses[index] ?? null;
    else if (status === 'cancelled') courierStatus = random.chance(0.5) ? 'cancelled' : null;
    else if (status === 'cancelled-after-approval') courierStatus = 'cancelled_after_approval';
    else if (status === 'new') courierStatus = random.chance(0.7) ? 'new' : null;
    else if (status === 'approved') {
      courierStatus = past
        ? random.pick(['delivered', 'finished'] as const)
        : random.pick(COURIER_FLOW.slice(1));
      if (random.chance(0.1)) courierStatus = null;
    }
    const useCanteen = !isToday && index % 25 === 7;
    createOrder(store, random, {
      restaurantId: useCanteen ? 4 : restaurantId,
      createdAt,
      status: useCanteen ? 'approved' : status,
      companyId: useCanteen ? 1 : companyId,
      preparationConfirmed: status === 'approved' && (past || random.chance(0.4)),
      courierStatus: useCanteen ? null : courierStatus,
      restaurantManaged: random.chance(0.12),
      now,
      ...(useCanteen
        ? {
            canteen: {
              canteenId: 1,
              identifier: 'ACME',
              rules: rulesFor(createdAt, [9, 10]),
              confirmedCutoffs: 2,
            },
          }
        : {}),
    });
  }
  // The open round's canteen order of the two-cutoff restaurant, one cutoff confirmed.
  createOrder(store, random, {
    restaurantId: 4,
    createdAt: round.placedAt,
    requiredDeliveryTime: round.delivery,
    status: 'new',
    companyId: 1,
    courierStatus: null,
    now,
    canteen: { canteenId: 1, identifier: 'ACME', rules: ccRules, confirmedCutoffs: 1 },
  });

  // Audit entries and order history.
  const auditEntities = ['restaurants', 'companies', 'orders', 'coupons'] as const;
  for (let index = 0; index < 24; index += 1) {
    const entity = auditEntities[index % auditEntities.length] ?? 'orders';
    const entityId = entity === 'orders' ? String(100001 + index) : (index % 2) + 1;
    add('audit-log', {
      entityType: entity,
      entityId,
      action: index % 3 === 0 ? 'create' : 'update',
      user: iri('users', 1),
      userEmail: 'admin@example.com',
      changes: { isActive: [index % 2 === 0, index % 2 === 1] },
      createdAt: new Date(now.getTime() - (24 - index) * 3600_000).toISOString(),
    });
  }
  return store;
}

/** The translations of the seed: key, English, Hungarian. */
const TRANSLATIONS: Array<[string, string, string]> = [
  ['app.title', 'Back-office', 'Back-office'],
  ['orders.title', 'Orders', 'Rendelések'],
  ['orders.already_approved', 'This order has already been approved.', 'Ezt a rendelést már elfogadták.'],
  ['orders.approve', 'Approve', 'Elfogadás'],
  ['orders.cancel', 'Cancel order', 'Rendelés törlése'],
  ['orders.cancelled', 'Order cancelled', 'Rendelés törölve'],
  ['orders.email_resent', 'E-mail resent', 'E-mail újraküldve'],
  ['notifications.request_error.title', 'Request error', 'Kérési hiba'],
  ['notifications.network_error', 'Error, no internet connection', 'Hiba, nincs internetkapcsolat'],
  ['notifications.courier_success', 'Sent to the courier', 'Futárnak elküldve'],
  ['form.invalid', 'Invalid', 'Érvénytelen'],
  [
    'form.unsaved_sure',
    'You have unsaved changes. Leave anyway?',
    'Nem mentett változások vannak. Biztosan kilép?',
  ],
  ['menu.restaurants', 'Restaurants', 'Éttermek'],
  ['menu.companies', 'Companies', 'Cégek'],
  ['menu.deliveries', 'Deliveries', 'Kiszállítások'],
  ['menu.invoices', 'Invoices', 'Számlák'],
];
