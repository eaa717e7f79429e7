import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { en } from '../stories.fixtures';
import { UnsavedChangesDialog } from './ConfirmDialog';

const meta = {
  title: 'ui/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: {
    isOpen: true,
    title: en.unsaved.title,
    labels: { stay: en.unsaved.stay, leave: en.unsaved.leave },
    onStay: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stay: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: en.unsaved.stay }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Leave: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: en.unsaved.leave }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};
