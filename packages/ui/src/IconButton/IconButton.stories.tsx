import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { iconNames } from '../Icon/Icon';
import { en } from '../stories.fixtures';
import { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { icon: 'more', label: en.moreActions, onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.moreActions }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', icon: 'menu', label: en.openMenu } };

export const Critical: Story = { args: { tone: 'critical', icon: 'close', label: en.delete } };

export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: en.moreActions })).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en.moreActions })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
