import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { en } from '../stories.fixtures';
import { StrongConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui/StrongConfirmDialog',
  component: StrongConfirmDialog,
  args: {
    isOpen: true,
    tone: 'critical',
    title: en.strongConfirm.title,
    message: en.strongConfirm.message,
    labels: { confirm: en.delete, cancel: en.cancel, typeToConfirm: en.strongConfirm.typeToConfirm },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof StrongConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: en.delete })).toBeDisabled();
  },
};

export const TypingConfirmEnablesTheAction: Story = {
  play: async ({ args, userEvent }) => {
    const field = await screen.findByRole('textbox', { name: en.strongConfirm.typeToConfirm });
    const action = screen.getByRole('button', { name: en.delete });
    await userEvent.type(field, 'confir');
    await expect(action).toBeDisabled();
    await userEvent.type(field, 'M');
    await expect(action).toBeEnabled();
    await userEvent.click(action);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const WrongWordKeepsItDisabled: Story = {
  play: async ({ args, userEvent }) => {
    const field = await screen.findByRole('textbox', { name: en.strongConfirm.typeToConfirm });
    await userEvent.type(field, 'confirmed');
    const action = screen.getByRole('button', { name: en.delete });
    await expect(action).toBeDisabled();
    await userEvent.click(action);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
