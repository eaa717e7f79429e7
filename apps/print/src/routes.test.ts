import { describe, expect, it } from 'vitest';

import { pickLocale } from './i18n';
import { matchPrintRoute } from './routes';

describe('matchPrintRoute', () => {
  it.each([
    ['/cloudcanteen/label/view/1/4', { name: 'canteen-labels', canteenId: '1', restaurantId: '4' }],
    ['/cloudcanteen/summary/AC%20ME/', { name: 'canteen-summary', ccIdentifier: 'AC ME' }],
    ['/order/100001/label', { name: 'order-label', orderId: '100001' }],
    ['/cloudcanteen/summary/%E0%A4%A', { name: 'not-found' }],
    ['/', { name: 'not-found' }],
    ['/cloudcanteen/label/view/1', { name: 'not-found' }],
  ])('%s', (path, route) => {
    expect(matchPrintRoute(path)).toEqual(route);
  });
});

describe('pickLocale', () => {
  it.each([
    ['?lang=hu', '', 'hu'],
    ['?lang=hu', 'locale=en', 'hu'],
    ['', 'jwt=x; locale=hu', 'hu'],
    ['?lang=de', 'locale=fr', 'en'],
    ['', '', 'en'],
  ])('%s with cookie %s gives %s', (search, cookie, locale) => {
    expect(pickLocale(search, cookie)).toBe(locale);
  });
});
