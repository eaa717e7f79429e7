import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { FieldValidationDelay } from './FieldValidationDelay';
import { formMessages, labels } from './fixtures';
import { Form } from './Form';
import { NumberField } from './NumberField';
import { SaveButton } from './SaveButton';
import { TextField } from './TextField';

interface Values {
  name: string;
  quantity: number | null;
}

// A form that waits 1000 ms before showing a field's message, with one field (the quantity) that has its own
// 300 ms wait, as the period hours have in the entity forms. The delays themselves are pinned on a fake clock in
// FieldValidationDelay.test.tsx: a busy machine may take that long anyway. A line comment, not JSDoc: a JSDoc
// on the meta would replace the component's own description on its Docs page.
const meta = {
  title: 'ui/Form/FieldValidationDelay',
  component: FieldValidationDelay,
  args: { delayMs: 300, children: null },
  render: (args) => (
    <Form<Values>
      initialValues={{ name: 'Pizza Place', quantity: 2 }}
      onSubmit={fn()}
      messages={formMessages}
      validationDelay={1000}
      aria-label={labels.form}
    >
      <TextField name="name" label={labels.name} isRequired />
      <FieldValidationDelay delayMs={args.delayMs}>
        <NumberField name="quantity" label={labels.quantity} min={1} />
      </FieldValidationDelay>
      <SaveButton>{labels.save}</SaveButton>
    </Form>
  ),
} satisfies Meta<typeof FieldValidationDelay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quantity below the minimum shows its message under the field after the field's own delay. */
export const OwnDelay: Story = {
  play: async ({ canvas, userEvent }) => {
    const quantity = canvas.getByRole('textbox', { name: new RegExp(`^${labels.quantity}`) });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    await expect(quantity).toHaveAccessibleDescription(formMessages.minValue('1'));
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled());
  },
};
