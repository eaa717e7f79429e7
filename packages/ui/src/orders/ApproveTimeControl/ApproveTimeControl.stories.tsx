import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { approveLabels } from '../fixtures';
import { ApproveTimeControl } from './ApproveTimeControl';

const meta = {
  title: 'ui/Orders/ApproveTimeControl',
  component: ApproveTimeControl,
  args: { labels: approveLabels, onApprove: fn(), onChange: fn(), defaultValue: 20 },
} satisfies Meta<typeof ApproveTimeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByRole('spinbutton', { name: 'Preparation time' });
    await expect(time).toHaveAttribute('aria-valuenow', '20');
    await expect(time).toHaveAttribute('aria-valuetext', '20 min');
  },
};

/** + adds 5 minutes; − takes 5 away but stops at 10; then Approve sends the chosen minutes. */
export const StepWithButtonsAndApprove: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const time = canvas.getByRole('spinbutton', { name: 'Preparation time' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase by 5 minutes' }));
    await expect(time).toHaveAttribute('aria-valuenow', '25');
    const decrease = canvas.getByRole('button', { name: 'Decrease by 5 minutes' });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(time).toHaveAttribute('aria-valuenow', '10');
    await expect(decrease).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(10);
  },
};

/** Keyboard only: Tab to the time, arrows step it, Tab on to Approve, Enter approves. */
export const KeyboardOnly: Story = {
  args: { defaultValue: 17 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const time = canvas.getByRole('spinbutton', { name: 'Preparation time' });
    await expect(time).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(time).toHaveAttribute('aria-valuenow', '12');
    await userEvent.keyboard('{ArrowDown}');
    await expect(time).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowDown}');
    await expect(time).toHaveAttribute('aria-valuenow', '10');
    await userEvent.keyboard('{ArrowUp}{PageUp}');
    await expect(time).toHaveAttribute('aria-valuenow', '20');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledWith(20);
  },
};

/** A time already under 10 is not raised by decreasing (the rule only stops a decrease at 10). */
export const BelowMinimum: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease by 5 minutes' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '5');
  },
};

/** While approving, the button spins and the time is locked. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Increase by 5 minutes' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
