import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import type { EntityPickerMultipleProps } from './EntityPicker';
import { EntityPicker } from './EntityPicker';
import { pickerTexts, restaurants, searchIn } from './fixtures';
import type { EntityKey, LoadEntityOptions } from './useOptionsLoader';

const { labels } = pickerTexts;

/** The multiple picker with its value held in state, as a form would hold it. */
function MultiplePicker(props: EntityPickerMultipleProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EntityPicker
      {...props}
      isMultiple
      value={value}
      onChange={(next: readonly EntityKey[] | null) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const chosen = [
  { value: 'r-1', label: 'Pizza Place' },
  { value: 'r-7', label: 'Sushi Bar' },
];

const meta = {
  title: 'ui/EntityPicker/Multiple',
  component: EntityPicker,
  // The Docs page documents EntityPicker's props; the wrapper holds the value as a form would.
  render: (args) => <MultiplePicker {...args} />,
  args: {
    isMultiple: true,
    label: pickerTexts.restaurants,
    labels,
    value: chosen.map((option) => option.value),
    selectedOptions: chosen,
    onChange: fn(),
    loadOptions: fn<LoadEntityOptions>(searchIn(restaurants)),
    placeholder: pickerTexts.placeholder,
  },
} satisfies Meta<EntityPickerMultipleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen entities are tags under the input, named from `selectedOptions` before any search. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tags = canvas.getByRole('grid', { name: pickerTexts.restaurants });
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Pizza Place', 'Sushi Bar']);
    await expect(canvas.getByRole('combobox', { name: pickerTexts.restaurants })).toHaveValue('');
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

/** Nothing chosen: no tags. */
export const Empty: Story = {
  args: { value: [], selectedOptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The list stays open to choose several in a row; chosen options are marked, and each becomes a tag. */
export const ChooseSeveralWithKeyboard: Story = {
  args: { value: [], selectedOptions: [] },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurants });
    await userEvent.click(input);
    await userEvent.keyboard('ba');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Burger Barn' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-3', 'r-6']);
    await expect(within(listbox).getByRole('option', { name: 'Noodle Bar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const tags = canvas.getByRole('grid', { name: pickerTexts.restaurants });
    await expect(within(tags).getByRole('row', { name: 'Burger Barn' })).toBeVisible();
    await expect(within(tags).getByRole('row', { name: 'Noodle Bar' })).toBeVisible();
  },
};

/** Tab reaches the tags; Delete removes the focused one, and focus moves to the next. */
export const RemoveWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tags = canvas.getByRole('grid', { name: pickerTexts.restaurants });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.clear })).toHaveFocus();
    await userEvent.tab();
    await expect(within(tags).getByRole('row', { name: 'Pizza Place' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-7']);
    await waitFor(() => expect(within(tags).getByRole('row', { name: 'Sushi Bar' })).toHaveFocus());
  },
};

/** Each tag has its own remove button, named after it ("Remove Sushi Bar"). */
export const RemoveWithTheButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${labels.remove} Sushi Bar` }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-1']);
    await expect(canvas.queryByRole('row', { name: 'Sushi Bar' })).not.toBeInTheDocument();
  },
};

/** Removing the last tag hands focus back to the input. */
export const RemoveTheLastTag: Story = {
  args: { value: ['r-1'], selectedOptions: [chosen[0] ?? { value: 'r-1', label: 'Pizza Place' }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${labels.remove} Pizza Place` }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('combobox', { name: pickerTexts.restaurants })).toHaveFocus();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: `${labels.remove} Pizza Place` }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: pickerTexts.restaurants })).toBeDisabled();
  },
};
