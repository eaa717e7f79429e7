import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';

import { richTextLabels, richTextStory } from './fixtures';
import { storyOutput, storyStack } from './fixtures.css';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextEditor } from './RichTextEditor';
import { sanitizeEmailHtml } from './sanitizeEmailHtml';

/** Holds the value like a form would, and shows the HTML the editor emits (and what is sent). */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className={storyStack}>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <section aria-label={richTextStory.output}>
        <pre className={storyOutput}>{value}</pre>
      </section>
      <section aria-label={richTextStory.onSend}>
        <pre className={storyOutput}>{sanitizeEmailHtml(value, { removeEmpty: true })}</pre>
      </section>
    </div>
  );
}

const meta = {
  title: 'ui/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <Controlled {...args} />,
  args: {
    label: richTextStory.label,
    value: '',
    labels: richTextLabels,
    onChange: () => undefined,
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { description: richTextStory.description } };

export const WithContent: Story = { args: { value: richTextStory.content } };

export const Invalid: Story = {
  args: { value: richTextStory.plain, errorMessage: richTextStory.invalid, isRequired: true },
  play: async ({ canvas }) => {
    const textbox = canvas.getByRole('textbox', { name: richTextStory.label });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAccessibleDescription(richTextStory.invalid);
  },
};

export const Disabled: Story = {
  args: { value: richTextStory.plain, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: richTextStory.label })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expect(canvas.getByRole('button', { name: richTextLabels.bold })).toBeDisabled();
  },
};

export const ToolbarTogglesBold: Story = {
  args: { value: `<p>${richTextStory.plain}</p>` },
  play: async ({ canvas, userEvent }) => {
    const bold = canvas.getByRole('button', { name: richTextLabels.bold });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('textbox', { name: richTextStory.label }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    const output = canvas.getByRole('region', { name: richTextStory.output });
    await expect(output).toHaveTextContent(`<p><strong>${richTextStory.plain}</strong></p>`);
  },
};

export const ToolbarWithKeyboard: Story = {
  args: { value: `<p>${richTextStory.plain}</p>` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: richTextLabels.heading1 })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: richTextLabels.heading2 })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: richTextStory.output })).toHaveTextContent(
      `<h2>${richTextStory.plain}</h2>`,
    );
    await expect(canvas.getByRole('button', { name: richTextLabels.heading2 })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const JavascriptLinkIsRefused: Story = {
  args: { value: `<p>${richTextStory.plain}</p>` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: richTextStory.label }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: richTextLabels.link }));
    const dialog = await screen.findByRole('dialog', { name: richTextLabels.link });
    const url = within(dialog).getByRole('textbox', { name: richTextLabels.linkUrl });
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: richTextLabels.linkApply }));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toHaveTextContent(richTextLabels.linkInvalid);
    await expect(canvas.getByRole('region', { name: richTextStory.output })).not.toHaveTextContent('<a');
  },
};

export const AddsALink: Story = {
  args: { value: `<p>${richTextStory.plain}</p>` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: richTextStory.label }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: richTextLabels.link }));
    const dialog = await screen.findByRole('dialog', { name: richTextLabels.link });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: richTextLabels.linkUrl }),
      'example.com',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: richTextStory.output })).toHaveTextContent(
      `<p><a href="https://example.com/">${richTextStory.plain}</a></p>`,
    );
  },
};

export const SanitisedOutput: Story = {
  args: { value: richTextStory.dirty },
  play: async ({ canvas, userEvent }) => {
    // The editor emits on the first edit (here: everything made bold); it never renders the dirty markup.
    await userEvent.click(canvas.getByRole('textbox', { name: richTextStory.label }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: richTextLabels.bold }));
    const output = canvas.getByRole('region', { name: richTextStory.output });
    await expect(output).not.toHaveTextContent('style');
    await expect(output).not.toHaveTextContent('onerror');
    await expect(output).not.toHaveTextContent('javascript');
    await expect(output).not.toHaveTextContent('script');
    const onSend = canvas.getByRole('region', { name: richTextStory.onSend });
    await expect(onSend).not.toHaveTextContent('<p></p>');
    await expect(onSend).toHaveTextContent(
      '<p><strong>Styled text</strong></p><p><strong>bad link</strong></p>',
    );
  },
};
