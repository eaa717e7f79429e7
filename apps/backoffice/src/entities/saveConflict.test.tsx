import type { Coupon } from '@backoffice/domain';
import { resources, saveEntity } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';

const quiet = { orderCount: 0, log: () => undefined };

/** The seeded coupons the tests edit (the app's data cache is global, so each test takes its own). */
const seeded = {
  welcome: { id: 1, code: 'WELCOME500' },
  pasta: { id: 2, code: 'PASTA10' },
} as const;

/**
 * Two admins edit one coupon. This screen loads it; then the other admin saves a new code and minimum order; then
 * this user saves a new code and value over the old version.
 */
async function conflictingEdit({ id, code }: (typeof seeded)[keyof typeof seeded]) {
  const sandbox = createSandbox(quiet);
  const ifMatch: (string | null)[] = [];
  const client = await sandboxClient(sandbox, 'admin@example.com', {
    onRequest: (request) => {
      if (request.method === 'PUT') ifMatch.push(request.headers.get('if-match'));
    },
  });
  const other = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path: `/coupons/${String(id)}` });
  const coupon = await screen.findByRole('form', { name: code });
  const field = (name: string) => within(coupon).getByRole('textbox', { name });

  const loaded = await resources.coupons.get(other, id);
  await saveEntity(other, resources.coupons, loaded, {
    code: `${code}-ANNA`,
    minimumPrice: 2500,
  } as Partial<typeof loaded>);

  await userEvent.clear(field('Code'));
  await userEvent.type(field('Code'), `${code}-BELA`);
  const value = field('Value');
  await userEvent.clear(value);
  await userEvent.type(value, '600');
  const save = () => within(coupon).getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement;
  await waitFor(() => expect(save()).toBeEnabled());
  await userEvent.click(save());
  const notice = await screen.findByRole('region', { name: 'Someone else changed this item' });
  const stored = () => sandbox.store.get('coupons', id) as unknown as Coupon & Record<string, unknown>;
  return { stored, coupon, field, notice, save, ifMatch };
}

describe('a save over a changed entity', () => {
  it('keeps what was typed, merges the other change in, lets the user choose, and saves the new version', async () => {
    const { stored, coupon, field, notice, save, ifMatch } = await conflictingEdit(seeded.welcome);
    // Nothing of this user's save was written.
    expect(stored()).toMatchObject({ code: 'WELCOME500-ANNA', value: 500, minimumPrice: 2500 });
    expect(ifMatch[0]).toMatch(/^W\/".+"$/);

    // The field changed only by the other admin is merged in; the user's own changes stay.
    await waitFor(() =>
      expect(within(coupon).getByRole('textbox', { name: 'Minimum order' })).toHaveValue('2500'),
    );
    expect(within(coupon).getByRole('textbox', { name: 'Value' })).toHaveValue('600');
    expect(field('Code')).toHaveValue('WELCOME500-BELA');

    // The field changed on both sides is shown with both values.
    const code = within(within(notice).getByRole('group', { name: 'Code' }));
    expect(code.getByText('WELCOME500-ANNA')).toBeInTheDocument();
    expect(code.getByText('WELCOME500-BELA')).toBeInTheDocument();
    expect(within(notice).queryByRole('group', { name: 'Value' })).not.toBeInTheDocument();
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);

    await userEvent.click(code.getByRole('button', { name: 'Use the saved value' }));
    expect(field('Code')).toHaveValue('WELCOME500-ANNA');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Someone else changed this item' }),
      ).not.toBeInTheDocument(),
    );
    expect(stored()).toMatchObject({ code: 'WELCOME500-ANNA', value: 600, minimumPrice: 2500 });
    // The second save named the version the conflict brought.
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).not.toBe(ifMatch[0]);
  });

  it('keeps the user value when chosen, and reloads the saved entity when asked', async () => {
    const { stored, field, notice, coupon } = await conflictingEdit(seeded.pasta);
    const code = within(within(notice).getByRole('group', { name: 'Code' }));
    await userEvent.click(code.getByRole('button', { name: 'Keep yours' }));
    expect(field('Code')).toHaveValue('PASTA10-BELA');
    expect(within(notice).queryByRole('group', { name: 'Code' })).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Discard my changes and reload' }));
    expect(field('Code')).toHaveValue('PASTA10-ANNA');
    expect(within(coupon).getByRole('textbox', { name: 'Value' })).toHaveValue('1000');
    expect(screen.queryByRole('region', { name: 'Someone else changed this item' })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ code: 'PASTA10-ANNA', value: 1000 });
  });
});
