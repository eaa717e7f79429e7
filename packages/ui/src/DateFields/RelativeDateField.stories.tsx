import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Form } from '../Form';
import { messages, reference, relativeLabels } from './fixtures';
import { RelativeDateField } from './RelativeDateField';
import type { RelativeDateInputProps } from './RelativeDateInput';
import { RelativeDateInput } from './RelativeDateInput';

function ControlledRelativeDateInput(props: RelativeDateInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RelativeDateInput
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
  title: 'ui/DateFields/RelativeDateField',
  component: RelativeDateInput,
  args: { ...relativeLabels, reference, value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledRelativeDateInput {...args} />,
} satisfies Meta<typeof RelativeDateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 2023-08-29 16:30 is one day before the reference day 2023-08-30. */
export const Filled: Story = {
  args: { value: '2023-08-29 16:30:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /1 day before/ })).toBeVisible();
    await expect(canvas.getByText('On 2023-08-29')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { value: '2023-08-30 11:00:00', errorMessage: messages.maxValue('2023-08-30 10:00') },
};

export const Disabled: Story = { args: { value: '2023-08-29 16:30:00', isDisabled: true } };

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: relativeLabels.labels.dayOffsetOption(2) });
    await userEvent.click(option);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('0930');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2023-08-28 09:30:00'));
    await expect(canvas.getByText('On 2023-08-28')).toBeVisible();
  },
};

/** In a form with a max bound: a later time shows the max message with the bound. */
export const MaxViolatedInForm: Story = {
  render: (args) => (
    <Form
      initialValues={{ deadline: '2023-08-30 09:00:00' }}
      onSubmit={fn()}
      messages={messages}
      aria-label={args.label}
    >
      <RelativeDateField
        name="deadline"
        label={args.label}
        labels={args.labels}
        reference={reference}
        min="2023-08-25 00:00:00"
        max="2023-08-30 10:00:00"
      />
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('11');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.maxValue('2023-08-30 10:00'))).toBeVisible();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('08');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.queryByText(messages.maxValue('2023-08-30 10:00'))).not.toBeInTheDocument(),
    );
  },
};
