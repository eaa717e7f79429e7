import type { CanteenRule } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Form } from '../Form';
import { CutoffRuleListField } from './CutoffRuleListField';
import type { CutoffRuleListInputProps } from './CutoffRuleListInput';
import { CutoffRuleListInput } from './CutoffRuleListInput';
import { cutoffLabels, cutoffRules, messages, outOfOrderRules, reference } from './fixtures';

function ControlledCutoffRuleListInput(props: CutoffRuleListInputProps) {
  const [value, setValue] = useState<CanteenRule[]>(props.value);
  return (
    <CutoffRuleListInput
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
  title: 'ui/DateFields/CutoffRuleListField',
  component: CutoffRuleListInput,
  args: { ...cutoffLabels, reference, value: [], onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledCutoffRuleListInput {...args} />,
} satisfies Meta<typeof CutoffRuleListInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: cutoffRules } };

/** Rule 1 is later than rule 2, and rule 2's limit is 0: the message sits on those inputs only. */
export const OutOfOrderCutoffs: Story = {
  args: { value: outOfOrderRules, errorMessage: messages.invalid },
  play: async ({ canvas }) => {
    const row = (n: number) => within(canvas.getByRole('group', { name: cutoffLabels.labels.rule(n) }));
    await expect(
      row(1).getByRole('textbox', { name: new RegExp(cutoffLabels.labels.cutoffTime) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(
      row(2).getByRole('textbox', { name: new RegExp(cutoffLabels.labels.cutoffTime) }),
    ).not.toHaveAttribute('aria-invalid');
    await expect(
      row(2).getByRole('textbox', { name: new RegExp(cutoffLabels.labels.limit) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { value: cutoffRules, isDisabled: true } };

/** "Add" puts a rule one hour before the earliest cutoff at the top, with the default limit 999, and focuses it. */
export const AddRuleOneHourEarlier: Story = {
  args: { value: cutoffRules },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: cutoffLabels.labels.add }));
    const first = within(canvas.getByRole('group', { name: cutoffLabels.labels.rule(1) }));
    const cutoff = first.getByRole('textbox', { name: new RegExp(cutoffLabels.labels.cutoffTime) });
    await expect(cutoff).toHaveValue('2023-08-29 15:00:00');
    await expect(cutoff).toHaveFocus();
    await expect(first.getByRole('textbox', { name: new RegExp(cutoffLabels.labels.limit) })).toHaveValue(
      '999',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { cutoffTime: '2023-08-29 15:00:00', limit: 999 },
      ...cutoffRules,
    ]);
  },
};

export const RemoveRule: Story = {
  args: { value: cutoffRules },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: cutoffLabels.labels.remove(1) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([cutoffRules[1]]);
    await expect(canvas.queryByRole('group', { name: cutoffLabels.labels.rule(2) })).not.toBeInTheDocument();
  },
};

/** In a form: moving a cutoff past the next rule's shows Invalid on it after the validation delay. */
export const OutOfOrderInForm: Story = {
  render: (args) => (
    <Form initialValues={{ rules: cutoffRules }} onSubmit={fn()} messages={messages} aria-label={args.label}>
      <CutoffRuleListField name="rules" label={args.label} labels={args.labels} reference={reference} />
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = within(canvas.getByRole('group', { name: cutoffLabels.labels.rule(1) }));
    const cutoff = first.getByRole('textbox', { name: new RegExp(cutoffLabels.labels.cutoffTime) });
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '2023-08-30 09:00:00');
    await waitFor(() => expect(cutoff).toHaveAttribute('aria-invalid', 'true'));
    await expect(first.getByText(messages.invalid)).toBeVisible();
  },
};
