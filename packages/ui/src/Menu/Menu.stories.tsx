import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { en } from '../stories.fixtures';
import { Menu } from './Menu';

const meta = {
  title: 'ui/Menu',
  component: Menu,
  args: {
    triggerLabel: en.rowActions,
    onAction: fn(),
    items: [
      { id: 'approve', label: en.actions.approve },
      { id: 'resend', label: en.actions.resend },
      { id: 'preview', label: en.actions.preview, isDisabled: true },
      { id: 'cancel', label: en.actions.cancelOrder, tone: 'critical' },
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: en.actions.preview })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('resend');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: en.rowActions })).toHaveFocus());
  },
};
