import type { Order } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { carouselLabels, dropStaleAnnouncements, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import { IncomingOrderCarousel } from './IncomingOrderCarousel';
import type { IncomingOrderCarouselProps } from './IncomingOrderCarousel';

const incoming = [orders.newOrder, orders.courier, orders.tomorrow];

const meta = {
  title: 'ui/Orders/IncomingOrderCarousel',
  component: IncomingOrderCarousel,
  args: {
    orders: incoming,
    onApprove: fn(async () => {}),
    now: fixtureNow,
    locale: 'en',
    labels: carouselLabels,
    timeZone: fixtureTimeZone,
  },
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<typeof IncomingOrderCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slide = () => screen.getByRole('group', { name: /of/ });

/** Three orders: previous / next and the arrow keys move between them, wrapping around. */
export const Default: Story = {
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New orders' });
    await expect(slide()).toHaveAccessibleName('1 of 3');
    await expect(within(dialog).getByRole('article', { name: 'A-1042' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next order' }));
    await expect(slide()).toHaveAccessibleName('2 of 3');
    await expect(within(dialog).getByRole('article', { name: 'A-1043' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('3 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slide()).toHaveAccessibleName('1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByRole('article', { name: 'A-1051' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous order' }));
    await expect(slide()).toHaveAccessibleName('2 of 3');
  },
};

/** The browser blocked autoplay: the notice says so. */
export const SoundBlocked: Story = {
  args: { soundBlocked: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(carouselLabels.soundBlocked);
  },
};

export const SingleOrder: Story = {
  args: { orders: [orders.courier] },
  play: async () => {
    await expect(await screen.findByText('1 of 1')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Next order' })).toBeDisabled();
  },
};

/** Approving waits for the app: the button spins meanwhile (this approval never finishes). */
export const Approving: Story = {
  args: { onApprove: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Increase by 5 minutes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(orders.newOrder, 25);
    await expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('data-pending', 'true');
  },
};

function HandledByTheApp(args: IncomingOrderCarouselProps) {
  const [list, setList] = useState<readonly Order[]>(args.orders);
  return (
    <IncomingOrderCarousel
      {...args}
      orders={list}
      onApprove={async (order, minutes) => {
        await args.onApprove(order, minutes);
        setList((all) => all.filter((item) => item.id !== order.id));
      }}
    />
  );
}

/**
 * Keyboard only: each approval removes the order, the next one takes its place with focus on it, and the
 * dialog closes once every order is handled.
 */
export const ApproveUntilEmpty: Story = {
  args: { orders: [orders.newOrder, orders.courier] },
  render: (args) => <HandledByTheApp {...args} />,
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'New orders' });
    const approveButton = screen.getByRole('button', { name: 'Approve' });
    approveButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledWith(orders.newOrder, 20);
    await waitFor(() => expect(slide()).toHaveAccessibleName('1 of 1'));
    await expect(screen.getByRole('article', { name: 'A-1043' })).toBeVisible();
    await waitFor(() => expect(slide()).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenLastCalledWith(orders.courier, 25);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dropStaleAnnouncements();
  },
};

/** With `onClose` the dialog can be put aside ("Later" or Escape). */
export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Each order carries its own action: a new order is approved with its time, an approved one whose prepare start
 * has come asks to confirm its preparation (the button spins while the app confirms; this one never finishes).
 */
export const ConfirmPreparation: Story = {
  args: {
    orders: [orders.newOrder, orders.courier],
    actionOf: (order: Order) => (order.status === 'approved' ? 'confirmPreparation' : 'approve'),
    onConfirmPreparation: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New orders' });
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Confirm preparation' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next order' }));
    await expect(within(dialog).getByRole('article', { name: 'A-1043' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm preparation' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirmPreparation).toHaveBeenCalledWith(orders.courier);
    await expect(args.onApprove).not.toHaveBeenCalled();
    await expect(confirm).toHaveAttribute('data-pending', 'true');
  },
};

/** Minimised, the dialog is closed while orders wait; it opens again, on the same order, when it is not. */
export const Minimised: Story = {
  args: { isMinimised: true },
  play: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
