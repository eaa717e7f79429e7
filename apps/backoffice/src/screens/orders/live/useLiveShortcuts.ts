import { useEffect, useRef } from 'react';

import type { LiveShortcutAction } from './liveKeymap';
import { isTypingTarget, liveShortcutFor } from './liveKeymap';

/**
 * Whether a dialog is open anywhere in the page (the incoming-order carousel, the cancel dialog, the help, the
 * notification prompt, a popover): the live screen's shortcuts then stay quiet, the keys belong to the dialog.
 */
const isDialogOpen = (): boolean =>
  [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(
    // A toast is an alertdialog too, but not modal and inside the notifications region: it takes no keys.
    (dialog) => dialog.getAttribute('aria-modal') !== 'false' && dialog.closest('[role="region"]') === null,
  );

/**
 * Runs `onShortcut` for the live screen's shortcuts (`liveShortcutFor`: not while typing, not with Ctrl / Meta /
 * Alt, not while a dialog is open), pressed anywhere in the page while the screen is shown. A press another
 * handler took already (`defaultPrevented`, e.g. the carousel bar's I) is left alone; a press that ran a shortcut
 * is taken (`preventDefault`), so that + does not also reach the page.
 */
export function useLiveShortcuts(onShortcut: (action: LiveShortcutAction) => boolean): void {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = liveShortcutFor(event, {
        isTyping: isTypingTarget(event.target),
        isDialogOpen: isDialogOpen(),
      });
      if (action !== null && handler.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
