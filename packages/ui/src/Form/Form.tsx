import type { FormApi, SubmissionErrors } from 'final-form';
import { FORM_ERROR, getIn, setIn } from 'final-form';
import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';

import { form as formClass } from './Form.css';
import type { FormKitContextValue } from './formContext';
import { FormKitContext } from './formContext';
import { isEqualValue } from './isEqualValue';
import { toSubmitErrors } from './toSubmitErrors';
import type { FormMessages, SubmitOutcome } from './types';

/** Props of {@link Form}. */
export interface FormProps<V extends object> {
  /** The values the form starts from. A new object with the same content does not reset the form. */
  initialValues: V;
  /**
   * Saves the values. Resolve nothing on success, or `{ violations }` when the server refused them (each
   * violation lands on the field its propertyPath names, the rest go to onFormError). A thrown error is a form
   * error. The typed values are kept whatever happens.
   */
  onSubmit: (values: V) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Form-level rules on top of field rules: return { fieldName: message } (nested names dotted). */
  validate?: (values: V) => Record<string, string | undefined>;
  /** Texts of the kit's validators. */
  messages: FormMessages;
  /**
   * ms between the last change and field messages showing. Cost code dialog: 500.
   * @default 300
   */
  validationDelay?: number;
  /**
   * ms between the last change and the Save button following validity ("generic form save").
   * @default 1000
   */
  saveDelay?: number;
  /**
   * Violations whose propertyPath names no registered field (their messages), and non-violation failures
   * (no message; the thrown value as second argument): the app shows the form-error toast.
   */
  onFormError?: (messages: string[], error?: unknown) => void;
  /** Dirty state changes (the app guards leaving with the unsaved-changes dialog). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Accessible name of the <form>. */
  'aria-label'?: string;
  /** Fields and the SaveButton, in any layout. */
  children: ReactNode;
}

/**
 * A form on react-final-form. Fields connect with `useFormField` (or are the kit's `XField`s); `SaveButton`
 * follows the form's validity `saveDelay` after the last change. Server violations land on their fields, a
 * failed submit focuses the first invalid field, and a successful one makes the saved values the new pristine
 * state (values typed meanwhile stay, and stay dirty).
 *
 * **When to use:** Any screen or dialog that edits values and saves them: entity forms, the invoice form, the
 * order dialogs. It brings the validation delay, Save that follows validity, server violations on their
 * fields and focus on the first invalid field.
 *
 * **When not to use:** A single control that acts at once (a search box, a filter, the notification switch)
 * needs no form; a yes/no question is a {@link ConfirmDialog}.
 */
export function Form<V extends object>({
  initialValues,
  onSubmit,
  validate,
  messages,
  validationDelay = 300,
  saveDelay = 1000,
  onFormError,
  onDirtyChange,
  'aria-label': ariaLabel,
  children,
}: FormProps<V>) {
  const latest = useRef({ onSubmit, validate, onFormError, onDirtyChange });
  useEffect(() => {
    latest.current = { onSubmit, validate, onFormError, onDirtyChange };
  });

  const submit = useCallback(async (values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> => {
    let outcome: SubmitOutcome;
    try {
      outcome = await latest.current.onSubmit(values);
    } catch (error: unknown) {
      latest.current.onFormError?.([], error);
      return { [FORM_ERROR]: true };
    }
    if (!outcome) {
      markSaved(form, values);
      return undefined;
    }
    const { errors, unmatched } = toSubmitErrors(outcome.violations, form.getRegisteredFields());
    if (unmatched.length > 0 || Object.keys(errors).length === 0) {
      latest.current.onFormError?.(unmatched);
      return { ...errors, [FORM_ERROR]: unmatched.length > 0 ? unmatched : true };
    }
    return errors;
  }, []);

  const validateForm = useCallback((values: V): object => {
    const found = latest.current.validate?.(values) ?? {};
    let errors: object = {};
    for (const [name, message] of Object.entries(found)) {
      if (message !== undefined) errors = setIn(errors, name, message);
    }
    return errors;
  }, []);

  return (
    <FinalForm<V>
      onSubmit={submit}
      initialValues={initialValues}
      initialValuesEqual={isEqualValue}
      keepDirtyOnReinitialize
      validate={validateForm}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <FormBody
          form={form}
          handleSubmit={handleSubmit}
          messages={messages}
          validationDelay={validationDelay}
          saveDelay={saveDelay}
          onDirtyChange={(dirty) => latest.current.onDirtyChange?.(dirty)}
          aria-label={ariaLabel}
        >
          {children}
        </FormBody>
      )}
    />
  );
}

