import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { formMessages } from '../Form/fixtures';
import { Form } from '../Form/Form';
import { SaveButton } from '../Form/SaveButton';
import type { SubmitOutcome } from '../Form/types';
import { Stack } from '../Stack/Stack';
import { tagTranslations, translationTexts } from './fixtures';
import type { TranslatedField } from './TranslationsField';
import { TranslationsField } from './TranslationsField';

const texts = translationTexts;

interface TagValues {
  translations: typeof tagTranslations;
}

type Submit = (values: TagValues) => Promise<SubmitOutcome> | SubmitOutcome;

interface TagFormProps {
  initialValues: TagValues;
  onSubmit: Submit;
  fields: readonly TranslatedField[];
  isDisabled?: boolean;
}

/** A tag's form: its translated name and search keywords, as the entity screens declare them. */
function TagForm({ initialValues, onSubmit, fields, isDisabled }: TagFormProps) {
  return (
    <Form<TagValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      messages={formMessages}
      aria-label={texts.form}
    >
      <Stack gap="400">
        <TranslationsField
          name="translations"
          label={texts.label}
          description={texts.description}
          languages={texts.languages}
          fields={fields}
          labels={texts.labels}
          isDisabled={isDisabled}
        />
        <SaveButton>{texts.save}</SaveButton>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'ui/TranslationsField',
  // The Docs page documents TranslationsField's props; the stories' args drive the tag form that holds it.
  component: TranslationsField as unknown as ComponentType<TagFormProps>,
  render: (args) => <TagForm {...args} />,
  args: {
    initialValues: { translations: tagTranslations },
    onSubmit: fn<Submit>(),
    fields: [
      { key: 'name', label: texts.name, isRequired: true },
      { key: 'searchKeywords', label: texts.searchKeywords, description: texts.keywordsDescription },
    ],
  },
} satisfies Meta<TagFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab per language, named by the field's label; each holds an input per translated property. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: texts.label })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: texts.name })).toHaveValue('Vegan');
    await userEvent.click(canvas.getByRole('tab', { name: 'Magyar' }));
    await expect(canvas.getByRole('textbox', { name: texts.name })).toHaveValue('Vegán');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ translations: tagTranslations }));
  },
};

/** Arrow keys move between languages; Tab goes on into that language's inputs, whose edits land on its path. */
export const EditWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Magyar' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    const name = canvas.getByRole('textbox', { name: texts.name });
    await expect(name).toHaveFocus();
    await userEvent.type(name, ' konyha');
    await waitFor(() => expect(canvas.getByRole('button', { name: texts.save })).toBeEnabled());
    await userEvent.type(name, '{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        translations: { ...tagTranslations, hu: { ...tagTranslations.hu, name: 'Vegán konyha' } },
      }),
    );
  },
};

/**
 * The server refuses the Hungarian name (`translations.hu.name`): the Magyar tab is marked and says it has
 * errors, and the input in it shows the message.
 */
export const ServerViolationOnAnotherTab: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      violations: [{ propertyPath: 'translations.hu.name', message: texts.nameTaken }],
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    const magyar = await canvas.findByRole('tab', { name: `Magyar ${texts.labels.tabHasErrors}` });
    await expect(canvas.getByRole('tab', { name: 'English' })).toBeVisible();
    await userEvent.click(magyar);
    await expect(canvas.getByRole('textbox', { name: texts.name })).toHaveAccessibleDescription(
      texts.nameTaken,
    );
  },
};

/**
 * The name is required in English only: emptying it marks the English tab; an empty Hungarian name is
 * accepted.
 */
export const RequiredInOneLanguage: Story = {
  args: {
    fields: [
      { key: 'name', label: texts.name, isRequired: ['en'] },
      { key: 'searchKeywords', label: texts.searchKeywords },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: texts.name }));
    await canvas.findByRole('tab', { name: `English ${texts.labels.tabHasErrors}` });
    await userEvent.click(canvas.getByRole('tab', { name: 'Magyar' }));
    const hungarian = canvas.getByRole('textbox', { name: texts.name });
    await expect(hungarian).not.toHaveAttribute('aria-required');
    await userEvent.clear(hungarian);
    await expect(canvas.getByRole('tab', { name: 'Magyar' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: texts.save })).toBeDisabled());
  },
};

/** A multi-line property (a restaurant's description). */
export const MultilineField: Story = {
  args: {
    fields: [
      { key: 'name', label: texts.name, isRequired: true },
      { key: 'searchKeywords', label: texts.description_, isMultiline: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: texts.description_ })).toHaveProperty(
      'tagName',
      'TEXTAREA',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: texts.name })).toBeDisabled();
  },
};
