import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';

import { useAuthFailure } from './useAuthFailure';

/** What a sign-in or password form needs to show about its submission. */
export interface AuthSubmit {
  /** Submitted at least once: required-field messages may show. */
  tried: boolean;
  /** Sent and not answered yet (and still so after a sign-in, until the screen leaves). */
  pending: boolean;
  /** The platform accepted it. */
  done: boolean;
  /** What the form says about a refusal (see useAuthFailure); null when nothing. */
  failure: string | null;
  /** The form's submit handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The submission the sign-in and password reset forms share: the first submit reveals the required-field
 * messages, an invalid form sends nothing, a refusal becomes the form's message (or the request-error toast) and
 * leaves what was typed, and the button stays busy while the request runs. A refused submit moves focus to the
 * first invalid field.
 */
export function useAuthSubmit(isValid: boolean, send: () => Promise<unknown>): AuthSubmit {
  const toFailure = useAuthFailure();
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The form of a refused submission: once its messages show, focus goes to its first invalid field.
  const [refusedForm, setRefusedForm] = useState<{ form: HTMLFormElement } | null>(null);
  useEffect(() => {
    refusedForm?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedForm]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    if (!isValid) {
      setRefusedForm({ form: event.currentTarget });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await send();
      setDone(true);
    } catch (error) {
      setFailure(toFailure(error));
      setPending(false);
    }
  };

  return { tried, pending, done, failure, onSubmit: (event) => void submit(event) };
}
