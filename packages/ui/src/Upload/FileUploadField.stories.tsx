import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Form } from '../Form/Form';
import { formMessages } from '../Form/fixtures';
import { SaveButton } from '../Form/SaveButton';
import { FileUploadField } from './FileUploadField';
import { fileUploadLabels, fileUploadMessages, textFile, uploadStory } from './fixtures';

interface InvoiceValues {
  files: File[] | null;
}

const meta = {
  title: 'ui/FileUploadField',
  component: FileUploadField,
  args: {
    name: 'files',
    label: uploadStory.invoiceFiles,
    labels: fileUploadLabels,
    messages: fileUploadMessages,
    acceptedTypes: ['.pdf', 'application/pdf'],
    isRequired: true,
  },
  render: (args, { parameters }) => (
    <Form<InvoiceValues>
      aria-label={uploadStory.form}
      initialValues={{ files: null }}
      onSubmit={parameters.onSubmit as (values: InvoiceValues) => void}
      messages={formMessages}
    >
      <FileUploadField {...args} />
      <SaveButton>{uploadStory.save}</SaveButton>
    </Form>
  ),
  parameters: { onSubmit: fn() },
} satisfies Meta<typeof FileUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};

export const ChoosingEnablesSave: Story = {
  parameters: { onSubmit: fn() },
  play: async ({ canvas, canvasElement, userEvent, parameters }) => {
    const save = canvas.getByRole('button', { name: uploadStory.save });
    await expect(save).toBeDisabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The file input is missing');
    const file = textFile('invoice.pdf', 4_096);
    await userEvent.upload(input, file);
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(parameters.onSubmit).toHaveBeenCalledWith({ files: [file] }));
  },
};
