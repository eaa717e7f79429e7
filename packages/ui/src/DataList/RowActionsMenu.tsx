import { useRef, useState } from 'react';

import { Icon } from '../Icon/Icon';
import { iconButton } from '../IconButton/IconButton.css';
import type { MenuAction } from '../Menu/Menu';
import { Menu } from '../Menu/Menu';
import { useFirstUse } from '../private/useFirstUse';
import { idleMenuTrigger } from './DataList.css';

/** Props of {@link RowActionsMenu}. */
interface RowActionsMenuProps {
  /** The row's actions; asked for only when the menu is first opened. */
  getItems: () => MenuAction[];
  onAction: (actionId: string) => void;
  label: string;
}

/**
 * A row's actions menu that costs a plain button until it is first used: a list of 100 rows would otherwise
 * mount 100 menu triggers with their overlay state. The first press swaps in the kit's Menu on the same spot,
 * moves focus to its trigger (so closing the menu returns focus there) and opens it; from then on it is the
 * kit's Menu.
 */
export function RowActionsMenu({ getItems, onAction, label }: RowActionsMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The Menu is cheap until it opens (its list loads then), so it comes in at once, with nothing to load first.
  const { isSwapped, swapIn } = useFirstUse({
    trigger: () => trigger.current,
    afterSwap: () => setOpen(true),
  });

  if (!isSwapped) {
    // A native button drawn as the kit's IconButton: the same look at a fraction of the cost of 100 RAC buttons.
    return (
      <button
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={`${iconButton({ variant: 'secondary' })} ${idleMenuTrigger}`}
        onClick={swapIn}
      >
        <Icon name="more" size="md" />
      </button>
    );
  }
  return (
    <Menu
      items={getItems()}
      onAction={onAction}
      triggerLabel={label}
      isOpen={isOpen}
      onOpenChange={setOpen}
      triggerRef={trigger}
    />
  );
}
