import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { dietOptions, formMessages } from './fixtures';
import { Form } from './Form';
import type { MultiSelectProps } from './MultiSelect';
import { MultiSelect } from './MultiSelect';
import { MultiSelectField } from './MultiSelectField';
import { SaveButton } from './SaveButton';
import type { SubmitOutcome } from './types';

const texts = {
  visibleRestaurants: 'Restaurants the employees see',
  diets: 'Dietary needs',
  company: 'Company',
  save: 'Save',
} as const;

const restaurantOptions = [
  { id: 'r-1', label: 'Pizza Place' },
  { id: 'r-2', label: 'Burger Barn' },
  { id: 'r-3', label: 'Sushi Bar' },
  { id: 'r-4', label: 'Noodle Bar' },
];

/** The control with its value held in state, as a form would hold it. */
function Controlled(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/Form/MultiSelect',
  component: MultiSelect,
  // The Docs page documents MultiSelect's props; the wrapper holds the value as a form would.
  render: (args) => <Controlled {...args} />,
  args: {
    label: texts.visibleRestaurants,
    options: restaurantOptions,
    isReverse: true,
    value: ['r-2'],
    onChange: fn(),
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Reverse mode: the value lists what is not chosen (a company's hidden restaurants), so every other option shows
 * ticked. Unticking an option adds it to the value; ticking one removes it.
 */
export const Reverse: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Burger Barn' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pizza Place' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pizza Place' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-2', 'r-1']);
    await expect(canvas.getByRole('checkbox', { name: 'Pizza Place' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Burger Barn' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-1']);
  },
};

/** Ids in the value that are no option (a restaurant no longer listed) stay in it. */
export const ReverseKeepsUnknownIds: Story = {
  args: { value: ['r-99', 'r-2'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sushi Bar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['r-99', 'r-2', 'r-3']);
  },
};

/** Nothing hidden: everything shows ticked. */
export const ReverseWithEmptyValue: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    for (const option of restaurantOptions) {
      await expect(canvas.getByRole('checkbox', { name: option.label })).toBeChecked();
    }
  },
};

/**
 * 'none of the above' stays exclusive among the ticked options in reverse mode: ticking it unticks the others,
 * which the value then lists.
 */
export const ReverseWithNoneOfTheAbove: Story = {
  args: { label: texts.diets, options: dietOptions, value: ['non_above'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'None of the above' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['vegan', 'halal', 'gluten_free']);
  },
};

interface CompanyValues {
  hiddenRestaurants: string[];
}

type Submit = (values: CompanyValues) => Promise<SubmitOutcome> | SubmitOutcome;

/** A company form storing `hiddenRestaurants`, edited as the list of restaurants its employees see. */
function CompanyForm({ onSubmit }: { onSubmit: Submit }) {
  return (
    <Form<CompanyValues>
      initialValues={{ hiddenRestaurants: ['r-2'] }}
      onSubmit={onSubmit}
      messages={formMessages}
      aria-label={texts.company}
    >
      <MultiSelectField
        name="hiddenRestaurants"
        label={texts.visibleRestaurants}
        options={restaurantOptions}
        isReverse
      />
      <SaveButton>{texts.save}</SaveButton>
    </Form>
  );
}

/** The field in a form: unticking a restaurant submits it among the hidden ones. */
export const ReverseInForm: StoryObj<typeof CompanyForm> = {
  render: (args) => <CompanyForm {...args} />,
  args: { onSubmit: fn<Submit>() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Noodle Bar' }));
    const save = canvas.getByRole('button', { name: texts.save });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ hiddenRestaurants: ['r-2', 'r-4'] }));
  },
};
