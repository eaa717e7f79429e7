import type { Ref } from 'react';
import { Suspense, useId, useImperativeHandle, useRef, useState } from 'react';

import type { IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { menuPart, partComponent } from '../private/lazyParts';

/** Where focus goes when the menu opens (React Aria's `autoFocus`). */
type FocusStrategy = true | 'first' | 'last';

const MenuPopover = /* @__PURE__ */ partComponent(menuPart, (parts) => parts.MenuPopover);

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
  defaultOpen = false,
  isOpen,
  onOpenChange,
  triggerRef,
}: MenuProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  // As React Aria's MenuTrigger: a pointer opens the menu with focus on the menu itself, keys on its first item
  // (its last after ArrowUp).
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy>(true);
  const trigger = useRef<HTMLButtonElement>(null);
  useImperativeHandle(triggerRef, () => trigger.current as HTMLButtonElement, []);
  const triggerId = useId();
  const menuId = useId();
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The button is the kit's IconButton with the menu button pattern's attributes; the list itself (React Aria's
  // popover and menu) loads when a menu first opens (`private/lazyParts.tsx`).
  return (
    <>
      <IconButton
        id={triggerId}
        ref={trigger}
        icon={triggerIcon}
        label={triggerLabel}
        variant="secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPress={(event) => {
          setFocusStrategy(
            event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true,
          );
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') {
            event.continuePropagation();
            return;
          }
          event.preventDefault();
          setFocusStrategy(event.key === 'ArrowUp' ? 'last' : 'first');
          setOpen(true);
        }}
      />
      {open ? (
        <Suspense fallback={null}>
          <MenuPopover
            id={menuId}
            triggerId={triggerId}
            triggerRef={trigger}
            items={items}
            onAction={onAction}
            onClose={() => setOpen(false)}
            focusStrategy={focusStrategy}
          />
        </Suspense>
      ) : null}
    </>
  );
}
