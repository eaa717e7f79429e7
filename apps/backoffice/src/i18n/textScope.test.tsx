import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { holdsTexts, I18nProvider, useI18n } from './I18nProvider';

function Probe() {
  const { LL, textScope, requestTexts } = useI18n();
  return (
    <div>
      <p>scope: {textScope}</p>
      <p>{LL.auth.signIn()}</p>
      {textScope === 'core' ? null : <p>{LL.liveOrders.tab.active()}</p>}
      {textScope === 'all' ? <p>{LL.admin.customExport.one()}</p> : null}
      <button type="button" onClick={() => requestTexts('orders')}>
        orders
      </button>
      <button type="button" onClick={() => requestTexts('all')}>
        all
      </button>
    </div>
  );
}

describe('the text scopes', () => {
  it('starts with the core texts, adds the orders area and then every area on request, and lays the remote texts over each', async () => {
    const loadRemote = vi.fn(async () => ({
      auth: { signIn: 'Log in' },
      liveOrders: { tab: { active: 'Now' } },
      admin: { customExport: { one: 'Own export' } },
    }));
    render(
      <I18nProvider
        initialLocale="en"
        initialTextScope="core"
        loadRemote={loadRemote}
        onRemoteError={() => undefined}
        renderLoading={() => <p>loading</p>}
      >
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('scope: core')).toBeInTheDocument();
    expect(screen.getByText('Log in')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'orders' }).click());
    expect(await screen.findByText('scope: orders')).toBeInTheDocument();
    // The remote texts of the core stay, and those of the orders area apply once the area is in.
    expect(screen.getByText('Log in')).toBeInTheDocument();
    expect(screen.getByText('Now')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'all' }).click());
    expect(await screen.findByText('scope: all')).toBeInTheDocument();
    expect(screen.getByText('Log in')).toBeInTheDocument();
    expect(screen.getByText('Now')).toBeInTheDocument();
    expect(screen.getByText('Own export')).toBeInTheDocument();

    // A smaller scope asked for later keeps every text that is in.
    act(() => screen.getByRole('button', { name: 'orders' }).click());
    expect(screen.getByText('scope: all')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['core', 'core', true],
    ['orders', 'core', true],
    ['orders', 'orders', true],
    ['orders', 'all', false],
    ['core', 'orders', false],
    ['all', 'orders', true],
  ] as const)('the %s texts hold the %s texts: %s', (scope, needed, holds) => {
    expect(holdsTexts(scope, needed)).toBe(holds);
  });
});
