import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'ui/Spinner',
  component: Spinner,
  args: { label: en.loading },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: en.loading })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };
