import type { Restaurant, TokenClaims } from '@backoffice/domain';
import {
  guardRoute,
  hasRole,
  homePathFor,
  isCompanyAdmin,
  isRestaurantAdmin,
  isSuperAdmin,
} from '@backoffice/domain';

import type { RouteParams } from '../routing/pathFor';
import { pathFor } from '../routing/pathFor';
import type { TextOf } from '../routing/routes';
import { routeNamed } from '../routing/routes';

/** One entry of the sidebar: a link to a route, an external link, or a titled group of entries. */
export type MenuEntry =
  | { kind: 'route'; id: string; label: TextOf; route: string; href: string }
  | { kind: 'external'; id: string; label: TextOf; href: string }
  | { kind: 'group'; id: string; label: TextOf; children: MenuEntry[] };

/** What the sidebar shows of a managed restaurant. */
export type ManagedRestaurant = Pick<Restaurant, 'id' | 'externalType' | 'externalId'> & { name?: string };

/** What the sidebar depends on. */
export interface MenuContext {
  claims: TokenClaims;
  /** The managed restaurants as read from the platform (names and otter state); ids from the token otherwise. */
  restaurants: readonly ManagedRestaurant[];
  /** The public front end (company admins' order-now link); null hides the link. */
  publicFrontendUrl: string | null;
}

type Draft =
  | { kind: 'route'; id: string; label: TextOf; route: string; params?: RouteParams }
  | { kind: 'external'; id: string; label: TextOf; href: string }
  | { kind: 'group'; id: string; label: TextOf; children: Draft[] };

const link = (id: string, label: TextOf, route: string, params?: RouteParams): Draft => ({
  kind: 'route',
  id,
  label,
  route,
  ...(params ? { params } : {}),
});
const group = (id: string, label: TextOf, children: Draft[]): Draft => ({
  kind: 'group',
  id,
  label,
  children,
});

/**
 * The sidebar menu of a user (orders-auth-routes section 2, "Sidebar menu by role"): orders for everyone; the
 * super admin's areas; the company admin's allowances, addresses, employees, teams and order-now link; the
 * restaurant admin's menu and business hours (plus the otter connect link); invoices for restaurant admins,
 * company admins and the billing role. Every route entry is then filtered by the route's own roles, and groups
 * left empty are dropped.
 */
