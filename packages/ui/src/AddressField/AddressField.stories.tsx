import type { Address } from '@backoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Form } from '../Form/Form';
import { formMessages } from '../Form/fixtures';
import { SaveButton } from '../Form/SaveButton';
import { AddressField } from './AddressField';
import { addressLabels, addressStory, pickupAddress } from './fixtures';

interface PickupValues {
  pickup: Address | null;
}

const meta = {
  title: 'ui/AddressField',
  component: AddressField,
  args: { name: 'pickup', label: addressStory.label, labels: addressLabels, isRequired: true },
  render: (args, { parameters }) => (
    <Form<PickupValues>
      aria-label={addressStory.form}
      initialValues={{ pickup: pickupAddress }}
      onSubmit={parameters.onSubmit as (values: PickupValues) => void}
      messages={formMessages}
    >
      <AddressField {...args} />
      <SaveButton>{addressStory.save}</SaveButton>
    </Form>
  ),
  parameters: { onSubmit: fn() },
} satisfies Meta<typeof AddressField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAForm: Story = {};

export const CoordinatesOutOfRangeAreInvalid: Story = {
  parameters: { onSubmit: fn() },
  play: async ({ canvas, userEvent, parameters }) => {
    const save = canvas.getByRole('button', { name: addressStory.save });
    const longitude = canvas.getByRole('textbox', { name: addressLabels.longitude });
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '500');
    const group = canvas.getByRole('group', { name: addressStory.label });
    await waitFor(() => expect(group).toHaveAccessibleDescription(formMessages.invalid));
    // Save follows validity once the form's save delay (1000 ms) has passed.
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '19.07');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(group).not.toHaveAccessibleDescription(formMessages.invalid);
    await userEvent.click(save);
    await waitFor(() =>
      expect(parameters.onSubmit).toHaveBeenCalledWith({ pickup: { ...pickupAddress, longitude: 19.07 } }),
    );
  },
};
