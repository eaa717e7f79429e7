import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

import { dialog, dialogFooter, dialogTitle, modal, overlay } from './Dialog.css';

/** Modal widths; `lg` is the spec's maximum of 800 px. */
export const modalSizes = ['sm', 'md', 'lg'] as const;

/** Props of {@link Modal}. */
export interface ModalProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * Width; never wider than 800 px.
   * @default 'md'
   */
  size?: (typeof modalSizes)[number];
  /**
   * Close on a click outside. Escape always closes unless `isKeyboardDismissDisabled`.
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Ignore Escape (for dialogs that must be answered).
   * @default false
   */
  isKeyboardDismissDisabled?: boolean;
  /** The content: a {@link Dialog}. */
  children: ReactNode;
}

/**
 * The overlay: dims the page, traps focus, locks scroll and returns focus to the trigger on close. State:
 * `data-entering`, `data-exiting` on the overlay.
 *
 * **When to use:** A task that needs the user's full attention before going on, with its own content and
 * actions: an order's refund, cost codes or reorder, a translation edit, the shortcut help. Put a `Dialog`
 * (title, body, footer) inside.
 *
 * **When not to use:** A yes/no question is a {@link ConfirmDialog} (or {@link StrongConfirmDialog}); extra
 * details or a small form tied to one button that should not block the page are a {@link Popover}; a hint on
 * hover or focus is a {@link Tooltip}; a whole editing task with its own address is a screen.
 */
export function Modal({ size, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlay}>
      <AriaModal className={modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The body. */
  children?: ReactNode;
  /** The actions row (Buttons), right-aligned. */
  footer?: ReactNode;
  /**
   * `alertdialog` for questions that interrupt (confirmations).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/** The content of a Modal (or Popover): a titled dialog with an optional actions row. */
export function Dialog({ title, children, footer, role = 'dialog' }: DialogProps) {
  return (
    <AriaDialog role={role} className={dialog}>
      <Heading slot="title" className={dialogTitle}>
        {title}
      </Heading>
      {children}
      {footer ? <div className={dialogFooter}>{footer}</div> : null}
    </AriaDialog>
  );
}
