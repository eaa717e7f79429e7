import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { RouterProvider } from '../RouterProvider/RouterProvider';
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
    await expect(link).toHaveFocus();
    // The focus ring shows for keyboard focus (the browser's :focus-visible).
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

/** Inside the kit's RouterProvider a plain click navigates in place, through the app's router. */
export const NavigatesInPlace: Story = {
  // It looks as Default does.
  parameters: { visual: { disable: true } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: en.orderLink }));
    await expect(navigate).toHaveBeenCalledWith('#order-a-1042');
  },
};
