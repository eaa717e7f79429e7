import type { FormEvent } from 'react';
import { useState } from 'react';

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
  onSubmit: (event: FormEvent) => void;
}

/**
 * The submission the sign-in and password reset forms share: the first submit reveals the required-field
 * messages, an invalid form sends nothing, a refusal becomes the form's message (or the request-error toast) and
 * leaves what was typed, and the button stays busy while the request runs.
 */
export function useAuthSubmit(isValid: boolean, send: () => Promise<unknown>): AuthSubmit {
  const toFailure = useAuthFailure();
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isValid) return;
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
