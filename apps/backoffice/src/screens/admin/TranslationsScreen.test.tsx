import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, renderAsAdmin, rowsOf } from './adminTesting';

const keyOf = (row: HTMLElement) => within(row).getAllByRole('rowheader')[0]?.textContent;

describe('the translations', () => {
  it('searches the texts and narrows them to one language', async () => {
    await renderAsAdmin('/translations');
    expect((await rowsOf('Translations')).length).toBeGreaterThan(4);
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'already_approved{Enter}');
    await waitFor(async () =>
      expect((await rowsOf('Translations')).map(keyOf)).toEqual([
        'orders.already_approved',
        'orders.already_approved',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hungarian' }));
    await waitFor(async () => {
      const rows = await rowsOf('Translations');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent('Ezt a rendelést már elfogadták.');
    });
    await expectNoAxeViolations();
  });

  it('translates a key with its English and Hungarian texts side by side', async () => {
    const { sandbox } = await renderAsAdmin('/translations');
    await userEvent.type(await screen.findByRole('searchbox', { name: /Search/ }), 'orders.approve{Enter}');
    await waitFor(async () =>
      expect((await rowsOf('Translations')).map(keyOf)).toEqual(['orders.approve', 'orders.approve']),
    );
    const [row] = await rowsOf('Translations');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Translate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translate “orders.approve”' });
    const english = within(dialog).getByRole('textbox', { name: 'Text in English' });
    const hungarian = within(dialog).getByRole('textbox', { name: 'Text in Hungarian' });
    await waitFor(() => expect(english).toHaveValue('Approve'));
    expect(hungarian).toHaveValue('Elfogadás');
    await userEvent.clear(hungarian);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the texts' }));
    expect(await within(dialog).findByText('Enter a text.')).toBeInTheDocument();
    await userEvent.type(hungarian, 'Jóváhagyás');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the texts' }));
    expect(await screen.findByText('Texts saved')).toBeInTheDocument();
    const stored = sandbox.store
      .list('translations')
      .filter((entry) => entry.key === 'orders.approve')
      .map((entry) => [entry.locale, entry.value]);
    expect(stored).toEqual([
      ['en', 'Approve'],
      ['hu', 'Jóváhagyás'],
    ]);
  });

  it('clones a text under a new key', async () => {
    const { sandbox } = await renderAsAdmin('/translations');
    await userEvent.type(await screen.findByRole('searchbox', { name: /Search/ }), 'orders.title{Enter}');
    await waitFor(async () =>
      expect((await rowsOf('Translations')).map(keyOf)).toEqual(['orders.title', 'orders.title']),
    );
    const [row] = await rowsOf('Translations');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone “orders.title”' });
    const key = within(dialog).getByRole('textbox', { name: /Key of the copy/ });
    await userEvent.clear(key);
    await userEvent.type(key, 'orders.heading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Cloned as orders.heading')).toBeInTheDocument();
    expect(sandbox.store.list('translations').filter((entry) => entry.key === 'orders.heading')).toHaveLength(
      1,
    );
  });
});
