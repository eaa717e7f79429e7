import '../testSetup';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { buildOrder, cardLabels, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import type { OrderCardProps } from './OrderCard';
import { OrderCard } from './OrderCard';

const renderCard = (props: Partial<OrderCardProps>) =>
  render(
    <OrderCard
      order={orders.newOrder}
      now={fixtureNow}
      locale="en"
      labels={cardLabels}
      timeZone={fixtureTimeZone}
      {...props}
    />,
  );

describe('OrderCard', () => {
  it('names a personal order by its identifier and its customer', () => {
    renderCard({});
    expect(screen.getByRole('article', { name: 'A-1042' })).toHaveTextContent('Anna Kovács');
  });

  it('names a canteen order by product plus the middle of its id, and shows the canteen', () => {
    renderCard({ order: orders.canteen });
    expect(screen.getByRole('heading', { name: 'Lunchbox 5821' })).toBeInTheDocument();
    expect(screen.getByText('Kings Cross Hub')).toBeInTheDocument();
  });

  it('shows the restaurant only when asked to', () => {
    const { unmount } = renderCard({});
    expect(screen.queryByText('Paprika Bistro')).not.toBeInTheDocument();
    unmount();
    renderCard({ showRestaurant: true });
    expect(screen.getByText('Paprika Bistro')).toBeInTheDocument();
  });

  it('shows the courier status, defaulting to searching, while the job is in progress', () => {
    renderCard({ order: buildOrder({ deliveryJob: { id: 1, status: 'in_progress', courierStatus: null } }) });
    expect(screen.getByText('Searching for a courier')).toBeInTheDocument();
  });

  it('shows the job status itself otherwise, also an unknown one', () => {
    renderCard({ order: buildOrder({ deliveryJob: { id: 1, status: 'rerouted' } }) });
    expect(screen.getByText('rerouted')).toBeInTheDocument();
  });

  it('cuts the cancel reason to 22 characters and shows it whole in a tooltip on keyboard focus', async () => {
    renderCard({ order: orders.cancelled });
    expect(screen.getByText('Cancelled: Restaurant closed earl…')).toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Cancelled: Restaurant closed early because of a power cut',
    );
  });

  it.each([
    ['a pre-order', { isAsap: false }, true],
    ['an asap order', { isAsap: true }, false],
    ['a prepared pre-order', { isAsap: false, preparationConfirmed: true }, false],
    ['a canteen order', { isAsap: false, userProfile: null }, false],
  ] as const)('flags %s as scheduled or not', (_name, overrides, scheduled) => {
    renderCard({ order: buildOrder(overrides), variant: 'compact' });
    expect(screen.queryByText('Scheduled') !== null).toBe(scheduled);
  });

  it('falls back to the meal lines when the order has no meal count', () => {
    renderCard({ order: buildOrder({ mealsQuantity: undefined }), variant: 'compact' });
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });
});
