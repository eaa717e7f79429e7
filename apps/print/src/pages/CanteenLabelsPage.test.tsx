import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { App } from '../App';
import { expectNoAxeViolations } from '../testing/axe';
import { canteenOrder, CUTOFF_1, CUTOFF_2, fakeApi, fakeData, TOKEN } from '../testing/fakeApi';

const now = new Date('2024-05-01T06:00:00');
const path = '/cloudcanteen/label/view/1/4';

function renderAt(pathname: string, search: string, api = fakeApi(), cookie = '') {
  render(<App pathname={pathname} search={search} cookie={cookie} api={api} now={now} />);
  return api;
}

describe('the canteen label page', () => {
  it('shows one label per order of the chosen cutoff, with print, the PDF and the cutoff picker', async () => {
    renderAt(path, `?token=${TOKEN}&cutoffTime=${encodeURIComponent(CUTOFF_1)}`);
    expect(
      await screen.findByRole('heading', { name: 'Labels: Acme office canteen, Canteen Kitchen' }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(/3 labels/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the labels as PDF' })).toHaveAttribute(
      'href',
      `/api/v1/cloud-canteen/label/view/1/4?token=${TOKEN}&cutoffTime=${encodeURIComponent(CUTOFF_1)}`,
    );
    expect(screen.getByRole('combobox', { name: 'Cutoff' })).toHaveValue(CUTOFF_1);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('opens on the first cutoff ahead when the link names none, and changes cutoff from the picker', async () => {
    const data = fakeData(2);
    data.orders.push(canteenOrder(300001, 4, [CUTOFF_2]));
    renderAt(path, `?token=${TOKEN}`, fakeApi(data));
    const picker = await screen.findByRole('combobox', { name: 'Cutoff' });
    expect(picker).toHaveValue(CUTOFF_1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.selectOptions(picker, CUTOFF_2);
    await screen.findByText(/3 labels/);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('confirms the collected orders of the cutoff and then says they are confirmed', async () => {
    const api = renderAt(path, `?token=${TOKEN}&cutoffTime=${encodeURIComponent(CUTOFF_1)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the collected orders' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The collected orders of this cutoff are confirmed.',
    );
    expect(api.confirmations).toEqual([
      { restaurantId: '4', canteenId: '1', canteenIdentifier: 'ACME', cutoffTime: CUTOFF_1, token: TOKEN },
    ]);
  });

  it('is in Hungarian with the lang query or the locale cookie', async () => {
    renderAt(path, `?token=${TOKEN}&lang=hu&cutoffTime=${encodeURIComponent(CUTOFF_1)}`);
    expect(
      await screen.findByRole('heading', { name: 'Címkék: Acme office canteen, Canteen Kitchen' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('hu');
  });

  it.each([
    ['no token', '', 'en', 'The link has no access key'],
    ['a wrong token', '?token=wrong', 'en', 'The link’s access key is wrong'],
    ['a wrong token, in Hungarian', '?token=wrong', 'hu', 'A link hozzáférési kulcsa hibás'],
  ])('gives a clear page for %s', async (_name, search, locale, title) => {
    renderAt(path, search, fakeApi(), `locale=${locale}`);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('gives a clear page for an unknown canteen or a restaurant that does not cook for it', async () => {
    renderAt('/cloudcanteen/label/view/9/4', `?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'No such canteen' })).toBeVisible();
  });

  it('says when the cutoff has no orders, and offers the other cutoffs', async () => {
    renderAt(path, `?token=${TOKEN}&cutoffTime=${encodeURIComponent('2024-04-01 10:00:00')}`);
    expect(await screen.findByRole('heading', { name: 'No orders for this cutoff' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Nothing was ordered for the cutoff 2024-04-01 10:00');
    expect(within(main).getByRole('combobox', { name: 'Cutoff' })).toBeVisible();
  });

  it('gives a clear page for an unknown address', async () => {
    renderAt('/somewhere', '');
    expect(await screen.findByRole('heading', { name: 'No such printout' })).toBeVisible();
  });
});
