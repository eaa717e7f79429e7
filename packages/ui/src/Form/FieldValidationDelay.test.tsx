import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FieldValidationDelay } from './FieldValidationDelay';
import { formMessages, labels } from './fixtures';
import { Form } from './Form';
import { NumberField } from './NumberField';
import { SaveButton } from './SaveButton';
import { TextField } from './TextField';

const field = (name: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const wait = (ms: number): void => {
  act(() => vi.advanceTimersByTime(ms));
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FieldValidationDelay', () => {
  it('gives the fields inside their own delay, while the others keep the form’s', () => {
    render(
      <Form<{ email: string; quantity: number | null }>
        initialValues={{ email: '', quantity: null }}
        onSubmit={() => undefined}
        messages={formMessages}
        validationDelay={1000}
        aria-label={labels.form}
      >
        <TextField name="email" label={labels.email} rules={[(value) => value !== 'bad']} />
        <FieldValidationDelay delayMs={300}>
          <NumberField name="quantity" label={labels.quantity} min={1} />
        </FieldValidationDelay>
        <SaveButton>{labels.save}</SaveButton>
      </Form>,
    );
    type(labels.quantity, '0');
    type(labels.email, 'bad');
    wait(299);
    expect(field(labels.quantity).getAttribute('aria-invalid')).not.toBe('true');
    wait(1);
    expect(field(labels.quantity).getAttribute('aria-invalid')).toBe('true');
    expect(field(labels.email).getAttribute('aria-invalid')).not.toBe('true');
    wait(699);
    expect(field(labels.email).getAttribute('aria-invalid')).not.toBe('true');
    wait(1);
    expect(field(labels.email).getAttribute('aria-invalid')).toBe('true');
  });
});
