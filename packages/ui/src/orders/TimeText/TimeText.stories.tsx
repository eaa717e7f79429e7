import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '../../Stack/Stack';
import { en, fixtureNow, fixtureTimeZone, orders } from '../fixtures';
import { TimeText } from './TimeText';

const meta = {
  title: 'ui/Orders/TimeText',
  component: TimeText,
  args: { order: orders.newOrder, now: fixtureNow, labels: en.timeText, timeZone: fixtureTimeZone },
} satisfies Meta<typeof TimeText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 35 minutes to go: minutes in green. */
export const MinutesLeft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('35 min left')).toBeVisible();
  },
};

/** The app's 20 s tick moves `now`: 33 minutes later the same order has 2 minutes left, which reads as due now. */
export const DueNow: Story = {
  args: { now: new Date(fixtureNow.getTime() + 33 * 60_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Due now')).toBeVisible();
  },
};

/** Past the deadline: red, with the minutes late. */
export const Late: Story = {
  args: { order: orders.late },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 min late')).toBeVisible();
  },
};

export const LaterToday: Story = {
  args: { order: orders.laterToday },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today 14:30')).toBeVisible();
  },
};

export const Tomorrow: Story = {
  args: { order: orders.tomorrow },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tomorrow 11:30')).toBeVisible();
  },
};

export const LaterDate: Story = {
  args: { order: orders.nextWeek },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2024-05-08 11:30')).toBeVisible();
  },
};

export const OutForDelivery: Story = { args: { order: orders.delivering } };

export const Delivered: Story = {
  args: { order: orders.delivered },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delivered 11:48')).toBeVisible();
  },
};

export const Cancelled: Story = { args: { order: orders.cancelled } };

/** Every state side by side. */
export const Overview: Story = {
  render: (args) => (
    <Stack gap="200">
      {[
        orders.newOrder,
        orders.late,
        orders.laterToday,
        orders.tomorrow,
        orders.nextWeek,
        orders.delivering,
        orders.delivered,
        orders.cancelled,
      ].map((order) => (
        <TimeText key={order.id} {...args} order={order} />
      ))}
    </Stack>
  ),
};
