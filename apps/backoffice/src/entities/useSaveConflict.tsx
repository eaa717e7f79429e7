import { PreconditionFailedError } from '@backoffice/api';
import type { MergeConflictField } from '@backoffice/domain';
import { isSameValue, mergeConflict } from '@backoffice/domain';
import { ConflictNotice } from '@backoffice/ui';
import type { FormApi } from 'final-form';
import { getIn } from 'final-form';
import type { MutableRefObject } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';

import { useI18n } from '../i18n/I18nProvider';

/** Options of {@link useSaveConflict}. */
export interface SaveConflictOptions<T, V> {
  /** The form values of an entity (the screen's own `toValues`). */
  toValues: (entity: T) => V;
  /**
   * Receives the entity as the platform holds it now (carrying its new version): the screen makes it the entity
   * the form is based on, so the next save names the new version.
   */
  onCurrent: (entity: T) => void;
  /** The label of a field path; by default the label of the form's control of that name. */
  labelOf?: (path: string) => string | undefined;
}

interface ConflictState {
  /** The server's values of the entity. */
  theirs: unknown;
  /** The fields still to choose a value for. */
  conflicts: MergeConflictField[];
  /** Counts the 412s, so a second conflict shows a fresh notice (and moves focus to it again). */
  round: number;
}

/**
 * What an entity form does when its save is refused because the entity changed since it was loaded (412, issue
 * #19 item 5). The screen passes its form errors to `accept` first, and renders `notice` inside its <Form>. On a
 * conflict the form keeps what the user typed, takes in the fields changed only on the server (domain
 * `mergeConflict`, base = the values the form loaded), becomes based on the current entity (so saving again
 * sends its new version), and the notice lists the fields changed on both sides, each with "use the saved value"
 * and "keep yours", plus "discard my changes and reload". The notice goes after the next successful save.
 * @example
 * const conflict = useSaveConflict({ toValues, onCurrent: setSaved });
 * <Form onFormError={(_m, error) => { if (error !== undefined && !conflict.accept(error)) onError(error, 'save'); }}>
 *   {conflict.notice}
 * </Form>
 */
export function useSaveConflict<T, V extends object>(options: SaveConflictOptions<T, V>) {
  const formRef = useRef<FormApi<V> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<ConflictState | null>(null);

  const accept = useCallback((error: unknown): boolean => {
    const form = formRef.current;
    if (!(error instanceof PreconditionFailedError) || !form) return false;
    const current = error.current as T;
    const theirs = latest.current.toValues(current);
    const { initialValues, values } = form.getState();
    const { merged, conflicts } = mergeConflict<unknown>(initialValues, values, theirs, {
      units: form.getRegisteredFields(),
    });
    latest.current.onCurrent(current);
    // The saved values become the pristine state, the merged ones what the form shows: the user's changes (and
    // the fields to choose) stay dirty.
    resetTo(form, theirs as V, merged as V);
    setState((previous) => ({ theirs, conflicts, round: (previous?.round ?? 0) + 1 }));
    return true;
  }, []);

  const notice = (
    <SaveConflictHost
      formRef={formRef}
      state={state}
      onChange={setState}
      labelOf={(path) => latest.current.labelOf?.(path)}
    />
  );
  return { accept, notice };
}

/** Makes `pristine` the form's initial values and `shown` its values. */
function resetTo<V extends object>(form: FormApi<V>, pristine: V, shown: V): void {
  form.batch(() => {
    form.setConfig('keepDirtyOnReinitialize', false);
    form.initialize(pristine);
    for (const name of form.getRegisteredFields()) {
      const value: unknown = getIn(shown, name);
      if (!isSameValue(value, getIn(pristine, name))) form.change(name as keyof V, value as V[keyof V]);
    }
    form.setConfig('keepDirtyOnReinitialize', true);
  });
}

/** Inside the <Form>: hands its API to the hook and shows the notice while there is a conflict. */
function SaveConflictHost<V extends object>({
  formRef,
  state,
  onChange,
  labelOf,
}: {
  formRef: MutableRefObject<FormApi<V> | null>;
  state: ConflictState | null;
  onChange: (state: ConflictState | null) => void;
  labelOf: (path: string) => string | undefined;
}) {
  const form = useForm<V>();
  useEffect(() => {
    formRef.current = form;
    return () => {
      formRef.current = null;
    };
  }, [form, formRef]);
  const { submitSucceeded } = useFormState({ subscription: { submitSucceeded: true } });
  // Saved (with the new version): the conflict is over.
  useEffect(() => {
    if (submitSucceeded && state) onChange(null);
  }, [submitSucceeded, state, onChange]);
  if (!state) return null;
  return (
    <SaveConflictNotice key={state.round} form={form} state={state} onChange={onChange} labelOf={labelOf} />
  );
}

function SaveConflictNotice<V extends object>({
  form,
  state,
  onChange,
  labelOf,
}: {
  form: FormApi<V>;
  state: ConflictState;
  onChange: (state: ConflictState | null) => void;
  labelOf: (path: string) => string | undefined;
}) {
  const { LL } = useI18n();
  const T = LL.saveConflict;
  const show = useCallback(
    (value: unknown): string => {
      if (value === undefined || value === null || value === '') return T.empty();
      if (typeof value === 'boolean') return value ? T.yes() : T.no();
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
        return value.length === 0 ? T.empty() : value.join(', ');
      return JSON.stringify(value);
    },
    [T],
  );
  const conflicts = useMemo(
    () =>
      state.conflicts.map((conflict) => ({
        id: conflict.path,
        label: labelOf(conflict.path) ?? labelOfControl(conflict.path) ?? conflict.path,
        mine: show(conflict.mine),
        theirs: show(conflict.theirs),
      })),
    [state.conflicts, labelOf, show],
  );
  const choose = (path: string, choice: 'mine' | 'theirs') => {
    const conflict = state.conflicts.find((candidate) => candidate.path === path);
    if (conflict && choice === 'theirs') form.change(path as keyof V, conflict.theirs as V[keyof V]);
    onChange({ ...state, conflicts: state.conflicts.filter((candidate) => candidate.path !== path) });
  };
  const reload = () => {
    resetTo(form, state.theirs as V, state.theirs as V);
    onChange(null);
  };
  return (
    <ConflictNotice
      title={T.title()}
      message={state.conflicts.length > 0 ? T.choose({ count: state.conflicts.length }) : T.merged()}
      conflicts={conflicts}
      onChoose={choose}
      onReload={reload}
      labels={{
        mine: T.mine(),
        theirs: T.theirs(),
        keepMine: T.keepMine(),
        useTheirs: T.useTheirs(),
        reload: T.reload(),
      }}
    />
  );
}

/** The visible label of the form control named `path`, if the page has one. */
function labelOfControl(path: string): string | undefined {
  const control = document.getElementsByName(path)[0];
  if (!control) return undefined;
  const labelledBy = control.getAttribute('aria-labelledby');
  const byId = labelledBy
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  const text =
    byId ||
    control.getAttribute('aria-label') ||
    ('labels' in control ? (control as HTMLInputElement).labels?.[0]?.textContent : undefined);
  return text ? text.trim() : undefined;
}
