import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { IncomingOrdersBar } from './IncomingOrdersBar';

const labels = {
  region: 'New orders',
  waiting: (count: number) => (count === 1 ? '1 order waiting' : `${count} orders waiting`),
  reopen: 'Show orders (I)',
};

const meta = {
  title: 'ui/Orders/IncomingOrdersBar',
  component: IncomingOrdersBar,
  args: { count: 3, onReopen: fn(), labels, shortcut: 'i' },
} satisfies Meta<typeof IncomingOrdersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count in words; one click on the button reopens the carousel. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole('region', { name: 'New orders' });
    await expect(bar).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 orders waiting');
    await userEvent.click(canvas.getByRole('button', { name: 'Show orders (I)' }));
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
  },
};

/** From the keyboard: Tab to the button and Enter, or the shortcut key from anywhere but a field. */
export const Keyboard: Story = {
  args: { count: 1 },
  render: (args) => (
    <div>
      <label>
        Note <input />
      </label>
      <IncomingOrdersBar {...args} />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 order waiting');
    const button = canvas.getByRole('button', { name: 'Show orders (I)' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'I');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('i');
    await expect(args.onReopen).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('i');
    await expect(args.onReopen).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('region', { name: 'New orders' })).toBeVisible();
  },
};
