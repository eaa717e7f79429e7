import type { Period } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Form } from '../Form';
import { messages, overlappingPeriods, periodLabels, periods } from './fixtures';
import { PeriodHoursField } from './PeriodHoursField';
import type { PeriodHoursInputProps } from './PeriodHoursInput';
import { PeriodHoursInput } from './PeriodHoursInput';

function ControlledPeriodHoursInput(props: PeriodHoursInputProps) {
  const [value, setValue] = useState<Period[]>(props.value);
  return (
    <PeriodHoursInput
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
  title: 'ui/DateFields/PeriodHoursField',
  component: PeriodHoursInput,
  args: { ...periodLabels, value: [], onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledPeriodHoursInput {...args} />,
} satisfies Meta<typeof PeriodHoursInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: periods } };

/** Overlap and start-after-end, as the domain finds them: the message sits on the offending rows only. */
export const OverlappingPeriods: Story = {
  args: { value: overlappingPeriods, errorMessage: messages.invalid },
  play: async ({ canvas }) => {
    const row = (n: number) => within(canvas.getByRole('group', { name: periodLabels.labels.period(n) }));
    await expect(row(1).queryByText(messages.invalid)).not.toBeInTheDocument();
    await expect(row(2).getByRole('textbox', { name: periodLabels.labels.start })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(row(3).getByRole('textbox', { name: periodLabels.labels.end })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getAllByText(messages.invalid)).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { value: periods, isDisabled: true } };

export const AddAndRemoveRows: Story = {
  args: { value: periods },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: periodLabels.labels.add }));
    const third = within(canvas.getByRole('group', { name: periodLabels.labels.period(3) }));
    await expect(third.getByRole('textbox', { name: periodLabels.labels.start })).toHaveFocus();
    await userEvent.keyboard('16:00{Tab}18:00');
    await expect(args.onChange).toHaveBeenLastCalledWith([...periods, { start: '16:00', end: '18:00' }]);

    await userEvent.click(canvas.getByRole('button', { name: periodLabels.labels.remove(1) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([periods[1], { start: '16:00', end: '18:00' }]);
    await expect(
      canvas.queryByRole('group', { name: periodLabels.labels.period(3) }),
    ).not.toBeInTheDocument();
  },
};

/** In a form: typing an overlapping period shows Invalid on it once the 300 ms validation delay has passed. */
export const OverlapInForm: Story = {
  render: (args) => (
    <Form initialValues={{ periods }} onSubmit={fn()} messages={messages} aria-label={args.label}>
      <PeriodHoursField name="periods" label={args.label} labels={args.labels} />
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const second = within(canvas.getByRole('group', { name: periodLabels.labels.period(2) }));
    const start = second.getByRole('textbox', { name: periodLabels.labels.start });
    await userEvent.clear(start);
    await userEvent.type(start, '10:00');
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    await expect(second.getByText(messages.invalid)).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '11:00');
    await waitFor(() => expect(start).not.toHaveAttribute('aria-invalid'));
  },
};
