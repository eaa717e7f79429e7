import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { ConflictNotice } from './ConflictNotice';

const texts = {
  title: 'Someone else changed this item',
  message:
    'Their changes to other fields were merged in and yours are kept. Choose a value for each field below, then save again.',
  labels: {
    mine: 'Yours',
    theirs: 'Saved now',
    keepMine: 'Keep yours',
    useTheirs: 'Use the saved value',
    reload: 'Discard my changes and reload',
  },
} as const;

const meta = {
  title: 'ui/ConflictNotice',
  component: ConflictNotice,
  args: {
    title: texts.title,
    message: texts.message,
    labels: texts.labels,
    conflicts: [
      { id: 'name', label: 'Name', mine: 'Summer sale', theirs: 'Summer deals' },
      { id: 'billing.city', label: 'City', mine: 'Győr', theirs: 'Szeged' },
    ],
    onChoose: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof ConflictNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two fields changed on both sides: the region takes focus, each field shows both values, and its buttons
 * (named within the field's group) choose one; Tab walks them in reading order and reaches Reload last.
 */
export const TwoFieldsToChoose: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: texts.title });
    await expect(region).toHaveFocus();
    const name = within(canvas.getByRole('group', { name: 'Name' }));
    await expect(name.getByText('Summer deals')).toBeVisible();
    await expect(name.getByText('Summer sale')).toBeVisible();

    await userEvent.tab();
    await expect(name.getByRole('button', { name: texts.labels.useTheirs })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith('name', 'theirs');

    const city = within(canvas.getByRole('group', { name: 'City' }));
    await userEvent.click(city.getByRole('button', { name: texts.labels.keepMine }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('billing.city', 'mine');

    await userEvent.click(canvas.getByRole('button', { name: texts.labels.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Every change could be merged: only the message and Reload. */
export const NothingToChoose: Story = {
  args: { conflicts: [], message: 'Their changes were merged in and yours are kept. Save again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: texts.title })).toBeVisible();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
