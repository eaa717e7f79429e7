import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { en } from '../stories.fixtures';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: en.confirm.title,
    message: en.confirm.message,
    labels: { confirm: en.confirm.confirm, cancel: en.cancel },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: en.confirm.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Critical: Story = {
  args: { tone: 'critical', labels: { confirm: en.delete, cancel: en.cancel } },
};

export const Pending: Story = { args: { isPending: true } };

export const CancelWithEscape: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog', { name: en.confirm.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
