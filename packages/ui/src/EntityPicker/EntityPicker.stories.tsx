import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useRef, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import type { EntityPickerSingleProps } from './EntityPicker';
import { EntityPicker } from './EntityPicker';
import { pickerTexts, restaurants, searchIn } from './fixtures';
import type { LoadEntityOptions } from './useOptionsLoader';

const { labels } = pickerTexts;

/** The picker with its value held in state, as a form would hold it. */
function SinglePicker(props: EntityPickerSingleProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EntityPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** The first search fails (the network dropped); the next ones reach `loadOptions`. */
function FlakyPicker(props: EntityPickerSingleProps) {
  const { loadOptions } = props;
  const attempts = useRef(0);
  const flaky = useCallback<LoadEntityOptions>(
    (search, signal) => {
      attempts.current += 1;
      return attempts.current === 1 ? Promise.reject(new Error('offline')) : loadOptions(search, signal);
    },
    [loadOptions],
  );
  return <SinglePicker {...props} loadOptions={flaky} />;
}

const meta = {
  title: 'ui/EntityPicker',
  component: EntityPicker,
  // The Docs page documents EntityPicker's props; the wrapper holds the value as a form would.
  render: (args) => <SinglePicker {...args} />,
  args: {
    label: pickerTexts.restaurant,
    labels,
    value: null,
    onChange: fn(),
    loadOptions: fn<LoadEntityOptions>(searchIn(restaurants)),
    placeholder: pickerTexts.placeholder,
  },
} satisfies Meta<EntityPickerSingleProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: nothing is loaded until the user types or opens the list. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: pickerTexts.restaurant })).toHaveValue('');
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

/**
 * Type to search (one search once typing pauses), choose with ↓ and Enter, then clear with the keyboard:
 * select the text and delete it, which empties the value.
 */
export const SearchSelectAndClearWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurant });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('pizz');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Pizzeria Napoli' });
    await expect(args.loadOptions).toHaveBeenLastCalledWith('pizz', expect.any(AbortSignal));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('r-2');
    await expect(input).toHaveValue('Pizzeria Napoli');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
    // The emptied text is a search too: the list offers everything again until Escape closes it.
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Sushi Bar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The Clear button (reached with Tab) empties the value and puts focus back in the input, to choose again. */
export const ClearWithTheButton: Story = {
  args: { value: 'r-7', selectedOptions: [{ value: 'r-7', label: 'Sushi Bar' }] },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurant });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.clear })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Sushi Bar' });
  },
};

/**
 * An edit form's value shows its label at once, from `selectedOptions`, before any search; opening the list
 * loads the first options and marks the chosen one.
 */
export const InitialValueLabel: Story = {
  args: { value: 'r-7', selectedOptions: [{ value: 'r-7', label: 'Sushi Bar' }] },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurant });
    await expect(input).toHaveValue('Sushi Bar');
    await expect(args.loadOptions).not.toHaveBeenCalled();
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const sushi = await within(listbox).findByRole('option', { name: 'Sushi Bar' });
    await expect(sushi).toHaveAttribute('aria-selected', 'true');
    await expect(args.loadOptions).toHaveBeenCalledWith('', expect.any(AbortSignal));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Sushi Bar');
  },
};

/** A search that finds nothing says so in the list. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: pickerTexts.restaurant }), 'zzz');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText(labels.noResults);
    await expect(within(listbox).queryByRole('option', { selected: false })).not.toBeInTheDocument();
  },
};

/** While a search runs the list says it is loading. */
export const Loading: Story = {
  args: { loadOptions: fn<LoadEntityOptions>(() => new Promise(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: pickerTexts.restaurant }), 'pi');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText(labels.loading)).toBeVisible();
  },
};

/**
 * A failed search says so in the list, and under the field once the list closes; Retry (the next Tab stop)
 * searches again, and the list then offers the options.
 */
export const LoadErrorAndRetry: Story = {
  render: (args) => <FlakyPicker {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurant });
    await userEvent.type(input, 'pi');
    await within(await screen.findByRole('listbox')).findByText(labels.loadError);
    await expect(args.loadOptions).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.loadError);
    await expect(canvas.getByRole('button', { name: labels.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Pizza Place' }));
    await expect(args.onChange).toHaveBeenCalledWith('r-1');
    await expect(input).toHaveValue('Pizza Place');
  },
};

/** The form's message: the field is invalid and says why. */
export const Invalid: Story = {
  args: { errorMessage: pickerTexts.invalid, isRequired: true, description: pickerTexts.description },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: pickerTexts.restaurant });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${pickerTexts.description} ${pickerTexts.invalid}`);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'r-7', selectedOptions: [{ value: 'r-7', label: 'Sushi Bar' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: pickerTexts.restaurant })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: labels.clear })).not.toBeInTheDocument();
  },
};
