import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider, useI18n } from './I18nProvider';

function Probe() {
  const { LL, textScope, requestAllTexts } = useI18n();
  return (
    <div>
      <p>scope: {textScope}</p>
      <p>{LL.auth.signIn()}</p>
      {textScope === 'all' ? <p>{LL.liveOrders.tab.active()}</p> : null}
      <button type="button" onClick={requestAllTexts}>
        all
      </button>
    </div>
  );
}

describe('the text scopes', () => {
  it('starts with the core texts, adds every area on request, and lays the remote texts over both', async () => {
    const loadRemote = vi.fn(async () => ({
      auth: { signIn: 'Log in' },
      liveOrders: { tab: { active: 'Now' } },
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

    act(() => screen.getByRole('button', { name: 'all' }).click());
    expect(await screen.findByText('scope: all')).toBeInTheDocument();
    // The remote texts of the core stay, and those of the areas apply once the areas are in.
    expect(screen.getByText('Log in')).toBeInTheDocument();
    expect(screen.getByText('Now')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
