import type { FormApi } from 'final-form';
import type { ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';

import { Button } from '../Button/Button';
import { SaveButton } from '../Form/SaveButton';
import { Icon } from '../Icon/Icon';
import * as styles from './SaveBar.css';

/** Texts of {@link SaveBar} and {@link FormSaveBar}. */
export interface SaveBarLabels {
  /** What the bar says, also its name as a region ("Unsaved changes"). */
  message: string;
  /** The save button ("Save"). */
  save: string;
  /** The discard button ("Discard"). */
  discard: string;
}

/** Props of {@link SaveBar}. */
export interface SaveBarProps {
  /** There are unsaved changes: the bar shows only then. */
  isDirty: boolean;
  /** Texts. */
  labels: SaveBarLabels;
  /** Runs on Save. */
  onSave: () => void;
  /** Runs on Discard: the app puts the saved values back. */
  onDiscard: () => void;
  /** Save cannot be pressed now (the form is invalid); `data-disabled` on the button. */
  isSaveDisabled?: boolean;
  /** Saving is under way: the save button spins and is announced busy; Discard waits. */
  isSaving?: boolean;
}

/**
 * The bar that holds Save and Discard while there are unsaved changes. It stays in view at the bottom of the
 * window (sticky) and rests at the end of the content it follows, so it reserves its own room: nothing stays
 * hidden behind it, and focus scrolls clear of it. It is a `region` named by its message, reached by Tab
 * after the last field. Hidden while nothing has changed.
 *
 * **When to use:** Save and Discard for a page that tracks its own unsaved changes outside a kit <Form>.
 *
 * **When not to use:** Inside a kit <Form> use `FormSaveBar`, which follows the form's dirty, valid and
 * submitting state; a dialog's actions go in its footer.
 */
export function SaveBar({ isDirty, labels, onSave, onDiscard, isSaveDisabled, isSaving }: SaveBarProps) {
  return (
    <SaveBarFrame message={labels.message} isVisible={isDirty || isSaving === true}>
      <Button variant="secondary" onPress={onDiscard} isDisabled={isSaving}>
        {labels.discard}
      </Button>
      <Button onPress={onSave} isDisabled={isSaveDisabled} isPending={isSaving}>
        {labels.save}
      </Button>
    </SaveBarFrame>
  );
}

/** Props of {@link FormSaveBar}. */
export interface FormSaveBarProps {
  /** Texts. */
  labels: SaveBarLabels;
  /** Disables Save beyond the form's own rules (e.g. no permission). */
  isSaveDisabled?: boolean;
}

/**
 * A {@link SaveBar} bound to the enclosing kit `<Form>`: shown while the form is dirty, its Save is the form's
 * `SaveButton` (submits; disabled until valid, pending while submitting) and Discard puts the initial values
 * back. After a successful save the form is pristine again and the bar goes.
 *
 * **When to use:** FormSaveBar is the Save and Discard bar at the end of a long kit <Form> (the entity
 * forms), shown while the form has unsaved changes.
 *
 * **When not to use:** A short form in a dialog puts `SaveButton` in the dialog's footer; a page that keeps
 * its own unsaved state outside a kit <Form> uses {@link SaveBar}.
 */
export function FormSaveBar({ labels, isSaveDisabled }: FormSaveBarProps) {
  const form = useForm();
  const { dirty, submitting } = useFormState({ subscription: { dirty: true, submitting: true } });
  return (
    <SaveBarFrame message={labels.message} isVisible={dirty === true || submitting === true}>
      <Button variant="secondary" onPress={() => discardChanges(form)} isDisabled={submitting}>
        {labels.discard}
      </Button>
      <SaveButton isDisabled={isSaveDisabled}>{labels.save}</SaveButton>
    </SaveBarFrame>
  );
}

/**
 * Puts the initial values back and forgets touched fields and server messages. The kit's Form keeps dirty
 * values when it is re-initialised (so a save does not lose what was typed meanwhile); discarding must not.
 */
function discardChanges(form: FormApi): void {
  form.batch(() => {
    form.setConfig('keepDirtyOnReinitialize', false);
    form.restart();
    form.setConfig('keepDirtyOnReinitialize', true);
  });
}

interface SaveBarFrameProps {
  message: string;
  isVisible: boolean;
  children: ReactNode;
}

/**
 * The bar itself. It stays mounted while hidden: React Aria's announcement of a finished save names the Save
 * button, which must outlive the bar's hiding.
 */
function SaveBarFrame({ message, isVisible, children }: SaveBarFrameProps) {
  return (
    <div className={styles.saveBar} role="region" aria-label={message} hidden={!isVisible}>
      <span className={styles.message}>
        <Icon name="info" size="sm" />
        {message}
      </span>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