interface FormBodyProps<V extends object> {
  form: FormApi<V>;
  handleSubmit: (event?: FormEvent) => Promise<unknown> | undefined;
  messages: FormMessages;
  validationDelay: number;
  saveDelay: number;
  onDirtyChange: (dirty: boolean) => void;
  'aria-label'?: string;
  children: ReactNode;
}

/** The <form> element and the kit's timing: when Save follows validity and when every message shows. */
function FormBody<V extends object>({
  form,
  handleSubmit,
  messages,
  validationDelay,
  saveDelay,
  onDirtyChange,
  'aria-label': ariaLabel,
  children,
}: FormBodyProps<V>) {
  const [canSave, setCanSave] = useState(false);
  const [revealAll, setRevealAll] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const element = useRef<HTMLFormElement>(null);
  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastValues: V | undefined;
    let lastDirty = false;
    const unsubscribe = form.subscribe(
      (state) => {
        setIsSubmitting(state.submitting === true);
        const dirty = state.dirty === true;
        if (dirty !== lastDirty) {
          lastDirty = dirty;
          dirtyListener.current(dirty);
        }
        const changed = lastValues !== undefined && !isEqualValue(state.values, lastValues);
        lastValues = state.values;
        if (changed) {
          // The Save button follows validity only once the user has paused for saveDelay.
          clearTimeout(timer);
          timer = setTimeout(() => {
            timer = undefined;
            setCanSave(isSaveable(form));
            setRevealAll(true);
          }, saveDelay);
        } else if (timer === undefined) {
          setCanSave(isSaveable(form));
        }
      },
      { values: true, dirty: true, submitting: true, errors: true, submitErrors: true, validating: true },
    );
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [form, saveDelay]);

  useEffect(() => {
    if (failedSubmits > 0 && element.current) focusFirstInvalid(element.current);
  }, [failedSubmits]);

  const context = useMemo<FormKitContextValue>(
    () => ({ messages, validationDelay, revealAll, canSave, isSubmitting }),
    [messages, validationDelay, revealAll, canSave, isSubmitting],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void Promise.resolve(handleSubmit(event)).then(() => {
      if (form.getState().submitFailed) setFailedSubmits((count) => count + 1);
    });
  };

  return (
    <FormKitContext.Provider value={context}>
      <form ref={element} className={formClass} noValidate aria-label={ariaLabel} onSubmit={onSubmit}>
        {children}
      </form>
    </FormKitContext.Provider>
  );
}

/** Valid, and no server violation still stands on a field the user has not changed since. */
function isSaveable<V extends object>(form: FormApi<V>): boolean {
  const state = form.getState();
  if (state.hasValidationErrors || state.validating) return false;
  // Field states (getFieldState) lag behind form listeners, so read the form state itself.
  const { submitErrors, dirtyFieldsSinceLastSubmit } = state;
  if (!submitErrors) return true;
  return form
    .getRegisteredFields()
    .every((name) => getIn(submitErrors, name) === undefined || dirtyFieldsSinceLastSubmit?.[name] === true);
}

/**
 * After a successful save the submitted values become the pristine state (so leaving is not guarded), while
 * whatever was typed during the save stays in the fields, and stays dirty.
 */
function markSaved<V extends object>(form: FormApi<V>, submitted: V): void {
  const current = form.getState().values;
  form.batch(() => {
    form.setConfig('keepDirtyOnReinitialize', false);
    form.initialize(submitted);
    for (const name of form.getRegisteredFields()) {
      const value: unknown = getIn(current, name);
      if (!isEqualValue(value, getIn(submitted, name))) form.change(name as keyof V, value as V[keyof V]);
    }
    form.setConfig('keepDirtyOnReinitialize', true);
  });
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** Focuses the first field (in document order) that shows itself invalid. */
function focusFirstInvalid(root: HTMLElement): void {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
