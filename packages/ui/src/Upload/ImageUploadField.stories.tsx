import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Form } from '../Form/Form';
import { formMessages } from '../Form/fixtures';
import { SaveButton } from '../Form/SaveButton';
import { dishImageFile, imageUploadLabels, imageUploadMessages, uploadStory } from './fixtures';
import type { ImageUploadValue } from './ImageUpload';
import { ImageUploadField } from './ImageUploadField';

interface ImagesValues {
  coverImage: ImageUploadValue;
}

const meta = {
  title: 'ui/ImageUploadField',
  component: ImageUploadField,
  args: {
    name: 'coverImage',
    label: uploadStory.coverImage,
    labels: imageUploadLabels,
    messages: imageUploadMessages,
    isRequired: true,
  },
  render: (args, { parameters }) => (
    <Form<ImagesValues>
      aria-label={uploadStory.form}
      initialValues={{ coverImage: null }}
      onSubmit={parameters.onSubmit as (values: ImagesValues) => void}
      messages={formMessages}
    >
      <ImageUploadField {...args} />
      <SaveButton>{uploadStory.save}</SaveButton>
    </Form>
  ),
  parameters: { onSubmit: fn() },
} satisfies Meta<typeof ImageUploadField>;

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
    const file = dishImageFile();
    await userEvent.upload(input, file);
    const image = await canvas.findByRole('img', { name: imageUploadLabels.preview });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(parameters.onSubmit).toHaveBeenCalledWith({ coverImage: file }));
    await (image as HTMLImageElement).decode();
  },
};
