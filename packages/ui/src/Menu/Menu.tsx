import type { Ref } from 'react';
import type { Key } from 'react-aria-components';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import type { IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { overlaySurface } from '../private/overlay.css';
import { menu, menuItem } from './Menu.css';

/** One action of a menu. */
export interface MenuAction {
  /** Passed to `onAction`. */
  id: string;
  /** The visible, translated text. */
  label: string;
  /** The item cannot be chosen (`data-disabled`). */
  isDisabled?: boolean;
  /**
   * `critical` for destructive actions (`data-tone="critical"`).
   * @default 'neutral'
   */
  tone?: 'neutral' | 'critical';
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The actions, in order. */
  items: MenuAction[];
  /** Runs with the chosen action's `id`. */
  onAction: (id: string) => void;
  /** The trigger button's accessible name (e.g. "Row actions"). */
  triggerLabel: string;
  /**
   * The trigger button's glyph.
   * @default 'more'
   */
  triggerIcon?: IconName;
  /** Opens the menu initially (stories, visual tests). */
  defaultOpen?: boolean;
  /** Controls whether the menu is open (with `onOpenChange`). */
  isOpen?: boolean;
  /** Runs when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Forwarded to the trigger `<button>`. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens a list of actions. Arrow keys move, Enter/Space choose, typing jumps to an item, Escape
 * closes and returns focus to the trigger.
 *
 * **When to use:** A list of actions behind one icon button: a row's actions, the shell's account menu, a
 * menu item's further actions. Destructive items take `tone: 'critical'`.
 *
 * **When not to use:** Choosing a value for a field is a `Select`; one or two actions are {@link Button}s in
 * view; a screen's secondary actions go to {@link Page}'s `secondaryActions`, which folds them into a menu
 * itself.
 */
export function Menu({
  items,
  onAction,
  triggerLabel,
  triggerIcon = 'more',
  defaultOpen,
  isOpen,
  onOpenChange,
  triggerRef,
}: MenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen} isOpen={isOpen} onOpenChange={onOpenChange}>
      <IconButton ref={triggerRef} icon={triggerIcon} label={triggerLabel} variant="secondary" />
      <Popover placement="bottom end" offset={4} className={overlaySurface}>
        <AriaMenu items={items} onAction={(key: Key) => onAction(String(key))} className={menu}>
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
    </MenuTrigger>
  );
}
