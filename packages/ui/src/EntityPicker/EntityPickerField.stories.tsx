import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { formMessages } from '../Form/fixtures';
import { Form } from '../Form/Form';
import { SaveButton } from '../Form/SaveButton';
import type { SubmitOutcome } from '../Form/types';
import { Stack } from '../Stack/Stack';
import { EntityPickerField } from './EntityPickerField';
import { pickerTexts, restaurants, searchIn, tagGroups } from './fixtures';
import type { EntityKey } from './useOptionsLoader';

const { labels } = pickerTexts;

interface PromotionValues {
  tagGroup: EntityKey | null;
  restaurants: EntityKey[];
}

type Submit = (values: PromotionValues) => Promise<SubmitOutcome> | SubmitOutcome;

const archived = 'This tag group is archived.';

/** The form's args: its starting values and the submit spy. */
interface PromotionFormArgs {
  initialValues: PromotionValues;
  onSubmit: Submit;
}

/** A form with a single and a multiple picker, as the entity screens declare them. */
function PromotionForm({ initialValues, onSubmit }: PromotionFormArgs) {
  return (
    <Form<PromotionValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      messages={formMessages}
      aria-label={pickerTexts.form}
    >
      <Stack gap="400">
        <EntityPickerField
          name="tagGroup"
          label={pickerTexts.tagGroup}
          labels={labels}
          loadOptions={searchIn(tagGroups)}
          selectedOptions={tagGroups}
          isRequired
        />
        <EntityPickerField
          name="restaurants"
          isMultiple
          label={pickerTexts.restaurants}
          labels={labels}
          loadOptions={searchIn(restaurants)}
          selectedOptions={restaurants}
          isRequired
        />
        <SaveButton>{pickerTexts.save}</SaveButton>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'ui/EntityPicker/EntityPickerField',
  // The Docs page documents EntityPickerField's props; the stories' args drive the form that holds two of them.
  component: EntityPickerField as unknown as ComponentType<PromotionFormArgs>,
  render: (args) => <PromotionForm {...args} />,
  args: { initialValues: { tagGroup: 2, restaurants: ['r-1'] }, onSubmit: fn<Submit>() },
} satisfies Meta<PromotionFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both pickers filled from the edit form's values; Save submits the ids (a number stays a number). */
export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: pickerTexts.tagGroup })).toHaveValue('Diet');
    await userEvent.click(canvas.getByRole('button', { name: pickerTexts.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ tagGroup: 2, restaurants: ['r-1'] }));
  },
};

/** Required: emptying a picker makes it invalid (after the validation delay) and Save follows. */
export const RequiredWhenEmptied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${labels.remove} Pizza Place` }));
    const picker = canvas.getByRole('combobox', { name: pickerTexts.restaurants });
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    await expect(picker).toHaveAccessibleDescription(formMessages.invalid);
    await waitFor(() => expect(canvas.getByRole('button', { name: pickerTexts.save })).toBeDisabled());
  },
};

/**
 * The server refuses the tag group: its message shows under that picker, which takes focus, and goes once
 * another is chosen; Save comes back.
 */
export const ServerViolation: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ violations: [{ propertyPath: 'tagGroup', message: archived }] })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: pickerTexts.save }));
    const picker = canvas.getByRole('combobox', { name: pickerTexts.tagGroup });
    await waitFor(() => expect(picker).toHaveAccessibleDescription(archived));
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Cuisine' }),
    );
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-invalid'));
    await expect(picker).toHaveValue('Cuisine');
    // Save follows validity once the form's save delay has passed since the change.
    await waitFor(() => expect(canvas.getByRole('button', { name: pickerTexts.save })).toBeEnabled());
  },
};
