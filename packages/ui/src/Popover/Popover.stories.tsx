import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { en } from '../stories.fixtures';
import { Popover } from './Popover';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  args: {
    title: en.popover.title,
    trigger: <Button variant="secondary">{en.popover.trigger}</Button>,
    children: <p>{en.popover.body}</p>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenAndDismissWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: en.popover.title });
    await expect(dialog).toHaveTextContent(en.popover.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: en.popover.trigger })).toHaveFocus());
  },
};
