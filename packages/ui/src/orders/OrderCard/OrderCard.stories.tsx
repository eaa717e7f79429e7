import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { Button } from '../../Button/Button';
import { Stack } from '../../Stack/Stack';
import { cardLabels, fixtureNow, fixtureTimeZone, orders, serviceFeeCompany, storyText } from '../fixtures';
import { OrderCard } from './OrderCard';

const meta = {
  title: 'ui/Orders/OrderCard',
  component: OrderCard,
  args: {
    order: orders.newOrder,
    now: fixtureNow,
    locale: 'en',
    labels: cardLabels,
    timeZone: fixtureTimeZone,
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new order the restaurant delivers itself: its delivery fee is part of the total. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'A-1042' });
    await expect(card).toHaveTextContent('Anna Kovács');
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('35 min left')).toBeVisible();
    await expect(canvas.getByText('Delivery fee')).toBeVisible();
    await expect(canvas.getByText('10 260 Ft')).toBeVisible();
    await expect(canvas.getByText('Card')).toBeVisible();
  },
};

/** A courier picks it up: the courier status shows while the job is in progress, with name and ETAs. */
export const WithCourier: Story = {
  args: { order: orders.courier },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Courier on the way to pick up')).toBeVisible();
    await expect(canvas.getByText('Courier: Tamás Nagy (+36 20 555 0101)')).toBeVisible();
    await expect(canvas.getByText('Pickup ETA 12:14')).toBeVisible();
    // The courier's delivery is not the restaurant's to charge: the total is the items only.
    await expect(canvas.queryByText('Delivery fee')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('€23.10')).toHaveLength(2);
  },
};

export const OutForDelivery: Story = { args: { order: orders.delivering } };

export const Delivered: Story = { args: { order: orders.delivered } };

/** The cancel reason is cut to 22 characters; the full text shows in a tooltip on hover or keyboard focus. */
export const CancelledWithReason: Story = {
  args: { order: orders.cancelled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled: Restaurant closed earl…')).toBeVisible();
  },
};

/** A pre-order (not asap, not yet prepared, not a canteen order) carries the scheduled flag, in the list too. */
export const Scheduled: Story = {
  args: { order: orders.tomorrow, variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled')).toBeVisible();
  },
};

export const Late: Story = { args: { order: orders.late, variant: 'compact' } };

/** A company-paid order with the company's service fee, discounts and refunded lines. */
export const CompanyPaidWithServiceFee: Story = {
  args: { order: orders.companyPaid, company: serviceFeeCompany },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Service fee')).toBeVisible();
    await expect(canvas.getByText('Paid by the company')).toBeVisible();
  },
};

/** A canteen order shows the product plus the middle of its id, and the canteen instead of a customer. */
export const CanteenOrder: Story = {
  args: { order: orders.canteen },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lunchbox 5821' })).toBeVisible();
    await expect(canvas.getByText('Kings Cross Hub')).toBeVisible();
  },
};

/** Admins of several restaurants see which restaurant the order belongs to. */
export const MultiRestaurant: Story = {
  args: { showRestaurant: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paprika Bistro')).toBeVisible();
  },
};

/** Hungarian writes the last name first. */
export const Hungarian: Story = {
  args: { locale: 'hu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kovács Anna')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">{storyText.printReceipt}</Button>
        <Button>{storyText.confirmPreparation}</Button>
      </>
    ),
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Items' })).not.toBeInTheDocument();
  },
};

/** The live screen's list: compact cards, the active one selected; pressing a card (or Enter on it) selects it. */
export const SelectableList: Story = {
  args: { onSelect: fn() },
  render: function SelectableList(args) {
    const list = [orders.newOrder, orders.courier, orders.late];
    const [active, setActive] = useState(orders.newOrder.id);
    return (
      <Stack gap="200">
        {list.map((order) => (
          <OrderCard
            key={order.id}
            {...args}
            order={order}
            variant="compact"
            isSelected={order.id === active}
            onSelect={() => {
              args.onSelect?.();
              setActive(order.id);
            }}
          />
        ))}
      </Stack>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'A-1042' })).toHaveAttribute('aria-current', 'true');
    // The identifier's button covers the card: a pointer anywhere on it (here on the customer's name) hits it.
    const name = canvas.getByText('James Whitfield').getBoundingClientRect();
    const hit = document.elementFromPoint(name.left + 4, name.top + name.height / 2);
    await expect(hit).toBe(canvas.getByRole('button', { name: 'A-1043' }));
    await userEvent.click(canvas.getByRole('button', { name: 'A-1043' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'A-1043' })).toHaveAttribute('aria-current', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'A-1039' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'A-1039' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'A-1042' })).not.toHaveAttribute('aria-current');
  },
};
