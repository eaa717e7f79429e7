import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { OrderCard } from '../OrderCard/OrderCard';
import { cardLabels, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import { OrderCardList } from './OrderCardList';

const all = [orders.newOrder, orders.courier, orders.late];

const meta = {
  title: 'ui/Orders/OrderCardList',
  component: OrderCardList,
  args: {
    'aria-label': 'New orders',
    orders: all,
    renderOrder: () => null,
    onFocusLost: fn(),
  },
} satisfies Meta<typeof OrderCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live screen's list: one Tab stop; arrows, Home and End move; Enter selects. */
export const Default: Story = {
  render: function Default(args) {
    const [selected, setSelected] = useState<string | null>(orders.newOrder.id);
    return (
      <OrderCardList
        {...args}
        selectedId={selected}
        renderOrder={(order) => (
          <OrderCard
            order={order}
            now={fixtureNow}
            locale="en"
            labels={cardLabels}
            timeZone={fixtureTimeZone}
            variant="compact"
            isSelected={order.id === selected}
            onSelect={() => setSelected(order.id)}
          />
        )}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'A-1042' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'A-1043' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'A-1039' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'A-1039' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    // One Tab stop: Tab leaves the list.
    await userEvent.tab();
    await expect(canvas.queryAllByRole('button').some((button) => button === document.activeElement)).toBe(
      false,
    );
  },
};
