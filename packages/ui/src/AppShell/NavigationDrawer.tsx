import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

import { drawer, drawerDialog, drawerOverlay } from './AppShell.css';

/** Props of {@link NavigationDrawer}. */
export interface NavigationDrawerProps {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The name of the drawer and of its navigation landmark. */
  label: string;
  navigation: ReactNode;
}

/**
 * The code of {@link AppShell}'s drawer below 992 px, loaded when it first opens (`private/lazyParts.tsx`): a
 * dismissable modal that traps focus and returns it to the menu button.
 */
export function NavigationDrawer({ id, isOpen, onOpenChange, label, navigation }: NavigationDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={drawerOverlay}>
      <Modal className={drawer}>
        <Dialog id={id} aria-label={label} className={drawerDialog}>
          <nav aria-label={label}>{navigation}</nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
