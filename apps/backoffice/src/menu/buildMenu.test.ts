import type { TokenClaims } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { i18nObject } from '../i18n/i18n-util';
import { loadLocale } from '../i18n/i18n-util.sync';
import type { MenuContext, MenuEntry } from './buildMenu';
import { buildMenu } from './buildMenu';

loadLocale('en');
const LL = i18nObject('en');

const claims = (roles: string[], extra: Partial<TokenClaims> = {}): TokenClaims => ({
  username: 'x@example.com',
  roles,
  id: 1,
  exp: 0,
  ...extra,
});

/** The menu as text: 'Label → /path', groups as 'Label: [...]'. */
function flatten(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group'
      ? [`${entry.label(LL)}:`, ...flatten(entry.children).map((line) => `  ${line}`)]
      : [`${entry.label(LL)} → ${entry.href}`],
  );
}

const menu = (context: Partial<MenuContext> & Pick<MenuContext, 'claims'>) =>
  flatten(buildMenu({ restaurants: [], publicFrontendUrl: null, ...context }));

describe('buildMenu', () => {
  it('gives the super admin every area, with the editable custom export variant when the flag is set', () => {
    const lines = menu({ claims: claims(['ROLE_ADMIN'], { custom_export_edit_enabled: true }) });
    expect(lines).toEqual([
      'Orders → /orders',
      'Deliveries → /deliveries',
      'Canteens → /canteens',
      'Restaurants → /restaurants',
      'Brands → /brands',
      'Promotions:',
      '  Discounts → /promotions',
      '  Coupons → /coupons',
      '  Promo banners → /promo-banners',
      'Translations → /translations',
      'Invoices → /invoices',
      'Custom export:',
      '  Exports → /custom-export',
      '  Categories → /custom-export-category',
      '  Export results → /custom-export-show',
      '  Update results → /custom-update-show',
      'Tags → /tags',
      'Residential canteens → /residential-canteens',
      'Todos → /todos',
      'Tablets → /tablets',
      'Settings:',
      '  Settings → /settings',
      '  Restaurant highlights → /restaurant-highlights',
      '  Audit → /audit',
      '  Push notifications → /push-notifications',
    ]);
  });

  it('shows only the results of custom exports without the custom-export-edit flag', () => {
    const lines = menu({ claims: claims(['ROLE_ADMIN']) });
    const start = lines.indexOf('Custom export:');
    expect(lines.slice(start, start + 3)).toEqual([
      'Custom export:',
      '  Export results → /custom-export-show',
      '  Update results → /custom-update-show',
    ]);
  });

  it('gives the company admin its company pages, the order-now link and its invoices', () => {
    const company = claims(['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'], {
      managed_companies: [{ iri: '/api/v1/companies/7', id: 7 }],
    });
    expect(menu({ claims: company, publicFrontendUrl: 'https://order.example' })).toEqual([
      'Orders → /orders',
      'Company allowances → /company/allowances',
      'Addresses → /company/addresses',
      'Employees → /companies/7/employees',
      'Teams → /companies/7/teams',
      'Order now → https://order.example',
      'Invoices → /companies/7/invoices',
    ]);
    expect(menu({ claims: company })).not.toContain('Order now → https://order.example');
  });

  it('gives a restaurant admin the live orders, menu, business hours and restaurant invoices', () => {
    const restaurant = claims(['ROLE_RESTAURANT'], {
      managed_restaurants: [{ iri: '/api/v1/restaurants/1', id: 1 }],
    });
    expect(menu({ claims: restaurant })).toEqual([
      'Orders → /orders/active',
      'Menu → /restaurants/1/menu',
      'Business hours → /restaurants/1/business-hours',
      'Invoices → /restaurant-invoices',
    ]);
  });

  it('groups a multi-restaurant admin by restaurant and adds the otter connect link where it is missing', () => {
    const chain = claims(['ROLE_RESTAURANT'], {
      managed_restaurants: [
        { iri: '/api/v1/restaurants/2', id: 2 },
        { iri: '/api/v1/restaurants/5', id: 5 },
      ],
    });
    const lines = menu({
      claims: chain,
      restaurants: [
        { id: 2, name: 'Burger Barn', externalType: null, externalId: null },
        { id: 5, name: 'Otter Grill', externalType: 'otter', externalId: null },
      ],
    });
    expect(lines).toEqual([
      'Orders → /orders/active',
      'Burger Barn:',
      '  Menu → /restaurants/2/menu',
      '  Business hours → /restaurants/2/business-hours',
      'Otter Grill:',
      '  Menu → /restaurants/5/menu',
      '  Business hours → /restaurants/5/business-hours',
      '  Connect to Otter → /restaurants/5/otter',
      'Invoices → /restaurant-invoices',
    ]);
    const connected = menu({
      claims: chain,
      restaurants: [{ id: 5, name: 'Otter Grill', externalType: 'otter', externalId: 'abc' }],
    });
    expect(connected).not.toContain('  Connect to Otter → /restaurants/5/otter');
  });

  it('gives the billing role only the invoices dashboard (the orders route is not theirs)', () => {
    expect(menu({ claims: claims(['ROLE_EXTRA_BILLING_ACCESS']) })).toEqual(['Invoices → /invoices']);
  });

  it('gives a user without a known role nothing', () => {
    expect(menu({ claims: claims(['ROLE_SOMETHING']) })).toEqual([]);
  });
});
