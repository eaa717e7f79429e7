import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { en } from '../stories.fixtures';
import { TranslationsLoading } from './TranslationsLoading';

const meta = {
  title: 'ui/TranslationsLoading',
  component: TranslationsLoading,
  parameters: { layout: 'fullscreen' },
  args: { label: en.loading },
} satisfies Meta<typeof TranslationsLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: en.loading })).toBeVisible();
  },
};