export function buildMenu(context: MenuContext): MenuEntry[] {
  const { claims } = context;
  const roles = claims.roles;
  const superAdmin = isSuperAdmin(roles);
  const companyId = claims.managed_companies?.[0]?.id;
  const drafts: Draft[] = [
    link(
      'orders',
      (LL) => LL.menu.orders(),
      homePathFor(roles) === '/orders/active' ? 'order-active' : 'order-list',
    ),
  ];

  if (superAdmin) {
    drafts.push(
      link('deliveries', (LL) => LL.menu.deliveries(), 'delivery-list'),
      link('canteens', (LL) => LL.menu.canteens(), 'canteens'),
      link('restaurants', (LL) => LL.menu.restaurants(), 'restaurant-list'),
      link('brands', (LL) => LL.menu.brands(), 'brand-list'),
      group('promotions', (LL) => LL.menu.promotions(), [
        link('discounts', (LL) => LL.menu.discounts(), 'promotion-list'),
        link('coupons', (LL) => LL.menu.coupons(), 'coupon-list'),
        link('promo-banners', (LL) => LL.menu.promoBanners(), 'promo-banner-list'),
      ]),
      link('translations', (LL) => LL.menu.translations(), 'translations'),
      link('invoices', (LL) => LL.menu.invoices(), 'invoice-dashboard'),
      group(
        'custom-export',
        (LL) => LL.menu.customExport(),
        claims.custom_export_edit_enabled === true
          ? [
              link('custom-exports', (LL) => LL.menu.customExports(), 'custom-export-list'),
              link(
                'custom-export-categories',
                (LL) => LL.menu.customExportCategories(),
                'custom-export-category-list',
              ),
              link('custom-export-show', (LL) => LL.menu.customExportShow(), 'custom-export-show'),
              link('custom-update-show', (LL) => LL.menu.customUpdateShow(), 'custom-update-show'),
            ]
          : [
              link('custom-export-show', (LL) => LL.menu.customExportShow(), 'custom-export-show'),
              link('custom-update-show', (LL) => LL.menu.customUpdateShow(), 'custom-update-show'),
            ],
      ),
      link('tags', (LL) => LL.menu.tags(), 'tag-list'),
      link('residential-canteens', (LL) => LL.menu.residentialCanteens(), 'residential-canteen-list'),
      link('todos', (LL) => LL.menu.todos(), 'todo-list'),
      link('tablets', (LL) => LL.menu.tablets(), 'tablets'),
      group('settings', (LL) => LL.menu.settings(), [
        link('settings-page', (LL) => LL.menu.settings(), 'settings'),
        link('restaurant-highlights', (LL) => LL.menu.restaurantHighlights(), 'restaurant-highlights'),
        link('audit', (LL) => LL.menu.audit(), 'audit'),
        link('push-notifications', (LL) => LL.menu.pushNotifications(), 'push-notifications'),
      ]),
    );
  }

  if (isCompanyAdmin(roles) && !superAdmin) {
    drafts.push(
      link('company-allowances', (LL) => LL.menu.companyAllowances(), 'own-company-allowance-list'),
    );
    drafts.push(link('company-addresses', (LL) => LL.menu.addresses(), 'own-company-address-list'));
    if (companyId !== undefined) {
      drafts.push(
        link('company-employees', (LL) => LL.menu.employees(), 'company-employees', { companyId }),
        link('company-teams', (LL) => LL.menu.teams(), 'company-team-list', { companyId }),
      );
    }
    if (context.publicFrontendUrl) {
      drafts.push({
        kind: 'external',
        id: 'order-now',
        label: (LL) => LL.menu.orderNow(),
        href: context.publicFrontendUrl,
      });
    }
  }

  if (isRestaurantAdmin(roles) && !superAdmin) {
    const managed = restaurantsOf(context);
    const single = managed.length === 1;
    for (const restaurant of managed) {
      const entries: Draft[] = [
        link(`restaurant-${restaurant.id}-menu`, (LL) => LL.menu.restaurantMenu(), 'restaurant-edit', {
          id: restaurant.id,
          page: 'menu',
        }),
        link(`restaurant-${restaurant.id}-hours`, (LL) => LL.menu.businessHours(), 'restaurant-edit', {
          id: restaurant.id,
          page: 'business-hours',
        }),
      ];
      if (restaurant.externalType === 'otter' && !restaurant.externalId) {
        entries.push(
          link(`restaurant-${restaurant.id}-otter`, (LL) => LL.menu.otterConnect(), 'restaurant-edit', {
            id: restaurant.id,
            page: 'otter',
          }),
        );
      }
      if (single) drafts.push(...entries);
      else
        drafts.push(
          group(
            `restaurant-${restaurant.id}`,
            (LL) => restaurant.name || LL.menu.restaurant({ id: String(restaurant.id) }),
            entries,
          ),
        );
    }
  }

  if (!superAdmin) {
    if (isRestaurantAdmin(roles))
      drafts.push(link('invoices', (LL) => LL.menu.invoices(), 'restaurant-invoices'));
    else if (isCompanyAdmin(roles) && companyId !== undefined)
      drafts.push(link('invoices', (LL) => LL.menu.invoices(), 'company-invoices', { companyId }));
    else if (hasRole(roles, 'ROLE_EXTRA_BILLING_ACCESS'))
      drafts.push(link('invoices', (LL) => LL.menu.invoices(), 'invoice-dashboard'));
  }

  return drafts.flatMap((draft) => finish(draft, roles));
}

/** The token's managed restaurants, in its order, with what the platform told of each. */
function restaurantsOf(context: MenuContext): ManagedRestaurant[] {
  return (context.claims.managed_restaurants ?? []).map(
    ({ id }) => context.restaurants.find((restaurant) => String(restaurant.id) === String(id)) ?? { id },
  );
}

/** Drops entries whose route the roles may not open, and groups left without entries. */
function finish(draft: Draft, roles: TokenClaims['roles']): MenuEntry[] {
  if (draft.kind === 'external') return [draft];
  if (draft.kind === 'group') {
    const children = draft.children.flatMap((child) => finish(child, roles));
    return children.length > 0 ? [{ kind: 'group', id: draft.id, label: draft.label, children }] : [];
  }
  const route = routeNamed(draft.route);
  if (guardRoute(route.access, { roles }, route.path).kind !== 'allow') return [];
  return [
    {
      kind: 'route',
      id: draft.id,
      label: draft.label,
      route: draft.route,
      href: pathFor(draft.route, draft.params),
    },
  ];
}
