import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { en } from '../stories.fixtures';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'ui/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'en', onChange: fn(), labels: en.language },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const Hungarian: Story = { args: { value: 'hu' } };

export const SwitchWithKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('hu');
  },
};
