import type { ReactNode } from 'react';
import { useMemo } from 'react';

import { FormKitContext, useFormKit } from './formContext';

/** Props of {@link FieldValidationDelay}. */
export interface FieldValidationDelayProps {
  /** ms between a change of a field inside and its message showing, instead of the form's `validationDelay`. */
  delayMs: number;
  children: ReactNode;
}

/**
 * Gives the fields inside their own validation delay, where the spec sets one that differs from the form's (the
 * period hours validate 300 ms after input in a form that waits 1000 ms). Everything else (messages, when Save
 * may be pressed) stays the enclosing <Form>'s.
 *
 * **When to use:** Around fields whose validation delay the spec sets apart from their form's, such as the
 * period hours (300 ms in a form that waits 1000 ms).
 *
 * **When not to use:** Everywhere else: the delay of a whole form is its `validationDelay` prop.
 *
 * @example <FieldValidationDelay delayMs={300}><PeriodHoursField name="days" … /></FieldValidationDelay>
 */
export function FieldValidationDelay({ delayMs, children }: FieldValidationDelayProps) {
  const kit = useFormKit();
  const value = useMemo(() => ({ ...kit, validationDelay: delayMs }), [kit, delayMs]);
  return <FormKitContext.Provider value={value}>{children}</FormKitContext.Provider>;
}
