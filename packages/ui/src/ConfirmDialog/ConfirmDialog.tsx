import type { ReactNode } from 'react';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';

import { Button } from '../Button/Button';
import { Dialog, Modal } from '../Dialog/Dialog';
import { field, fieldLabel, input, message as messageStyle } from './ConfirmDialog.css';

/** Props shared by the confirmation dialogs. */
export interface ConfirmDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The question, also the dialog's name. */
  title: string;
  /** Details under the title. */
  message?: ReactNode;
  /** Button texts. */
  labels: { confirm: string; cancel: string };
  /** Runs when the user confirms. */
  onConfirm: () => void;
  /** Runs when the user cancels (button or Escape). */
  onCancel: () => void;
  /**
   * `critical` for destructive actions: the confirm button turns red.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
  /** The confirmed action is running: the confirm button shows a spinner. */
  isPending?: boolean;
}

/**
 * Asks the user to confirm an action (role `alertdialog`). Escape cancels.
 *
 * **When to use:** A yes/no question before an action that changes data: deleting an entity row or item,
 * cancelling or force-finishing a delivery job, pre-creating a canteen's delivery jobs. `tone="critical"` for
 * deletions, `isPending` while the action runs.
 *
 * **When not to use:** An irreversible action with wide effect (sending an order out, resending its e-mail, a
 * row action marked strong) is a {@link StrongConfirmDialog}; leaving a form with changes is an
 * {@link UnsavedChangesDialog}; a question that needs more input than yes or no is a {@link Modal} with a
 * `Dialog`. Reversible actions need no confirmation.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <ConfirmFrame {...props} canConfirm />;
}

/** Props of {@link StrongConfirmDialog}. */
export interface StrongConfirmDialogProps extends Omit<ConfirmDialogProps, 'labels'> {
  /** Button texts plus the label of the text field (e.g. 'Type "confirm" to continue'). */
  labels: { confirm: string; cancel: string; typeToConfirm: string };
  /**
   * The word to type; compared case-insensitively (orders-auth-routes section 5).
   * @default 'confirm'
   */
  confirmWord?: string;
}

/**
 * A confirmation for irreversible actions: the confirm button is enabled only once the user types the word.
 *
 * **When to use:** Before an irreversible action with wide effect, where a slip of the mouse must not be
 * enough: the order page's send out, clear warnings, resend e-mail and proof of delivery, and entity row
 * actions declared `confirm: 'strong'`.
 *
 * **When not to use:** A plain deletion or a reversible change is a {@link ConfirmDialog}; asking for the
 * word on every small action only teaches users to type it without reading.
 */
export function StrongConfirmDialog({ labels, confirmWord = 'confirm', ...props }: StrongConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === confirmWord.toLowerCase();
  const close = (run: () => void) => () => {
    setTyped('');
    run();
  };
  return (
    <ConfirmFrame
      {...props}
      labels={labels}
      canConfirm={matches}
      onConfirm={close(props.onConfirm)}
      onCancel={close(props.onCancel)}
    >
      <TextField value={typed} onChange={setTyped} className={field}>
        <Label className={fieldLabel}>{labels.typeToConfirm}</Label>
        <Input className={input} autoComplete="off" />
      </TextField>
    </ConfirmFrame>
  );
}

/** Props of {@link UnsavedChangesDialog}. */
export interface UnsavedChangesDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The question (the app's `unsaved_sure` text). */
  title: string;
  /** Details under the title. */
  message?: ReactNode;
  /** Button texts. */
  labels: { stay: string; leave: string };
  /** Keep editing (also Escape). */
  onStay: () => void;
  /** Discard the changes and go on. */
  onLeave: () => void;
}

/**
 * Asked when the user leaves a form with unsaved changes: stay or leave.
 *
 * **When to use:** When the user leaves a form with unsaved changes (the app's leave guard shows it on
 * navigation): stay or leave.
 *
 * **When not to use:** Any other confirmation is a {@link ConfirmDialog}. Leaving with changes must not be
 * guarded by a browser `confirm()` or a {@link Toast} that the user can miss.
 */
export function UnsavedChangesDialog({ labels, onStay, onLeave, ...props }: UnsavedChangesDialogProps) {
  return (
    <ConfirmFrame
      {...props}
      tone="critical"
      labels={{ confirm: labels.leave, cancel: labels.stay }}
      onConfirm={onLeave}
      onCancel={onStay}
      canConfirm
    />
  );
}

interface ConfirmFrameProps extends ConfirmDialogProps {
  canConfirm: boolean;
  children?: ReactNode;
}

function ConfirmFrame({
  isOpen,
  title,
  message,
  labels,
  onConfirm,
  onCancel,
  tone = 'neutral',
  isPending,
  canConfirm,
  children,
}: ConfirmFrameProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm">
      <Dialog
        role="alertdialog"
        title={title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {labels.cancel}
            </Button>
            <Button tone={tone} onPress={onConfirm} isDisabled={!canConfirm} isPending={isPending}>
              {labels.confirm}
            </Button>
          </>
        }
      >
        {message ? <div className={messageStyle}>{message}</div> : null}
        {children}
      </Dialog>
    </Modal>
  );
}
