import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Form } from '../Form/Form';
import { formMessages } from '../Form/fixtures';
import { TextField } from '../Form/TextField';
import type { SubmitOutcome } from '../Form/types';
import { Stack } from '../Stack/Stack';
import { saveBarTexts } from './fixtures';
import { FormSaveBar } from './SaveBar';

const { labels, fields } = saveBarTexts;

type CompanyValues = Record<string, string>;
type Submit = (values: CompanyValues) => Promise<SubmitOutcome> | SubmitOutcome;

const toName = (index: number) => `field${index}`;
const initialValues: CompanyValues = Object.fromEntries(fields.map((label, index) => [toName(index), label]));

/** The form's args: the submit spy and how many fields it shows. */
interface CompanyFormArgs {
  onSubmit: Submit;
  fieldCount: number;
}

/** A long company form with the save bar at its end, as the entity screens lay it out. */
function CompanyForm({ onSubmit, fieldCount }: CompanyFormArgs) {
  return (
    <Form<CompanyValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      messages={formMessages}
      aria-label={saveBarTexts.form}
    >
      <Stack gap="400">
        {fields.slice(0, fieldCount).map((label, index) => (
          <TextField key={label} name={toName(index)} label={label} isRequired />
        ))}
      </Stack>
      <FormSaveBar labels={labels} />
    </Form>
  );
}

const meta = {
  title: 'ui/SaveBar/FormSaveBar',
  // The Docs page documents FormSaveBar's props; the stories' args drive the long form it closes.
  component: FormSaveBar as unknown as ComponentType<CompanyFormArgs>,
  render: (args) => <CompanyForm {...args} />,
  args: { onSubmit: fn<Submit>(), fieldCount: fields.length },
} satisfies Meta<CompanyFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form runs far below the window: after a change the bar appears and sits at the bottom of the window,
 * over fields further down, which scroll out from under it (the bar keeps its own place at the form's end).
 */
export const StaysInViewOnALongForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('region', { name: labels.message })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: fields[0] }), ' Ltd');
    const bar = await canvas.findByRole('region', { name: labels.message });
    const last = canvas.getByRole('textbox', { name: fields.at(-1) });
    await waitFor(async () => {
      const box = bar.getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(box.top).toBeGreaterThan(window.innerHeight / 2);
      await expect(last.getBoundingClientRect().top).toBeGreaterThan(box.top);
    });
    last.scrollIntoView({ block: 'end' });
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top),
    );
    window.scrollTo(0, 0);
  },
};

/** Discard puts the saved values back and the bar goes. */
export const DiscardRestoresTheValues: Story = {
  args: { fieldCount: 3 },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: fields[0] });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme');
    await userEvent.click(await canvas.findByRole('button', { name: labels.discard }));
    await waitFor(() => expect(name).toHaveValue(fields[0]));
    await expect(canvas.queryByRole('region', { name: labels.message })).not.toBeInTheDocument();
  },
};

/** Tab from the last field reaches Discard, then Save; Save submits once the form is valid, and the bar goes. */
export const SaveWithKeyboard: Story = {
  args: { fieldCount: 3, onSubmit: fn<Submit>(async () => undefined) },
  play: async ({ args, canvas, userEvent }) => {
    const last = canvas.getByRole('textbox', { name: fields[2] });
    await userEvent.type(last, ' 2');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.discard })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: labels.save });
    await expect(save).toHaveFocus();
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...initialValues, [toName(2)]: `${fields[2]} 2` }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: labels.message })).not.toBeInTheDocument(),
    );
  },
};

/** A required field left empty: Save stays disabled, and the field says why. */
export const InvalidKeepsSaveDisabled: Story = {
  args: { fieldCount: 3 },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: fields[0] });
    await userEvent.clear(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // Save follows validity once the form's save delay (1000 ms) has passed since the last change.
    await waitFor(() => expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled());
  },
};
