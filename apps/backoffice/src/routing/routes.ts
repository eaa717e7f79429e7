import type { Role, RouteAccess } from '@backoffice/domain';

import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * The lazily loaded screen groups. Each group is one chunk (`screens/groups/<group>.ts`); `system` screens (home,
 * 403, 501, not found) ship with the shell.
 */
export const screenGroups = [
  'auth',
  'print',
  'orders',
  'users',
  'companies',
  'restaurants',
  'canteens',
  'deliveries',
  'marketing',
  'invoices',
  'exports',
  'admin',
] as const;
/** One of {@link screenGroups}, or `system` for the screens bundled with the shell. */
export type ScreenGroup = (typeof screenGroups)[number] | 'system';

/** A translated text taken from the dictionary. */
export type TextOf = (LL: TranslationFunctions) => string;

/** One route of the spec's route tables (orders-auth-routes section 2). */
export interface AppRoute {
  /** The route's name, e.g. `order-active`. */
  name: string;
  /** The wouter pattern: `:param` and optional `:param?`. */
  path: string;
  /** Who may open it: public, any signed-in user (no roles) or the roles listed. */
  access: RouteAccess;
  /** The screen heading (also the breadcrumb text and, with the app title, the document title). */
  title: TextOf;
  /** The breadcrumb parent's route name. */
  parent?: string;
  /** The chunk that holds the screen. */
  group: ScreenGroup;
  /** Public pages and the sign-in screens have no header and sidebar. */
  layout: 'shell' | 'bare';
}

const SA: readonly Role[] = ['ROLE_ADMIN'];
const CA: readonly Role[] = ['ROLE_COMPANY'];
const RA: readonly Role[] = ['ROLE_RESTAURANT'];
const SA_CA: readonly Role[] = ['ROLE_ADMIN', 'ROLE_COMPANY'];
const SA_RA: readonly Role[] = ['ROLE_ADMIN', 'ROLE_RESTAURANT'];
const SA_CA_RA: readonly Role[] = ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_RESTAURANT'];
const SA_BILLING: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EXTRA_BILLING_ACCESS'];

const pub = (name: string, path: string, title: TextOf, group: ScreenGroup): AppRoute => ({
  name,
  path,
  access: { public: true },
  title,
  group,
  layout: 'bare',
});

const page = (
  name: string,
  path: string,
  roles: readonly Role[] | undefined,
  title: TextOf,
  group: ScreenGroup,
  parent?: string,
): AppRoute => ({
  name,
  path,
  access: roles ? { roles } : {},
  title,
  group,
  layout: 'shell',
  ...(parent ? { parent } : {}),
});

/**
 * A list, its create screen and its edit screen (`{base}`, `{base}/create`, `{base}/:id`), the create and edit
 * screens under the list in the breadcrumbs. `rolesOf` gives different roles per screen where the table does.
 */
function crud(
  name: string,
  base: string,
  roles: { list: readonly Role[]; create?: readonly Role[]; edit?: readonly Role[] },
  title: TextOf,
  group: ScreenGroup,
  options: { parent?: string; idParam?: string } = {},
): AppRoute[] {
  const idParam = options.idParam ?? 'id';
  return [
    page(`${name}-list`, base, roles.list, title, group, options.parent),
    page(
      `${name}-create`,
      `${base}/create`,
      roles.create ?? roles.list,
      (LL) => LL.screens.create({ name: title(LL) }),
      group,
      `${name}-list`,
    ),
    page(
      `${name}-edit`,
      `${base}/:${idParam}`,
      roles.edit ?? roles.list,
      (LL) => LL.screens.edit({ name: title(LL) }),
      group,
      `${name}-list`,
    ),
  ];
}

/**
 * Every route of the spec's tables, most specific first (the first match wins). Public routes, the routes of any
 * signed-in user (/403, /501, not found) and the role-limited routes.
 */
