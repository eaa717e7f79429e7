import '../testSetup';

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { canteenLabels, fixtureTimeZone, orders } from '../fixtures';
import { CanteenSubOrderList } from './CanteenSubOrderList';

describe('CanteenSubOrderList', () => {
  it('lists one entry per cutoff with the per-cutoff figures, earliest first', () => {
    render(<CanteenSubOrderList order={orders.canteen} labels={canteenLabels} timeZone={fixtureTimeZone} />);
    const items = within(screen.getByRole('list', { name: 'Cutoffs' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Lunchbox 5821 · cutoff 2024-05-01 10:30',
      'Lunchbox 5821 · cutoff 2024-05-01 11:30',
      'Lunchbox 5821 · cutoff 2024-05-01 12:30',
    ]);
    expect(items[1]).toHaveTextContent('3 meals');
  });

  it('shows no progress for an order without cutoff rules', () => {
    render(
      <CanteenSubOrderList
        order={{ ...orders.canteen, canteenRules: null }}
        labels={canteenLabels}
        timeZone={fixtureTimeZone}
      />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cutoffs' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
