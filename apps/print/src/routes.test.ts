import { render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from './App';
import type { PrintApi } from './api/printApi';
import { pickLocale } from './i18n';
import { decodeParams } from './routes';
import { CUTOFF_1, fakeApi, TOKEN } from './testing/fakeApi';

/** The fake calls, recording which page asked for what (the route's decoded parameters). */
function recordingApi() {
  const api = fakeApi();
  const calls: unknown[][] = [];
  const recorded: PrintApi = {
    ...api,
    lookupCanteen: (by, token) => (calls.push(['lookupCanteen', by]), api.lookupCanteen(by, token)),
    order: (id, token) => (calls.push(['order', id]), api.order(id, token)),
  };
  return { api: recorded, calls };
}

function renderPath(path: string, search = `?token=${TOKEN}`) {
  const { api, calls } = recordingApi();
  render(createElement(App, { pathname: path, search, cookie: '', api }));
  return calls;
}

describe('the routes (wouter)', () => {
  it.each([
    [
      '/cloudcanteen/label/view/1/4',
      'Labels: Acme office canteen, Canteen Kitchen',
      [['lookupCanteen', { id: '1' }]],
    ],
    [
      '/cloudcanteen/label/view/1/4/',
      'Labels: Acme office canteen, Canteen Kitchen',
      [['lookupCanteen', { id: '1' }]],
    ],
    [
      '/cloudcanteen/summary/ACME',
      'Summary: Acme office canteen',
      [['lookupCanteen', { identifier: 'ACME' }]],
    ],
    ['/cloudcanteen/summary/AC%20ME/', 'No such canteen', [['lookupCanteen', { identifier: 'AC ME' }]]],
    ['/cloudcanteen/summary/AC%2FME', 'No such canteen', [['lookupCanteen', { identifier: 'AC/ME' }]]],
    ['/order/100002/label', 'Label of order CC-100002', [['order', '100002']]],
  ])('%s opens its page with the decoded parameters', async (path, heading, calls) => {
    const recorded = renderPath(path, `?token=${TOKEN}&cutoffTime=${encodeURIComponent(CUTOFF_1)}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(recorded).toEqual(calls);
  });

  it.each([
    '/',
    '/cloudcanteen/label/view/1',
    '/cloudcanteen/label/view/1/4/5',
    '/cloudcanteen/summary/%E0%A4%A',
    '/order/1/label/extra',
  ])('%s is the clear not-found page, and calls nothing', async (path) => {
    const recorded = renderPath(path);
    expect(await screen.findByRole('heading', { name: 'No such printout' })).toBeVisible();
    expect(recorded).toEqual([]);
  });

  it('says not found in the language of the lang query', async () => {
    renderPath('/nowhere', '?lang=hu');
    expect(await screen.findByRole('heading', { name: 'Nincs ilyen nyomtatvány' })).toBeVisible();
    expect(document.documentElement.lang).toBe('hu');
  });

  describe('at the browser’s address', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('routes the address of the page and reads its query', async () => {
      window.history.replaceState(null, '', `/order/100002/label?token=${TOKEN}&lang=hu`);
      const { api, calls } = recordingApi();
      render(createElement(App, { api, cookie: '' }));
      expect(await screen.findByRole('article', { name: 'CC-100002 címkéje' })).toBeVisible();
      expect(calls).toEqual([['order', '100002']]);
    });

    it('follows the address when it changes', async () => {
      window.history.replaceState(null, '', '/nowhere');
      const { api } = recordingApi();
      render(createElement(App, { api, cookie: '' }));
      await screen.findByRole('heading', { name: 'No such printout' });
      window.history.replaceState(null, '', `/cloudcanteen/summary/ACME?token=${TOKEN}`);
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Summary: Acme office canteen' })).toBeVisible(),
      );
    });
  });
});

describe('decodeParams', () => {
  it('decodes every escape, and gives null for a broken one', () => {
    expect(decodeParams('AC%2FME', '4')).toEqual(['AC/ME', '4']);
    expect(decodeParams('%E0%A4%A')).toBeNull();
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