export const routes: readonly AppRoute[] = [
  // Public routes.
  pub('login', '/login', (LL) => LL.screens.login(), 'auth'),
  pub('login-token', '/login-token', (LL) => LL.screens.loginToken(), 'auth'),
  pub('password-reset-request', '/password-reset/request', (LL) => LL.screens.passwordResetRequest(), 'auth'),
  pub('password-reset', '/password-reset/:token', (LL) => LL.screens.passwordReset(), 'auth'),
  pub('order-confirm', '/order-confirm/:id', (LL) => LL.screens.orderConfirm(), 'print'),
  pub('order-software-confirm', '/order-software-confirm/:id', (LL) => LL.screens.orderConfirm(), 'system'),
  pub(
    'cloudcanteen-label',
    '/cloudcanteen/label/view/:ccId/:restaurantId',
    (LL) => LL.screens.cloudcanteenLabels(),
    'print',
  ),
  pub(
    'cloudcanteen-summary',
    '/cloudcanteen/summary/:ccIdentifier',
    (LL) => LL.screens.cloudcanteenSummary(),
    'print',
  ),

  // Any signed-in user.
  page('unauthorized', '/403', undefined, (LL) => LL.screens.unauthorized(), 'system'),
  page('not-implemented', '/501', undefined, (LL) => LL.screens.notImplemented(), 'system'),

  // Role-limited.
  page('home', '/', SA_CA_RA, (LL) => LL.screens.home(), 'system'),

  page(
    'order-active',
    '/orders/active/:id?',
    SA_CA_RA,
    (LL) => LL.screens.orderActive(),
    'orders',
    'order-list',
  ),
  page(
    'order-open',
    '/orders/open/:restaurant?/:id?',
    SA_CA_RA,
    (LL) => LL.screens.orderOpen(),
    'orders',
    'order-list',
  ),
  page(
    'order-history',
    '/orders/history/:history?/:id?',
    SA_CA_RA,
    (LL) => LL.screens.orderHistory(),
    'orders',
    'order-list',
  ),
  page(
    'order-preview-email',
    '/orders/:id/preview-email',
    SA,
    (LL) => LL.screens.orderPreviewEmail(),
    'orders',
    'order-edit',
  ),
  page('order-list', '/orders', SA_CA_RA, (LL) => LL.orders.title(), 'orders'),
  page('order-edit', '/orders/:id', SA_CA, (LL) => LL.screens.orderEdit(), 'orders', 'order-list'),

  page('user-list', '/users', SA, (LL) => LL.screens.users(), 'users'),
  page(
    'user-create',
    '/users/create',
    SA_CA,
    (LL) => LL.screens.create({ name: LL.screens.users() }),
    'users',
    'user-list',
  ),
  page(
    'user-address-list',
    '/users/:userId/addresses',
    SA_CA,
    (LL) => LL.screens.userAddresses(),
    'users',
    'user-edit',
  ),
  page(
    'user-address-create',
    '/users/:userId/addresses/create',
    SA_CA_RA,
    (LL) => LL.screens.create({ name: LL.screens.userAddresses() }),
    'users',
    'user-address-list',
  ),
  page(
    'user-address-edit',
    '/users/:userId/addresses/:addressId',
    SA_CA_RA,
    (LL) => LL.screens.edit({ name: LL.screens.userAddresses() }),
    'users',
    'user-address-list',
  ),
  page(
    'user-balances',
    '/users/:userId/balances',
    SA_CA_RA,
    (LL) => LL.screens.userBalances(),
    'users',
    'user-edit',
  ),
  page(
    'user-canteen-balances',
    '/users/:userId/canteenbalances',
    SA_CA_RA,
    (LL) => LL.screens.userCanteenBalances(),
    'users',
    'user-edit',
  ),
  page('user-edit', '/users/:userId', SA_CA_RA, (LL) => LL.screens.userEdit(), 'users', 'user-list'),

  page('company-list', '/companies', SA, (LL) => LL.screens.companies(), 'companies'),
  // Only a super admin creates companies. The route table of orders-auth-routes section 2 lists /companies/create
  // with the company's edit screens (super admin, company admin), but a company admin manages their own company
  // only (entities-lists-forms section 6): a company they created would be outside their scope, so after the
  // create they could not even open its edit screen. The sandbox agrees (companies: adminCreatesAndDeletes).
  page(
    'company-create',
    '/companies/create',
    SA,
    (LL) => LL.screens.create({ name: LL.screens.companies() }),
    'companies',
    'company-list',
  ),
  ...crud(
    'company-address',
    '/companies/:companyId/addresses',
    { list: SA_CA },
    (LL) => LL.screens.companyAddresses(),
    'companies',
    {
      parent: 'company-edit',
      idParam: 'addressId',
    },
  ),
  ...crud(
    'company-allowance',
    '/companies/:companyId/allowances',
    { list: SA_CA },
    (LL) => LL.screens.companyAllowances(),
    'companies',
    {
      parent: 'company-edit',
      idParam: 'allowanceId',
    },
  ),
  ...crud(
    'company-team',
    '/companies/:companyId/teams',
    { list: SA_CA },
    (LL) => LL.screens.companyTeams(),
    'companies',
    {
      parent: 'company-edit',
      idParam: 'teamId',
    },
  ),
  ...crud(
    'cloudcanteen',
    '/companies/:companyId/cloudcanteens',
    { list: SA },
    (LL) => LL.screens.cloudcanteens(),
    'canteens',
    {
      parent: 'company-edit',
      idParam: 'cloudcanteenId',
    },
  ),
  page(
    'company-employees',
    '/companies/:companyId/employees',
    SA_CA,
    (LL) => LL.screens.companyEmployees(),
    'companies',
    'company-edit',
  ),
  page(
    'company-invoices',
    '/companies/:companyId/invoices',
    SA_CA,
    (LL) => LL.screens.companyInvoices(),
    'invoices',
    'company-edit',
  ),
  page(
    'company-balances',
    '/companies/:companyId/balances',
    SA_CA,
    (LL) => LL.people.balances.title(),
    'companies',
    'company-edit',
  ),
  page(
    'company-edit',
    '/companies/:companyId',
    SA_CA,
    (LL) => LL.screens.companyEdit(),
    'companies',
    'company-list',
  ),

  ...crud(
    'own-company-address',
    '/company/addresses',
    { list: CA },
    (LL) => LL.screens.companyAddresses(),
    'companies',
    {
      parent: 'own-company',
      idParam: 'addressId',
    },
  ),
  ...crud(
    'own-company-allowance',
    '/company/allowances',
    { list: CA },
    (LL) => LL.screens.companyAllowances(),
    'companies',
    {
      parent: 'own-company',
      idParam: 'allowanceId',
    },
  ),
  page('own-company', '/company', CA, (LL) => LL.screens.ownCompany(), 'companies'),

  page('restaurant-list', '/restaurants', SA, (LL) => LL.screens.restaurants(), 'restaurants'),
  page(
    'restaurant-create',
    '/restaurants/create',
    SA,
    (LL) => LL.screens.create({ name: LL.screens.restaurants() }),
    'restaurants',
    'restaurant-list',
  ),
  page(
    'restaurant-edit',
    '/restaurants/:id/:page?',
    SA_RA,
    (LL) => LL.screens.restaurantEdit(),
    'restaurants',
    'restaurant-list',
  ),

  page(
    'invoice-create-for',
    '/invoices/create/:itemType/:itemId',
    SA,
    (LL) => LL.screens.create({ name: LL.screens.invoices() }),
    'invoices',
    'invoice-dashboard',
  ),
  page(
    'invoice-create',
    '/invoices/create',
    SA,
    (LL) => LL.screens.create({ name: LL.screens.invoices() }),
    'invoices',
    'invoice-dashboard',
  ),
  page(
    'invoice-edit',
    '/invoices/:entityId',
    SA,
    (LL) => LL.screens.invoiceEdit(),
    'invoices',
    'invoice-dashboard',
  ),
  page('invoice-dashboard', '/invoices', SA_BILLING, (LL) => LL.screens.invoices(), 'invoices'),
  page(
    'restaurant-invoices',
    '/restaurant-invoices',
    RA,
    (LL) => LL.screens.restaurantInvoices(),
    'invoices',
  ),

  ...crud('promotion', '/promotions', { list: SA }, (LL) => LL.screens.promotions(), 'marketing'),
  ...crud('coupon', '/coupons', { list: SA }, (LL) => LL.screens.coupons(), 'marketing'),
  ...crud('promo-banner', '/promo-banners', { list: SA }, (LL) => LL.screens.promoBanners(), 'marketing'),
  ...crud('brand', '/brands', { list: SA }, (LL) => LL.screens.brands(), 'marketing'),
  ...crud('tag', '/tags', { list: SA }, (LL) => LL.screens.tags(), 'marketing'),
  ...crud('tag-group', '/tag-groups', { list: SA }, (LL) => LL.screens.tagGroups(), 'marketing'),
  ...crud(
    'registration-code',
    '/registration-codes',
    { list: SA },
    (LL) => LL.screens.registrationCodes(),
    'marketing',
  ),
  ...crud('todo', '/todos', { list: SA }, (LL) => LL.screens.todos(), 'admin'),
  page(
    'restaurant-highlights',
    '/restaurant-highlights',
    SA,
    (LL) => LL.screens.restaurantHighlights(),
    'marketing',
  ),
  page('push-notifications', '/push-notifications', SA, (LL) => LL.screens.pushNotifications(), 'marketing'),

  page(
    'delivery-provider-job-create',
    '/deliveries/:id/create-provider-job',
    SA,
    (LL) => LL.screens.providerJobCreate(),
    'deliveries',
    'delivery-edit',
  ),
  ...crud('delivery', '/deliveries', { list: SA }, (LL) => LL.screens.deliveries(), 'deliveries'),

  ...crud(
    'residential-canteen',
    '/residential-canteens',
    { list: SA },
    (LL) => LL.screens.residentialCanteens(),
    'canteens',
    {
      idParam: 'entityId',
    },
  ),
  ...crud(
    'residential-canteen-address',
    '/residential-canteen-addresses',
    { list: SA },
    (LL) => LL.screens.residentialCanteenAddresses(),
    'canteens',
    { idParam: 'entityId' },
  ),
  ...crud(
    'residential-canteen-relation',
    '/residential-canteen-relations',
    { list: SA },
    (LL) => LL.screens.residentialCanteenRelations(),
    'canteens',
    { idParam: 'entityId' },
  ),
  // The canteen balances group has no path in the spec: chosen under the canteens list.
  page(
    'canteen-balances',
    '/canteens/balances',
    SA,
    (LL) => LL.canteens.balances.title(),
    'canteens',
    'canteens',
  ),
  page('canteens', '/canteens', SA, (LL) => LL.screens.canteens(), 'canteens'),

  ...crud('custom-export', '/custom-export', { list: SA }, (LL) => LL.screens.customExports(), 'exports'),
  page('custom-export-show', '/custom-export-show', SA, (LL) => LL.screens.customExportShow(), 'exports'),
  page('custom-update-show', '/custom-update-show', SA, (LL) => LL.screens.customUpdateShow(), 'exports'),
  ...crud(
    'custom-export-category',
    '/custom-export-category',
    { list: SA },
    (LL) => LL.screens.customExportCategories(),
    'exports',
  ),

  page('translations', '/translations', SA, (LL) => LL.screens.translations(), 'admin'),
  page('tablets', '/tablets', SA, (LL) => LL.screens.tablets(), 'admin'),
  page('settings', '/settings', SA, (LL) => LL.screens.settings(), 'admin'),
  page('audit-history', '/audit/:entity/:id?', SA, (LL) => LL.screens.auditHistory(), 'admin', 'audit'),
  page('audit', '/audit', SA, (LL) => LL.screens.audit(), 'admin'),
];

/** The catch-all not-found page (any signed-in user). */
export const notFoundRoute: AppRoute = page(
  'not-found',
  '/*',
  undefined,
  (LL) => LL.screens.notFound(),
  'system',
);

const byName = new Map(routes.map((route) => [route.name, route]));
byName.set(notFoundRoute.name, notFoundRoute);

/** The route of a name; throws on an unknown name (a programmer error). */
export function routeNamed(name: string): AppRoute {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
