import '../testSetup';

import type { Order } from '@backoffice/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { carouselLabels, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import { IncomingOrderCarousel } from './IncomingOrderCarousel';

const show = (list: readonly Order[], onApprove = vi.fn(async () => {})) => (
  <IncomingOrderCarousel
    orders={list}
    onApprove={onApprove}
    now={fixtureNow}
    locale="en"
    labels={carouselLabels}
    timeZone={fixtureTimeZone}
  />
);

const shownOrder = () => screen.getAllByRole('article')[0]?.getAttribute('aria-labelledby');
const shownName = () => {
  const id = shownOrder();
  return id ? document.getElementById(id)?.textContent : null;
};

describe('IncomingOrderCarousel', () => {
  it('stays on the shown order when another one leaves the list', async () => {
    const { rerender } = render(show([orders.newOrder, orders.courier, orders.tomorrow]));
    await userEvent.click(screen.getByRole('button', { name: 'Next order' }));
    expect(shownName()).toBe('A-1043');
    rerender(show([orders.courier, orders.tomorrow]));
    expect(shownName()).toBe('A-1043');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('shows the order that took the place of a removed one, or the last when the last was removed', async () => {
    const { rerender } = render(show([orders.newOrder, orders.courier, orders.tomorrow]));
    await userEvent.click(screen.getByRole('button', { name: 'Previous order' }));
    expect(shownName()).toBe('A-1051');
    rerender(show([orders.newOrder, orders.courier]));
    expect(shownName()).toBe('A-1043');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
  });

  it('keeps each order’s chosen preparation time while moving between them', async () => {
    const onApprove = vi.fn(async () => {});
    render(show([orders.newOrder, orders.courier], onApprove));
    await userEvent.click(screen.getByRole('button', { name: 'Increase by 5 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next order' }));
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Previous order' }));
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith(orders.newOrder, 25);
  });

  it('starts from the delivery job’s preparation time when it has one', () => {
    render(show([{ ...orders.courier, deliveryJob: { id: 1, preparationTime: 35 } }]));
    expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '35');
  });

  it('is closed when no order needs handling', () => {
    render(show([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
