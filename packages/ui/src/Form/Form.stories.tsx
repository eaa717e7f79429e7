import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { dietOptions, formMessages, labels, priceCategories, violationMessages } from './fixtures';
import { Form } from './Form';
import { MultiSelectField } from './MultiSelectField';
import { noLeadingSpace } from './noLeadingSpace';
import { NumberField } from './NumberField';
import { PercentField } from './PercentField';
import { PhoneField } from './PhoneField';
import { SaveButton } from './SaveButton';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import type { SubmitOutcome } from './types';

/** A generic entity form, as the back-office builds them from the kit's fields. */
interface RestaurantValues {
  name: string;
  email: string;
  phone: string;
  quantity: number | null;
  serviceFee: number | null;
  category: string | null;
  diets: string[];
  active: boolean;
  notes: string;
}

type Submit = (values: RestaurantValues) => Promise<SubmitOutcome> | SubmitOutcome;

const emptyRestaurant: RestaurantValues = {
  name: '',
  email: '',
  phone: '',
  quantity: null,
  serviceFee: null,
  category: null,
  diets: [],
  active: false,
  notes: '',
};

const filledRestaurant: RestaurantValues = {
  name: 'Pizza Place',
  email: 'orders@pizza.example',
  phone: '07400 123456',
  quantity: 2,
  serviceFee: 0.125,
  category: 'average',
  diets: ['vegan'],
  active: true,
  notes: '',
};

const restaurantFields = (
  <>
    <TextField
      name="name"
      label={labels.name}
      description={labels.nameDescription}
      isRequired
      rules={[noLeadingSpace]}
    />
    <TextField name="email" label={labels.email} type="email" isRequired />
    <PhoneField name="phone" label={labels.phone} />
    <NumberField name="quantity" label={labels.quantity} min={1} max={999} />
    <PercentField name="serviceFee" label={labels.serviceFee} description={labels.feeDescription} />
    <SelectField
      name="category"
      label={labels.category}
      options={priceCategories}
      placeholder={labels.categoryPlaceholder}
    />
    <MultiSelectField name="diets" label={labels.diets} options={dietOptions} />
    <SwitchField name="active" label={labels.active} />
    <TextAreaField name="notes" label={labels.notes} />
    <SaveButton>{labels.save}</SaveButton>
  </>
);

const meta = {
  title: 'ui/Form/Form',
  component: Form<RestaurantValues>,
  args: {
    initialValues: emptyRestaurant,
    messages: formMessages,
    'aria-label': labels.form,
    onSubmit: fn<Submit>(),
    onFormError: fn(),
    onDirtyChange: fn(),
    children: restaurantFields,
  },
} satisfies Meta<typeof Form<RestaurantValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new entity: Save is disabled until the form is valid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
  },
};

/** An entity being edited: valid from the start, so Save is enabled. */
export const Filled: Story = {
  args: { initialValues: filledRestaurant },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.serviceFee })).toHaveValue('12.50%');
    await expect(canvas.getByRole('button', { name: labels.save })).toBeEnabled();
  },
};

/** Typing the required fields enables Save once the save delay (1000 ms) has passed; Save submits the values. */
export const SaveEnablesWhenValid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: labels.save });
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Pizza Place');
    const email = canvas.getByRole('textbox', { name: labels.email });
    await userEvent.type(email, 'orders@pizza.example');
    // The delay itself is pinned in Form.test.tsx on a fake clock: here a busy machine may take that long anyway.
    await waitFor(() => expect(save).toBeEnabled());
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(email, '{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...emptyRestaurant,
        name: 'Pizza Place',
        email: 'orders@pizza.example',
      }),
    );
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** Invalid values show 'Invalid' under their field once the validation delay (300 ms) has passed. */
export const InvalidValues: Story = {
  args: { initialValues: filledRestaurant },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: labels.name });
    await userEvent.type(name, ' Leading space', { initialSelectionStart: 0, initialSelectionEnd: 99 });
    const phone = canvas.getByRole('textbox', { name: labels.phone });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+36 30 123 4567');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getAllByText(formMessages.invalid)).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled());
  },
};

