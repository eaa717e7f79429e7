import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { Form, SaveButton } from '../Form';
import { DateField } from './DateField';
import type { DateInputProps } from './DateInput';
import { DateInput, todayOf } from './DateInput';
import { dateLabels, messages, now, save } from './fixtures';

/** The control holds its own value here, as a form would. */
function ControlledDateInput(props: DateInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateInput
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
  title: 'ui/DateFields/DateField',
  component: DateInput,
  args: { ...dateLabels, value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledDateInput {...args} />,
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '2023-08-31' } };

export const Invalid: Story = {
  args: { value: '2023-08-29', errorMessage: messages.invalid },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.invalid)).toBeVisible();
    await expect(canvas.getByRole('group', { name: dateLabels.label })).toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = { args: { value: '2023-08-31', isDisabled: true } };

export const Hungarian: Story = { args: { value: '2023-08-31', locale: 'hu' } };

export const TypeWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // en-GB order: day, month, year.
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('31082023');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2023-08-31'));
  },
};

export const CalendarWeekStartsOnMonday: Story = {
  args: { value: '2023-08-31', minDate: todayOf(now) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(dateLabels.labels.openCalendar) }));
    const calendar = await screen.findByRole('application');
    const headers = within(calendar).getAllByRole('columnheader', { hidden: true });
    await expect(headers.map((header) => header.textContent).join('')).toBe('MTWTFSS');
    // Days before the minimum (today, 2023-08-30) cannot be picked.
    await expect(within(calendar).getByRole('button', { name: /29 August 2023/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2023-09-01'));
  },
};

/** The field in a form with the spec's "today or later" rule; `now` is fixed at 2023-08-30 10:00. */
export const TodayOrLaterInForm: Story = {
  render: (args) => (
    <Form initialValues={{ date: '' }} onSubmit={fn()} messages={messages} aria-label={args.label}>
      <DateField
        name="date"
        label={args.label}
        description={args.description}
        labels={args.labels}
        todayOrLater={{ now }}
      />
      <SaveButton>{save}</SaveButton>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('29082023');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.invalid)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? document.body);
    await userEvent.keyboard('30');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(messages.invalid)).not.toBeInTheDocument());
    // Save follows validity 1 s after the last change: wait for it so that the picture is stable.
    await waitFor(() => expect(canvas.getByRole('button', { name: save })).toBeEnabled());
  },
};
