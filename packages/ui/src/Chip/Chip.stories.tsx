import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { en } from '../stories.fixtures';
import { Chip, chipSizes, chipTones } from './Chip';

const meta = {
  title: 'ui/Chip',
  component: Chip,
  args: { children: en.orderStatus.new },
  argTypes: {
    tone: { control: 'select', options: chipTones },
    size: { control: 'inline-radio', options: chipSizes },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.orderStatus.new)).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline>
      {chipTones.map((tone) => (
        <Chip key={tone} {...args} tone={tone}>
          {tone}
        </Chip>
      ))}
    </Inline>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

export const LongLabel: Story = {
  args: { children: en.longLabel, title: en.longLabel },
  render: (args) => (
    <Inline width="full">
      <Chip {...args} />
    </Inline>
  ),
};
