import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { cityOptions, deliveryStatusOptions, filterFields, filterPanelLabels } from './fixtures';
import type { FilterDefinition } from './FilterPanel';
import { FilterPanel } from './FilterPanel';

const filters: FilterDefinition[] = [
  {
    kind: 'select',
    id: 'deliveryStatus',
    label: filterFields.deliveryStatus,
    options: deliveryStatusOptions,
  },
  { kind: 'date', id: 'createdAfter', label: filterFields.createdAfter },
  { kind: 'location', id: 'city', label: filterFields.city, options: cityOptions },
  { kind: 'search', id: 'customer', label: filterFields.customer },
  { kind: 'chips', id: 'labels', label: filterFields.labels },
];

const meta = {
  title: 'ui/DataList/FilterPanel',
  component: FilterPanel,
  args: { filters, values: {}, onApply: fn(), labels: filterPanelLabels },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every filter kind, empty. */
export const Default: Story = {};

/** Applied values are shown in their fields. */
export const WithValues: Story = {
  args: {
    values: {
      deliveryStatus: 'in_progress',
      createdAfter: '2024-05-01',
      city: 'Budapest',
      customer: 'Kovács',
      labels: ['VEG', 'GF'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: filterFields.customer })).toHaveValue('Kovács');
    await expect(canvas.getByRole('row', { name: 'VEG' })).toBeInTheDocument();
  },
};

/** Fill each kind, then Apply reports every value at once. */
export const FillAndApply: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(filterFields.deliveryStatus) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Delivered' }));
    await userEvent.type(canvas.getByLabelText(filterFields.createdAfter), '2024-05-01');
    await userEvent.type(canvas.getByRole('combobox', { name: filterFields.city }), 'Deb');
    await userEvent.click(await screen.findByRole('option', { name: 'Debrecen' }));
    await userEvent.type(canvas.getByRole('textbox', { name: filterFields.customer }), 'Nagy');
    const chipInput = canvas.getByRole('textbox', {
      name: filterPanelLabels.chipsInput(filterFields.labels),
    });
    await userEvent.type(chipInput, 'VEG{Enter}');
    await userEvent.type(chipInput, 'GF');
    await userEvent.click(canvas.getByRole('button', { name: filterPanelLabels.chipsAdd }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: filterPanelLabels.apply }));
    await expect(args.onApply).toHaveBeenCalledWith({
      deliveryStatus: 'delivered',
      createdAfter: '2024-05-01',
      city: 'Debrecen',
      customer: 'Nagy',
      labels: ['VEG', 'GF'],
    });
  },
};

/** A chip is removed with its button; an empty chip value cannot be added. */
export const RemoveChip: Story = {
  args: { values: { labels: ['VEG', 'GF'] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: filterPanelLabels.chipsAdd })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `${filterPanelLabels.chipsRemove} VEG` }));
    await userEvent.click(canvas.getByRole('button', { name: filterPanelLabels.apply }));
    await expect(args.onApply).toHaveBeenCalledWith({ labels: ['GF'] });
  },
};

/** Clear empties every field and applies no filters. */
export const Clear: Story = {
  args: { values: { customer: 'Kovács', city: 'London' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: filterPanelLabels.clear }));
    await expect(args.onApply).toHaveBeenCalledWith({});
    await expect(canvas.getByRole('textbox', { name: filterFields.customer })).toHaveValue('');
  },
};
