import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { AddFilterDialog } from './AddFilterDialog';
import { addFilterFields, addFilterLabels } from './fixtures';

const meta = {
  title: 'ui/DataList/AddFilterDialog',
  component: AddFilterDialog,
  args: { isOpen: true, fields: addFilterFields, onAdd: fn(), onCancel: fn(), labels: addFilterLabels },
} satisfies Meta<typeof AddFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: addFilterLabels.title }));

/** Open, with the first field chosen and no value yet. */
export const Default: Story = {};

/** An empty or blank value is not added: Add stays disabled and Enter emits nothing. */
export const EmptyValueCannotBeAdded: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    const add = body.getByRole('button', { name: addFilterLabels.add });
    await expect(add).toBeDisabled();
    await userEvent.type(body.getByRole('textbox', { name: addFilterLabels.value }), '   {Enter}');
    await expect(add).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Choose a field, type a value, Add: the trimmed filter is emitted. */
export const AddsAValue: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: new RegExp(addFilterLabels.field) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Restaurant' }));
    await userEvent.type(body.getByRole('textbox', { name: addFilterLabels.value }), ' Sushi Go ');
    await userEvent.click(body.getByRole('button', { name: addFilterLabels.add }));
    await expect(args.onAdd).toHaveBeenCalledWith({ field: 'restaurant', value: 'Sushi Go' });
  },
};

/** Cancel (or Escape) closes without adding. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: addFilterLabels.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
