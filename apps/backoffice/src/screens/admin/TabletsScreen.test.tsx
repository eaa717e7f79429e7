import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { expectNoAxeViolations, renderAsAdmin, rowsOf } from './adminTesting';
import { resetLocalTablets } from './tablets';

afterEach(() => resetLocalTablets());

describe('the tablets', () => {
  it('shows each tablet’s status, clients and sunmi devices, and follows a change', async () => {
    resetLocalTablets();
    await renderAsAdmin('/tablets');
    const rows = await rowsOf('Tablets');
    const byName = (name: string) =>
      rows.find((row) => within(row).getByRole('rowheader').textContent === name);
    await waitFor(() => expect(byName('Pasta Palace')).toBeDefined());
    const pasta = byName('Pasta Palace') as HTMLElement;
    expect(pasta).toHaveTextContent('Online');
    expect(pasta).toHaveTextContent('kitchen-tablet, counter-phone');
    expect(pasta).toHaveTextContent('T2-0001');
    expect(byName('Sushi Spot')).toHaveTextContent('Offline');
    await expectNoAxeViolations();

    await userEvent.click(within(pasta).getByRole('button', { name: 'Mark Pasta Palace offline' }));
    // The database delivers changes at most once per 3 s: the change arrives within that.
    await waitFor(() => {
      const row = screen
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === 'Pasta Palace');
      expect(row).toHaveTextContent('Offline');
    });
  });
});

describe('the Firebase tablet database', () => {
  it('asks the super admin to sign in to it on the screen, with no password in the build', async () => {
    const meta = document.createElement('meta');
    meta.name = 'backoffice-firebase-database-url';
    meta.content = 'https://tablets.example.firebaseio.com';
    document.head.append(meta);
    try {
      await renderAsAdmin('/tablets');
      const form = await screen.findByRole('form', { name: 'Sign in to the tablet database' });
      expect(screen.queryByRole('table', { name: 'Tablets' })).not.toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
      expect(within(form).getAllByText('Required')).toHaveLength(2);
      await expectNoAxeViolations();
    } finally {
      meta.remove();
    }
  });
});
