import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { canteenLabels, fixtureTimeZone, orders } from '../fixtures';
import { CanteenSubOrderList } from './CanteenSubOrderList';

const meta = {
  title: 'ui/Orders/CanteenSubOrderList',
  component: CanteenSubOrderList,
  args: { order: orders.canteen, labels: canteenLabels, timeZone: fixtureTimeZone },
} satisfies Meta<typeof CanteenSubOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cutoffs, earliest first; the first is confirmed: progress 1 / 3. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Confirmed cutoffs' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1 / 3');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Cutoffs' })).getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-confirmed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await expect(items[0]).toHaveTextContent('Lunchbox 5821 · cutoff 2024-05-01 10:30');
    await expect(items[0]).toHaveTextContent('Confirmed');
    await expect(items[1]).toHaveTextContent('Not confirmed yet');
    await expect(items[2]).toHaveTextContent('2 meals');
  },
};

export const AllConfirmed: Story = {
  args: {
    order: {
      ...orders.canteen,
      canteenData: {
        collected_orders_notification: (orders.canteen.canteenRules ?? []).map((rule) => ({
          cutoffTime: rule.cutoffTime,
        })),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 / 3');
  },
};

export const NoneConfirmed: Story = {
  args: { order: { ...orders.canteen, canteenData: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 / 3');
  },
};

/** A single cutoff is not split: one entry for the order itself. */
export const SingleCutoff: Story = {
  args: {
    order: {
      ...orders.canteen,
      canteenRules: [{ cutoffTime: '2024-05-01 10:30:00', limit: 20 }],
      canteenSubOrdersByCutoff: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Cutoffs' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 / 1');
  },
};
