import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { children: en.orderLink, href: '#order-a-1042' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en.orderLink })).toHaveAttribute('href', '#order-a-1042');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: en.privacyPolicy } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: en.orderLink })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PressWithKeyboard: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: en.orderLink });
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
