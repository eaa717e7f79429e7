import { describe, expect, it } from 'vitest';

import { ordersTableFeatures } from './ordersTableRole';
import type { OrdersTableState } from './ordersTableState';
import {
  defaultOrdersTableState,
  parseTableState,
  stringifyTableState,
  toFilterQuery,
  toListQuery,
} from './ordersTableState';

const filtered: OrdersTableState = {
  page: 3,
  pageSize: 25,
  sort: { column: 'requiredDeliveryTime', direction: 'ascending' },
  filters: { status: 'new', city: 'Budapest', identifier: 'A-12' },
  search: 'pizza',
  quickFilters: [],
};

describe('the orders table state in the URL', () => {
  it('keeps the plain table at the plain address', () => {
    expect(stringifyTableState(defaultOrdersTableState)).toBe('');
    expect(parseTableState('')).toEqual(defaultOrdersTableState);
  });

  it('survives a round trip through the query string', () => {
    const search = stringifyTableState(filtered);
    expect(search).toBe(
      'page=3&itemsPerPage=25&order[requiredDeliveryTime]=asc&filter[status]=new&filter[city]=Budapest&filter[identifier]=A-12&search=pizza',
    );
    expect(parseTableState(`?${search}`)).toEqual(filtered);
  });

  it('keeps the quick filters in their order', () => {
    const state = { ...defaultOrdersTableState, quickFilters: ['today' as const, 'cancelled' as const] };
    expect(parseTableState(stringifyTableState(state)).quickFilters).toEqual(['today', 'cancelled']);
  });

  it.each([
    ['a page below 1', 'page=0', { page: 1 }],
    ['a page size not offered', 'itemsPerPage=33', { pageSize: 50 }],
    ['an unknown sort field', 'order[password]=asc', { sort: defaultOrdersTableState.sort }],
    ['a bad sort direction', 'order[status]=up', { sort: defaultOrdersTableState.sort }],
    ['an unknown filter', 'filter[secret]=1', { filters: {} }],
    ['an empty filter', 'filter[status]=', { filters: {} }],
    ['an unknown quick filter', 'quick[]=yesterday', { quickFilters: [] }],
  ])('falls back to the default for %s', (_label, search, expected) => {
    expect(parseTableState(search)).toEqual({ ...defaultOrdersTableState, ...expected });
  });
});

describe('the list request', () => {
  const now = new Date(2025, 0, 15, 10, 0);

  it('sends page, page size, sort and the filters under their platform fields', () => {
    expect(toListQuery(filtered, now)).toEqual({
      status: 'new',
      'deliveryAddressDetails.city': 'Budapest',
      identifier: 'A-12',
      search: 'pizza',
      page: 3,
      itemsPerPage: 25,
      order: { requiredDeliveryTime: 'asc' },
    });
  });

  it('sorts by creation date, newest first, by default', () => {
    expect(toListQuery(defaultOrdersTableState, now).order).toEqual({ createdAt: 'desc' });
  });

  it('limits today and tomorrow to the drop-off time of those local days', () => {
    const today = toFilterQuery({ ...defaultOrdersTableState, quickFilters: ['today'] }, now);
    expect(today.requiredDeliveryTime).toEqual({
      after: new Date(2025, 0, 15).toISOString(),
      before: new Date(new Date(2025, 0, 16).getTime() - 1).toISOString(),
    });
    const both = toFilterQuery({ ...defaultOrdersTableState, quickFilters: ['today', 'tomorrow'] }, now);
    expect(both.requiredDeliveryTime).toEqual({
      after: new Date(2025, 0, 15).toISOString(),
      before: new Date(new Date(2025, 0, 17).getTime() - 1).toISOString(),
    });
  });

  it('turns the status quick filters into a status list; cancelled takes both cancelled statuses', () => {
    const query = toFilterQuery({ ...defaultOrdersTableState, quickFilters: ['new', 'cancelled'] }, now);
    expect(query.status).toEqual(['new', 'cancelled', 'cancelled-after-approval']);
  });

  it('does not change the state it reads', () => {
    const copy = structuredClone(filtered);
    toListQuery(filtered, now);
    stringifyTableState(filtered);
    expect(filtered).toEqual(copy);
  });
});

describe('the table of each role', () => {
  it('gives the super admin every column but the cost code, selection, export, filters and row actions', () => {
    expect(ordersTableFeatures(['ROLE_ADMIN'])).toEqual({
      variant: 'superAdmin',
      columns: ['identifier', 'status', 'delivery', 'restaurant', 'dropOff', 'customer', 'total', 'sent'],
      canSelectAndExport: true,
      hasFilterPanel: true,
      hasQuickFilters: false,
      hasRowActions: true,
      showsCityMarker: true,
    });
  });

  it('gives the company admin the reduced columns and the quick filters only', () => {
    expect(ordersTableFeatures(['ROLE_COMPANY'])).toEqual({
      variant: 'companyAdmin',
      columns: ['identifier', 'status', 'dropOff', 'restaurant', 'customer', 'costCode', 'total'],
      canSelectAndExport: false,
      hasFilterPanel: false,
      hasQuickFilters: true,
      hasRowActions: false,
      showsCityMarker: false,
    });
  });

  it('adds the cost code for a super admin who is also a company admin', () => {
    expect(ordersTableFeatures(['ROLE_ADMIN', 'ROLE_COMPANY']).columns).toContain('costCode');
  });

  it('gives anyone else the plain columns without tools', () => {
    const features = ordersTableFeatures(['ROLE_RESTAURANT']);
    expect(features.variant).toBe('fallback');
    expect(features.columns).not.toContain('delivery');
    expect(features.columns).not.toContain('sent');
    expect(features.columns).not.toContain('costCode');
    expect(
      features.canSelectAndExport ||
        features.hasRowActions ||
        features.hasQuickFilters ||
        features.showsCityMarker,
    ).toBe(false);
  });
});
