import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';
import { dietOptions, formMessages, labels, priceCategories } from './fixtures';
import { MultiSelect } from './MultiSelect';
import { NumberInput } from './NumberInput';
import { PercentInput } from './PercentInput';
import { Select } from './Select';
import { Switch } from './Switch';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

/** The common state of every control in a story: what is shown next to the values. */
interface StateArgs {
  filled: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  onChange: (value: unknown) => void;
}

/** Every control of the kit in one state, so that the states compare side by side. */
function AllControls({ filled, errorMessage, isDisabled, isRequired, onChange }: StateArgs) {
  const common = { errorMessage, isDisabled, isRequired, onChange };
  return (
    <Stack gap="400">
      <TextInput
        {...common}
        label={labels.name}
        description={labels.nameDescription}
        value={filled ? 'Pizza Place' : ''}
      />
      <TextInput {...common} label={labels.phone} type="tel" value={filled ? '07400 123456' : ''} />
      <NumberInput {...common} label={labels.quantity} value={filled ? 2 : null} />
      <PercentInput {...common} label={labels.serviceFee} value={filled ? 0.125 : null} />
      <Select
        {...common}
        label={labels.category}
        options={priceCategories}
        placeholder={labels.categoryPlaceholder}
        value={filled ? 'average' : null}
      />
      <MultiSelect
        {...common}
        label={labels.diets}
        options={dietOptions}
        value={filled ? ['vegan', 'halal'] : []}
      />
      <Checkbox {...common} label={labels.acceptTerms} value={filled} />
      <Switch {...common} label={labels.active} value={filled} />
      <TextArea {...common} label={labels.notes} value={filled ? 'Ring the bell twice.' : ''} />
    </Stack>
  );
}

const meta = {
  title: 'ui/Form/Fields',
  // The Docs page documents every control's props (TextInput first, the others in tabs); the stories' args
  // set the one state all of them show.
  component: TextInput as unknown as ComponentType<StateArgs>,
  subcomponents: { TextArea, NumberInput, PercentInput, Select, MultiSelect, Checkbox, Switch },
  render: (args) => <AllControls {...args} />,
  args: { filled: false, onChange: fn() },
} satisfies Meta<StateArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.serviceFee })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: labels.acceptTerms })).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { filled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.serviceFee })).toHaveValue('12.50%');
    await expect(canvas.getByRole('switch', { name: labels.active })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { filled: true, errorMessage: formMessages.invalid },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: labels.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(`${labels.nameDescription} ${formMessages.invalid}`);
    await expect(canvas.getByRole('checkbox', { name: labels.acceptTerms })).toHaveAccessibleDescription(
      formMessages.invalid,
    );
  },
};

export const Disabled: Story = {
  args: { filled: true, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.name })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: new RegExp(labels.category) })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.name })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: labels.quantity })).toBeRequired();
  },
};
