import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { App } from '../App';
import { expectNoAxeViolations } from '../testing/axe';
import { CUTOFF_2, fakeApi, TOKEN } from '../testing/fakeApi';

const now = new Date('2024-05-01T06:00:00');
const search = `?token=${TOKEN}&cutoffTime=${encodeURIComponent(CUTOFF_2)}`;

function renderAt(pathname: string, query: string, api = fakeApi()) {
  render(<App pathname={pathname} search={query} api={api} now={now} />);
  return api;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the canteen summary page', () => {
  it('totals the meals of the cutoff per restaurant and over all restaurants', async () => {
    renderAt('/cloudcanteen/summary/ACME', search);
    expect(await screen.findByRole('heading', { name: 'Summary: Acme office canteen' })).toBeVisible();
    expect(screen.getByText('4 orders, 12 meals')).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: /Meals of Canteen Kitchen/ }))).toEqual([
      'Goulash6',
      'Strudel3',
      'Total9',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /Meals of Pasta Palace/ }))).toEqual([
      'Goulash2',
      'Lasagne1',
      'Total3',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Meals of all restaurants' }))).toEqual([
      'Goulash8',
      'Strudel3',
      'Lasagne1',
      'Total12',
    ]);
    expect(screen.getByRole('link', { name: 'Download the summary as PDF' })).toHaveAttribute(
      'href',
      `/api/v1/cloud-canteen/summary/1${search}`,
    );
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('confirms the collected orders of one kitchen', async () => {
    const api = renderAt('/cloudcanteen/summary/ACME', search);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm the collected orders of Pasta Palace' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The collected orders of Pasta Palace are confirmed for this cutoff.',
    );
    expect(api.confirmations).toEqual([
      { restaurantId: 1, canteenId: 1, canteenIdentifier: 'ACME', cutoffTime: CUTOFF_2, token: TOKEN },
    ]);
    expect(
      screen.getByRole('button', { name: 'Confirm the collected orders of Canteen Kitchen' }),
    ).toBeVisible();
  });

  it('gives clear pages for an unknown canteen, a wrong token and an empty cutoff, in Hungarian too', async () => {
    renderAt('/cloudcanteen/summary/NOPE', search);
    expect(await screen.findByRole('heading', { name: 'No such canteen' })).toBeVisible();
  });

  it('gives a clear page for a wrong token, in Hungarian', async () => {
    renderAt('/cloudcanteen/summary/ACME', '?token=wrong&lang=hu');
    expect(await screen.findByRole('heading', { name: 'A link hozzáférési kulcsa hibás' })).toBeVisible();
  });

  it('gives a clear page for an empty cutoff', async () => {
    renderAt('/cloudcanteen/summary/ACME', `?token=${TOKEN}&cutoffTime=2024-04-01%2010:00:00&lang=hu`);
    expect(await screen.findByRole('heading', { name: 'Ehhez a határidőhöz nincs rendelés' })).toBeVisible();
  });
});
