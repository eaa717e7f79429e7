import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Form } from '../Form/Form';
import { SaveButton } from '../Form/SaveButton';
import { formMessages } from '../Form/fixtures';
import { richTextLabels, richTextStory } from './fixtures';
import { storyStack } from './fixtures.css';
import { RichTextField } from './RichTextField';

interface CancelEmailValues {
  cancelEmailText: string | null;
}

const meta = {
  title: 'ui/RichTextField',
  component: RichTextField,
  args: { name: 'cancelEmailText', label: richTextStory.label, labels: richTextLabels, isRequired: true },
  render: (args, { parameters }) => (
    <Form<CancelEmailValues>
      aria-label={richTextStory.form}
      initialValues={{ cancelEmailText: null }}
      onSubmit={parameters.onSubmit as (values: CancelEmailValues) => void}
      messages={formMessages}
    >
      <div className={storyStack}>
        <RichTextField {...args} />
        <div>
          <SaveButton>{richTextStory.save}</SaveButton>
        </div>
      </div>
    </Form>
  ),
  parameters: { onSubmit: fn() },
} satisfies Meta<typeof RichTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};

export const TypingEnablesSave: Story = {
  parameters: { onSubmit: fn() },
  play: async ({ canvas, userEvent, parameters }) => {
    const save = canvas.getByRole('button', { name: richTextStory.save });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: richTextStory.label }), 'Sorry');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(parameters.onSubmit).toHaveBeenCalledWith({ cancelEmailText: '<p>Sorry</p>' }),
    );
  },
};
