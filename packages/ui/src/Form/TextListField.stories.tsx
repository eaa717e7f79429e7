import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Form } from './Form';
import { formMessages } from './fixtures';
import { TextListField } from './TextListField';
import type { TextListInputProps } from './TextListInput';
import { TextListInput } from './TextListInput';

/** Story copy (English); the app passes its translations. */
const variantLabels = {
  label: 'Restaurant variants',
  description: 'The names the restaurant is billed under',
  labels: {
    item: (n: number) => `Variant ${n}`,
    add: 'Add variant',
    remove: (n: number) => `Remove variant ${n}`,
  },
};

function ControlledTextListInput(props: TextListInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextListInput
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
  title: 'ui/Form/TextListField',
  component: TextListInput,
  args: { ...variantLabels, value: [], onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledTextListInput {...args} />,
} satisfies Meta<typeof TextListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: ['Pasta Palace Kft.', 'Pasta Palace Catering'] } };

export const Disabled: Story = { args: { value: ['Pasta Palace Kft.'], isDisabled: true } };

/** The message sits on the blank entry only. */
export const BlankEntry: Story = {
  args: { value: ['Pasta Palace Kft.', ''], errorMessage: formMessages.invalid },
  play: async ({ canvas }) => {
    const entry = (n: number) => canvas.getByRole('textbox', { name: variantLabels.labels.item(n) });
    await expect(entry(1)).not.toHaveAttribute('aria-invalid');
    await expect(entry(2)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** "Add" appends an empty entry and focuses it; typing fills it. */
export const AddEntry: Story = {
  args: { value: ['Pasta Palace Kft.'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: variantLabels.labels.add }));
    const added = canvas.getByRole('textbox', { name: variantLabels.labels.item(2) });
    await expect(added).toHaveFocus();
    await userEvent.keyboard('Catering');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Pasta Palace Kft.', 'Catering']);
  },
};

/** Removing an entry keeps the others in order and moves focus to the entry before it. */
export const RemoveEntry: Story = {
  args: { value: ['First', 'Second', 'Third'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: variantLabels.labels.remove(2) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['First', 'Third']);
    await expect(canvas.getByRole('textbox', { name: variantLabels.labels.item(1) })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: variantLabels.labels.item(2) })).toHaveValue('Third');
  },
};

/** In a form: an entry added and left blank shows Invalid on it after the validation delay. */
export const BlankInForm: Story = {
  render: (args) => (
    <Form
      initialValues={{ variants: ['Pasta Palace Kft.'] }}
      onSubmit={fn()}
      messages={formMessages}
      aria-label={args.label}
    >
      <TextListField name="variants" label={args.label} labels={args.labels} />
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: variantLabels.labels.add }));
    await userEvent.tab();
    const group = within(canvas.getByRole('group', { name: variantLabels.labels.item(2) }));
    await waitFor(() =>
      expect(group.getByRole('textbox', { name: variantLabels.labels.item(2) })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(group.getByText(formMessages.invalid)).toBeVisible();
  },
};
