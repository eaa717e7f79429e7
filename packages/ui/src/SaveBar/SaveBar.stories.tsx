import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { saveBarTexts } from './fixtures';
import { SaveBar } from './SaveBar';

const { labels } = saveBarTexts;

const meta = {
  title: 'ui/SaveBar',
  component: SaveBar,
  args: { isDirty: true, labels, onSave: fn(), onDiscard: fn() },
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unsaved changes: a region named by its message, with Discard and Save, in that tab order. */
export const Dirty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: labels.message })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.discard })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Nothing changed: no bar at all. */
export const Pristine: Story = {
  args: { isDirty: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The form is invalid: Save is disabled, Discard still works. */
export const SaveDisabled: Story = {
  args: { isSaveDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels.discard }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** Saving: Save spins and is announced busy; Discard waits. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.save })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: labels.discard })).toBeDisabled();
  },
};

/** Under 992 px the buttons take their own row under the message. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const message = canvas.getByText(labels.message).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: labels.save }).getBoundingClientRect();
    await expect(save.top).toBeGreaterThanOrEqual(message.bottom);
  },
};