/** The server refuses the e-mail: its message lands under the e-mail field at once, and clears on change. */
export const ServerViolationOnField: Story = {
  args: {
    initialValues: filledRestaurant,
    onSubmit: fn<Submit>(async () => ({
      violations: [{ propertyPath: 'email', message: violationMessages.emailTaken }],
    })),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), '{Enter}');
    const email = canvas.getByRole('textbox', { name: labels.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(violationMessages.emailTaken);
    await expect(email).toHaveFocus();
    await expect(args.onFormError).not.toHaveBeenCalled();
    await expect(email).toHaveValue(filledRestaurant.email);
  },
};

/** A violation naming no field goes to onFormError (the app's form-error toast); the values stay. */
export const UnmatchedViolation: Story = {
  args: {
    initialValues: filledRestaurant,
    onSubmit: fn<Submit>(async () => ({
      violations: [{ propertyPath: 'vatNumber', message: violationMessages.vatNumber }],
    })),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), '{Enter}');
    await waitFor(() => expect(args.onFormError).toHaveBeenCalledWith([violationMessages.vatNumber]));
    await expect(canvas.getByRole('textbox', { name: labels.name })).toHaveValue(filledRestaurant.name);
  },
};

/** '12%' is stored as 0.12 and shown as '12.00%' once the field is left. */
export const PercentEntry: Story = {
  args: { initialValues: { ...filledRestaurant, serviceFee: null } },
  play: async ({ args, canvas, userEvent }) => {
    const fee = canvas.getByRole('textbox', { name: labels.serviceFee });
    await userEvent.type(fee, '12%');
    await expect(fee).toHaveValue('12%');
    await userEvent.tab();
    await expect(fee).toHaveValue('12.00%');
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.save })).toBeEnabled());
    await userEvent.type(fee, '{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...filledRestaurant, serviceFee: 0.12 }),
    );
  },
};

/** The number field stores a number (a decimal comma is read as a point); text that is no number is invalid. */
export const NumberEntry: Story = {
  args: { initialValues: { ...filledRestaurant, quantity: null } },
  play: async ({ args, canvas, userEvent }) => {
    const quantity = canvas.getByRole('textbox', { name: labels.quantity });
    await userEvent.type(quantity, '2x');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(quantity, '{Backspace},5');
    await waitFor(() => expect(quantity).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.save })).toBeEnabled());
    await userEvent.type(quantity, '{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filledRestaurant, quantity: 2.5 }));
  },
};

/** 'None of the above' is exclusive: choosing it clears the others, choosing another removes it. */
export const MultiSelectNoneOfTheAbove: Story = {
  args: { initialValues: { ...filledRestaurant, diets: ['vegan', 'halal'] } },
  play: async ({ canvas, userEvent }) => {
    const option = (name: string) => canvas.getByRole('checkbox', { name });
    await userEvent.click(option('None of the above'));
    await expect(option('None of the above')).toBeChecked();
    await expect(option('Vegan')).not.toBeChecked();
    await expect(option('Halal')).not.toBeChecked();
    await userEvent.click(option('Gluten free'));
    await expect(option('Gluten free')).toBeChecked();
    await expect(option('None of the above')).not.toBeChecked();
  },
};

/**
 * Pressing Save submits; while the save runs Save shows its spinner; what is typed meanwhile stays. (The other
 * stories submit with Enter: RAC announces a focused button's pending state through a live region that outlives
 * the story and would point at a button the next story no longer has.)
 */
export const Submitting: Story = {
  args: {
    initialValues: filledRestaurant,
    onSubmit: fn<Submit>(() => new Promise<SubmitOutcome>(() => undefined)),
  },
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: labels.save });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-pending', 'true'));
    const notes = canvas.getByRole('textbox', { name: labels.notes });
    await userEvent.type(notes, 'Typed while saving');
    await expect(notes).toHaveValue('Typed while saving');
  },
};
