import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Form, SaveButton } from '../Form';
import { DateTimeField } from './DateTimeField';
import type { DateTimeInputProps } from './DateTimeInput';
import { DateTimeInput } from './DateTimeInput';
import { dateTimeLabels, messages, save } from './fixtures';

function ControlledDateTimeInput(props: DateTimeInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateTimeInput
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
  title: 'ui/DateFields/DateTimeField',
  component: DateTimeInput,
  args: {
    label: dateTimeLabels.label,
    description: dateTimeLabels.description,
    placeholder: dateTimeLabels.placeholder,
    value: '',
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <ControlledDateTimeInput {...args} />,
} satisfies Meta<typeof DateTimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2023-08-30 10:00:00' } };

export const TimeOnly: Story = {
  args: {
    granularity: 'time',
    label: dateTimeLabels.timeLabel,
    description: dateTimeLabels.timeDescription,
    placeholder: dateTimeLabels.timePlaceholder,
    value: '09:30',
  },
};

export const Invalid: Story = {
  args: { value: '2023-08-30 25:00', errorMessage: messages.dateTimeFormat },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: dateTimeLabels.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(messages.dateTimeFormat));
  },
};

export const Disabled: Story = { args: { value: '2023-08-30 10:00:00', isDisabled: true } };

export const CompletesSecondsOnBlur: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: dateTimeLabels.label });
    await userEvent.type(input, '2023-08-30 10:00');
    await userEvent.tab();
    await expect(input).toHaveValue('2023-08-30 10:00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith('2023-08-30 10:00:00');
  },
};

/** In a form: required, format, and the min / max messages with the bound. */
export const MessagesInForm: Story = {
  render: (args) => (
    <Form initialValues={{ pickup: '' }} onSubmit={fn()} messages={messages} aria-label={args.label}>
      <DateTimeField
        name="pickup"
        label={args.label}
        description={args.description}
        placeholder={args.placeholder}
        isRequired
        min="2023-08-30 08:00:00"
        max="2023-08-30 18:00:00"
      />
      <SaveButton>{save}</SaveButton>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: new RegExp(dateTimeLabels.label) });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText(messages.required)).toBeVisible();

    await userEvent.type(input, 'tomorrow');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.dateTimeFormat)).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '2023-08-30 07:59');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.minValue('2023-08-30 08:00'))).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '2023-08-30 18:01');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.maxValue('2023-08-30 18:00'))).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, '2023-08-30 12:00');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    // Save follows validity 1 s after the last change: wait for it so that the picture is stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: save })).toBeEnabled());
  },
};

/** The time-only variant in a form: 'HH:MM' only. */
export const TimeOnlyFormatInForm: Story = {
  render: (args) => (
    <Form initialValues={{ opening: '' }} onSubmit={fn()} messages={messages} aria-label={args.label}>
      <DateTimeField
        name="opening"
        granularity="time"
        label={dateTimeLabels.timeLabel}
        description={dateTimeLabels.timeDescription}
        placeholder={dateTimeLabels.timePlaceholder}
      />
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: dateTimeLabels.timeLabel });
    await userEvent.type(input, '9:30');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.dateTimeFormat)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '09:30');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(messages.dateTimeFormat)).not.toBeInTheDocument());
  },
};
