import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formMessages, labels, violationMessages } from './fixtures';
import { Form } from './Form';
import { NumberField } from './NumberField';
import { SaveButton } from './SaveButton';
import { TextField } from './TextField';
import type { SubmitOutcome } from './types';

interface Values {
  name: string;
  email: string;
  quantity: number | null;
}

const initialValues: Values = { name: '', email: '', quantity: null };

function renderForm(props: Partial<Parameters<typeof Form<Values>>[0]> = {}) {
  const onSubmit = vi.fn<(values: Values) => Promise<SubmitOutcome>>(async () => undefined);
  const onFormError = vi.fn();
  const onDirtyChange = vi.fn();
  render(
    <Form<Values>
      initialValues={initialValues}
      onSubmit={onSubmit}
      onFormError={onFormError}
      onDirtyChange={onDirtyChange}
      messages={formMessages}
      aria-label={labels.form}
      {...props}
    >
      <TextField name="name" label={labels.name} isRequired />
      <TextField name="email" label={labels.email} />
      <NumberField name="quantity" label={labels.quantity} min={1} />
      <SaveButton>{labels.save}</SaveButton>
    </Form>,
  );
  return { onSubmit, onFormError, onDirtyChange };
}

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: labels.save });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const wait = (ms: number): void => {
  act(() => vi.advanceTimersByTime(ms));
};
const flush = () => act(async () => vi.runOnlyPendingTimersAsync());

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFormField message timing', () => {
  it('shows a field message only once the validation delay has passed since the last change', () => {
    renderForm();
    type(labels.quantity, '0');
    wait(299);
    expect(screen.queryByText('Must be at least 1')).toBeNull();
    type(labels.quantity, '00');
    wait(299);
    expect(screen.queryByText('Must be at least 1')).toBeNull();
    wait(1);
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(field(labels.quantity).getAttribute('aria-invalid')).toBe('true');
  });

  it('follows the validationDelay prop (cost code dialog: 500 ms)', () => {
    renderForm({ validationDelay: 500 });
    type(labels.quantity, 'abc');
    wait(499);
    expect(screen.queryByText(formMessages.invalid)).toBeNull();
    wait(1);
    expect(screen.getByText(formMessages.invalid)).toBeTruthy();
  });

  it('shows the message at once when the field is left', () => {
    renderForm();
    type(labels.quantity, 'abc');
    fireEvent.blur(field(labels.quantity));
    expect(screen.getByText(formMessages.invalid)).toBeTruthy();
  });

  it('reveals every invalid field once the form settles after a change, so Save never hides why', () => {
    renderForm();
    type(labels.email, 'a@b.c');
    wait(999);
    expect(screen.queryByText(formMessages.invalid)).toBeNull();
    wait(1);
    expect(field(labels.name).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Form', () => {
  it('enables Save only the save delay after the last change that made the form valid', () => {
    renderForm();
    expect(save().hasAttribute('disabled')).toBe(true);
    type(labels.name, 'Pizza Place');
    wait(999);
    expect(save().hasAttribute('disabled')).toBe(true);
    wait(1);
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('places a violation on the field its propertyPath names, and clears it when the field changes', async () => {
    const { onSubmit, onFormError } = renderForm({
      initialValues: { name: 'Pizza Place', email: 'taken@example.com', quantity: 2 },
    });
    onSubmit.mockResolvedValueOnce({
      violations: [{ propertyPath: 'email', message: violationMessages.emailTaken }],
    });
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Pizza Place', email: 'taken@example.com', quantity: 2 });
    expect(screen.getByText(violationMessages.emailTaken)).toBeTruthy();
    expect(field(labels.email).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(labels.email));
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(onFormError).not.toHaveBeenCalled();

    type(labels.email, 'free@example.com');
    expect(screen.queryByText(violationMessages.emailTaken)).toBeNull();
    expect(field(labels.email).value).toBe('free@example.com');
  });

  it('reports unmatched violations and thrown errors through onFormError and keeps the typed values', async () => {
    const { onSubmit, onFormError } = renderForm({
      initialValues: { name: 'Pizza Place', email: '', quantity: null },
    });
    onSubmit.mockResolvedValueOnce({
      violations: [{ propertyPath: 'vatNumber', message: violationMessages.vatNumber }],
    });
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    expect(onFormError).toHaveBeenCalledWith([violationMessages.vatNumber]);

    const failure = new Error('network down');
    onSubmit.mockRejectedValueOnce(failure);
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    expect(onFormError).toHaveBeenLastCalledWith([], failure);
    expect(field(labels.name).value).toBe('Pizza Place');
  });

  it('does not submit an invalid form, shows every message and focuses the first invalid field', async () => {
    const { onSubmit } = renderForm();
    type(labels.quantity, '0');
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(labels.name).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(document.activeElement).toBe(field(labels.name));
  });

  it('reports dirty changes, and a successful save makes the saved values pristine', async () => {
    const { onSubmit, onDirtyChange } = renderForm();
    type(labels.name, 'Pizza Place');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Pizza Place', email: '', quantity: null });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(field(labels.name).value).toBe('Pizza Place');
  });

  it('keeps what is typed while a save is running, and it stays dirty', async () => {
    let finish: (outcome: SubmitOutcome) => void = () => undefined;
    const { onSubmit, onDirtyChange } = renderForm();
    onSubmit.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    type(labels.name, 'Pizza');
    fireEvent.submit(screen.getByRole('form', { name: labels.form }));
    await flush();
    type(labels.name, 'Pizza Place');
    await act(async () => finish(undefined));
    expect(field(labels.name).value).toBe('Pizza Place');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });
});
