import type { RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { Menu as AriaMenu, MenuItem, Popover } from 'react-aria-components';

import { overlaySurface } from '../private/overlay.css';
import type { MenuAction } from './Menu';
import { menu, menuItem } from './Menu.css';

/** Props of {@link MenuPopover}. */
export interface MenuPopoverProps {
  /** The menu's id, which the trigger's `aria-controls` names. */
  id: string;
  /** The trigger's id: the menu's accessible name. */
  triggerId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  items: MenuAction[];
  onAction: (id: string) => void;
  /** Closes the menu (after a choice, on Escape, on a press outside). */
  onClose: () => void;
  /** What takes focus on opening: the menu itself (`true`), its first item, or its last after ArrowUp. */
  focusStrategy: true | 'first' | 'last';
}

/**
 * The code of {@link Menu}'s open list, loaded when a menu first opens (`private/lazyParts.tsx`): React Aria's
 * popover (placement, focus scope, dismissal) around its menu (arrow keys, typeahead, Enter/Space).
 */
export function MenuPopover({
  id,
  triggerId,
  triggerRef,
  items,
  onAction,
  onClose,
  focusStrategy,
}: MenuPopoverProps) {
  return (
    <Popover
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      // Named by its button, as MenuTrigger names it: React Aria gives a modal popover the dialog role.
      aria-labelledby={triggerId}
      placement="bottom end"
      offset={4}
      className={overlaySurface}
    >
      <AriaMenu
        id={id}
        aria-labelledby={triggerId}
        // The menu button pattern (WAI-ARIA): a menu opened from its button puts focus on its first item, or on
        // its last after ArrowUp; MenuTrigger did the same before the menu loaded on first use.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusStrategy}
        items={items}
        onAction={(key: Key) => onAction(String(key))}
        onClose={onClose}
        className={menu}
      >
        {(action) => (
          <MenuItem
            id={action.id}
            isDisabled={action.isDisabled}
            data-tone={action.tone ?? 'neutral'}
            className={menuItem}
          >
            {action.label}
          </MenuItem>
        )}
      </AriaMenu>
    </Popover>
  );
}
