import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { App } from '../App';
import { expectNoAxeViolations } from '../testing/axe';
import { fakeApi, TOKEN } from '../testing/fakeApi';

describe('the order label page', () => {
  it('shows the order’s label in the label format, with its PDF', async () => {
    render(<App pathname="/order/100002/label" search={`?token=${TOKEN}`} cookie="" api={fakeApi()} />);
    const label = await screen.findByRole('article', { name: 'Label CC-100002' });
    expect(label).toHaveTextContent('Anna Kovács');
    expect(label).toHaveTextContent('2 × Goulash, + Bread [GF]');
    expect(screen.getByRole('link', { name: 'Download the label as PDF' })).toHaveAttribute(
      'href',
      `/api/v1/public/order/100002/label?token=${TOKEN}`,
    );
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('gives a clear page for a wrong token or an unknown order', async () => {
    render(<App pathname="/order/100002/label" search="?token=wrong&lang=hu" cookie="" api={fakeApi()} />);
    expect(await screen.findByRole('heading', { name: 'Nincs ilyen rendelés' })).toBeVisible();
  });
});
