import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';

import { dialogPart, partComponent } from '../private/lazyParts';
import { useOpenedOnce } from './useOpenedOnce';

const ModalFrame = /* @__PURE__ */ partComponent(dialogPart, (parts) => parts.ModalFrame);
const DialogFrame = /* @__PURE__ */ partComponent(dialogPart, (parts) => parts.DialogFrame);

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
 *
 * Its code (and React Aria's overlays) loads when it first opens: a closed `isOpen={false}` modal renders
 * nothing and costs nothing; once opened it stays mounted, so that it can animate out.
 */
export function Modal(props: ModalProps) {
  // Uncontrolled (in a DialogTrigger, or with `defaultOpen`), it renders to learn from React Aria if it is open.
  const isUsed = useOpenedOnce(props.isOpen ?? true);
  if (!isUsed) return null;
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
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
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}
