import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

import { WithAriaButtons } from '../Button/WithAriaButtons';
import type { DialogProps, ModalProps } from './Dialog';
import { dialog, dialogFooter, dialogTitle, modal, overlay } from './Dialog.css';

/** The code of {@link Modal}, loaded when a modal first opens (`private/lazyParts.tsx`). */
export function ModalFrame({ size, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlay}>
      <AriaModal className={modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}

/** The code of {@link Dialog}, loaded with the modal or popover it sits in. */
export function DialogFrame({ title, children, footer, role = 'dialog' }: DialogProps) {
  return (
    <AriaDialog role={role} className={dialog}>
      <WithAriaButtons>
        <Heading slot="title" className={dialogTitle}>
          {title}
        </Heading>
        {children}
        {footer ? <div className={dialogFooter}>{footer}</div> : null}
      </WithAriaButtons>
    </AriaDialog>
  );
}
