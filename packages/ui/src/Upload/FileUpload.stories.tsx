import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { fileUploadLabels, fileUploadMessages, textFile, uploadStory } from './fixtures';
import type { FileUploadProps } from './FileUpload';
import { FileUpload } from './FileUpload';

function Controlled(props: FileUploadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FileUpload
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

const meta = {
  title: 'ui/FileUpload',
  component: FileUpload,
  render: (args) => <Controlled {...args} />,
  args: {
    label: uploadStory.invoiceFiles,
    description: uploadStory.invoiceDescription,
    value: [],
    onChange: fn(),
    acceptedTypes: ['.pdf', 'application/pdf', '.xlsx', '.csv'],
    maxSize: 10 * 1024 * 1024,
    labels: fileUploadLabels,
    messages: fileUploadMessages,
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFiles: Story = {
  args: {
    value: [
      textFile('invoice-2026-10.pdf', 248_320),
      textFile(
        'a-very-long-file-name-of-the-october-settlement-with-every-restaurant.csv',
        1_536,
        'text/csv',
      ),
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: fileUploadLabels.files });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('242.5 kB');
  },
};

export const Invalid: Story = { args: { errorMessage: uploadStory.invalid, isRequired: true } };

export const Disabled: Story = {
  args: { value: [textFile('invoice-2026-10.pdf', 248_320)], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: fileUploadLabels.choose })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: fileUploadLabels.remove('invoice-2026-10.pdf') }),
    ).toBeDisabled();
  },
};

export const ChooseListAndRemove: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const first = textFile('october.pdf', 2_048);
    const second = textFile('november.pdf', 3 * 1024 * 1024);
    await userEvent.upload(fileInput(canvasElement), [first, second]);
    await expect(args.onChange).toHaveBeenLastCalledWith([first, second]);
    const list = canvas.getByRole('list', { name: fileUploadLabels.files });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('november.pdf3 MB');
    await userEvent.click(canvas.getByRole('button', { name: fileUploadLabels.remove('october.pdf') }));
    await expect(args.onChange).toHaveBeenLastCalledWith([second]);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).not.toHaveTextContent('october.pdf');
  },
};

export const TooLargeIsRefused: Story = {
  args: { maxSize: 1024 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const small = textFile('small.pdf', 512);
    await userEvent.upload(fileInput(canvasElement), [small, textFile('large.pdf', 4096)]);
    await expect(args.onChange).toHaveBeenLastCalledWith([small]);
    await expect(canvas.getByText(fileUploadMessages.size('large.pdf'))).toBeInTheDocument();
  },
};

export const SingleFileReplaces: Story = {
  args: { allowsMultiple: false, value: [textFile('old.pdf', 1_000)] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const next = textFile('new.pdf', 2_000);
    await userEvent.upload(fileInput(canvasElement), next);
    await expect(args.onChange).toHaveBeenLastCalledWith([next]);
    await expect(canvas.getByRole('list', { name: fileUploadLabels.files })).not.toHaveTextContent('old.pdf');
  },
};
