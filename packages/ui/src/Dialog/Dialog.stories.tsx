import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button/Button';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { en } from '../stories.fixtures';
import { Dialog, Modal, modalSizes } from './Dialog';

const meta = {
  title: 'ui/Dialog',
  component: Modal,
  // The Dialog inside the Modal has props of its own; the Docs page shows both tables.
  subcomponents: { Dialog },
  args: {
    defaultOpen: true,
    size: 'md',
    children: (
      <Dialog title={en.dialog.title} footer={<Button slot="close">{en.close}</Button>}>
        <p>{en.dialog.body}</p>
      </Dialog>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: en.dialog.title })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

/** The widest modal: 800 px (spec section 9). */
export const MaxWidth: Story = {
  args: { size: 'lg' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(800);
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Dialog title={en.dialog.title} footer={<Button slot="close">{en.close}</Button>}>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>{en.dialog.body}</p>
        ))}
      </Dialog>
    ),
  },
};

export const OpenAndCloseWithKeyboard: Story = {
  args: { defaultOpen: undefined },
  render: (args) => (
    <DialogTrigger>
      {/* React Aria's trigger hands its button props through its own context: the kit's button joins in. */}
      <WithAriaButtons>
        <Button>{en.dialog.open}</Button>
      </WithAriaButtons>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: en.dialog.title });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: en.dialog.open })).toHaveFocus());
  },
};
