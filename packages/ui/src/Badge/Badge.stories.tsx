import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: 3 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Neutral: Story = { args: { tone: 'neutral', children: 12 } };

export const Critical: Story = { args: { tone: 'critical', children: '99+' } };

export const WithSpokenLabel: Story = {
  args: { label: en.newOrders },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.newOrders)).toBeInTheDocument();
  },
};
