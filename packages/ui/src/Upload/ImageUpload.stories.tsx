import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import {
  dishImageFile,
  imageUploadLabels,
  imageUploadMessages,
  storedImageUrl,
  uploadStory,
} from './fixtures';
import type { ImageUploadProps } from './ImageUpload';
import { ImageUpload } from './ImageUpload';

function Controlled(props: ImageUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ImageUpload
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The file input is missing');
  return input;
}

async function imageLoaded(image: HTMLElement) {
  await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  await (image as HTMLImageElement).decode();
}

const meta = {
  title: 'ui/ImageUpload',
  component: ImageUpload,
  render: (args) => <Controlled {...args} />,
  args: {
    label: uploadStory.coverImage,
    description: uploadStory.coverDescription,
    value: null,
    onChange: fn(),
    maxSize: 2 * 1024 * 1024,
    labels: imageUploadLabels,
    messages: imageUploadMessages,
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const StoredImage: Story = {
  args: { value: { url: storedImageUrl } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: imageUploadLabels.preview });
    await expect(image).toHaveAttribute('src', storedImageUrl);
    await imageLoaded(image);
  },
};

export const ChosenFile: Story = {
  args: { value: dishImageFile() },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: imageUploadLabels.preview });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await imageLoaded(image);
  },
};

export const Invalid: Story = { args: { errorMessage: uploadStory.invalid, isRequired: true } };

export const Disabled: Story = {
  args: { value: { url: storedImageUrl }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: imageUploadLabels.remove })).toBeDisabled();
    await imageLoaded(canvas.getByRole('img', { name: imageUploadLabels.preview }));
  },
};

export const ChoosePreviewAndRemove: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const file = dishImageFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenLastCalledWith(file);
    const image = await canvas.findByRole('img', { name: imageUploadLabels.preview });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    await imageLoaded(image);
    await userEvent.click(canvas.getByRole('button', { name: imageUploadLabels.remove }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: imageUploadLabels.choose })).toBeInTheDocument();
  },
};

export const TooLargeIsRefused: Story = {
  args: { maxSize: 100 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), dishImageFile());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(imageUploadMessages.size)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: imageUploadLabels.choose })).toHaveAccessibleDescription(
      `${uploadStory.coverDescription} ${imageUploadMessages.size}`,
    );
  },
};
