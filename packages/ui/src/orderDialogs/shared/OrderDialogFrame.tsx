import type { ReactNode } from 'react';

import { Button } from '../../Button/Button';
import { Dialog, Modal } from '../../Dialog/Dialog';
import type { FormProps } from '../../Form';
import { Form, SaveButton } from '../../Form';
import { body, footer } from './orderDialogs.css';

/** Button texts of an order dialog. */
export interface OrderDialogActionLabels {
  /** Closes the dialog without saving. */
  cancel: string;
  /** Submits the form; leave out for a read-only dialog. */
  save?: string;
}

/** Props of {@link OrderDialogFrame}. */
export interface OrderDialogFrameProps<V extends object> extends Omit<
  FormProps<V>,
  'aria-label' | 'children'
> {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog (Cancel, Escape). */
  onClose: () => void;
  /** The dialog's heading, also the form's name. */
  title: string;
  /** Button texts; without `save` there is no Save button. */
  actions: OrderDialogActionLabels;
  /** The fields. */
  children: ReactNode;
}

/**
 * The shell of the order dialogs: a Modal (at most 800 px wide) holding a titled Dialog with a Form, the fields
 * and the Cancel / Save row. Save follows the form's validity (the kit's SaveButton).
 */
export function OrderDialogFrame<V extends object>({
  isOpen,
  onClose,
  title,
  actions,
  children,
  ...form
}: OrderDialogFrameProps<V>) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} size="lg">
      <Dialog title={title}>
        <Form<V> {...form} aria-label={title}>
          <div className={body}>{children}</div>
          <div className={footer}>
            <Button variant="secondary" onPress={onClose}>
              {actions.cancel}
            </Button>
            {actions.save === undefined ? null : <SaveButton>{actions.save}</SaveButton>}
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}
