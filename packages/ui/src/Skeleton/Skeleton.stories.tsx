import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { label: en.loading },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: en.loading })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Paragraph: Story = { args: { count: 4 } };

export const Block: Story = { args: { shape: 'block', count: 2 } };

export const Circle: Story = { args: { shape: 'circle' } };
