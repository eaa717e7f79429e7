/**
 * The live screen's keyboard shortcuts (issue #18, "Keyboard-first live screen"): which key does what, and when a
 * key press is a shortcut at all. Pure: the screen's `useLiveShortcuts` reads the DOM and asks here.
 */

/** What a shortcut does on the live screen. */
export const liveShortcutActions = [
  'approve',
  'increaseTime',
  'decreaseTime',
  'confirmPreparation',
  'printReceipt',
  'cancel',
  'tabActive',
  'tabOpen',
  'tabHistory',
  'previousTab',
  'nextTab',
  'help',
] as const;

/** One live-screen shortcut action. */
export type LiveShortcutAction = (typeof liveShortcutActions)[number];

/**
 * The keys of each action, as `KeyboardEvent.key` gives them (letters in lower case; Shift and Caps Lock are
 * ignored for letters). The first key is the one the help dialog shows. +/− step the preparation time by the
 * domain's 5 minutes, never below its 10 (`approveTimeStep`); '=' is + without Shift on most layouts.
 */
export const liveKeymap: Readonly<Record<LiveShortcutAction, readonly string[]>> = {
  approve: ['a'],
  increaseTime: ['+', '='],
  decreaseTime: ['-'],
  confirmPreparation: ['c'],
  printReceipt: ['p'],
  cancel: ['x'],
  tabActive: ['1'],
  tabOpen: ['2'],
  tabHistory: ['3'],
  previousTab: ['['],
  nextTab: [']'],
  help: ['?'],
};

/**
 * The key that reopens the minimised incoming-order carousel; the carousel's bar owns it (it works on every
 * screen), the help dialog lists it.
 */
export const REOPEN_INCOMING_KEY = 'i';

/** The parts of a key press the keymap looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where the key press happened. */
export interface KeyPressContext {
  /** The press went to a field (input, textarea, select, contenteditable, a textbox). */
  isTyping: boolean;
  /** A modal dialog is open (the help dialog, the cancel dialog, the incoming-order carousel, ...). */
  isDialogOpen: boolean;
}

const byKey = new Map<string, LiveShortcutAction>(
  liveShortcutActions.flatMap((action) => liveKeymap[action].map((key) => [key, action] as const)),
);

/**
 * The action of a key press on the live screen, or null. A shortcut never fires while typing in a field, nor with
 * Ctrl, Meta or Alt held (those belong to the browser and the system), nor while a modal dialog is open: the
 * dialog's own keys (Enter on its buttons, Escape) belong to it.
 *
 * @example liveShortcutFor({ key: 'A', ctrlKey: false, metaKey: false, altKey: false }, { isTyping: false, isDialogOpen: false }) // 'approve'
 * @example liveShortcutFor({ key: 'a', ctrlKey: true, metaKey: false, altKey: false }, { isTyping: false, isDialogOpen: false }) // null
 */
export function liveShortcutFor(press: KeyPress, context: KeyPressContext): LiveShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (context.isTyping || context.isDialogOpen) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return byKey.get(key) ?? null;
}

/** The tabs in their order on screen, for [ and ]. */
export const liveTabs = ['active', 'open', 'history'] as const;

/** One live-screen tab. */
export type LiveTab = (typeof liveTabs)[number];

/**
 * The tab a tab action goes to from `current` (1/2/3 name a tab; [ and ] step and wrap around), or null for other
 * actions.
 *
 * @example tabFor('nextTab', 'history') // 'active'
 */
export function tabFor(action: LiveShortcutAction, current: LiveTab): LiveTab | null {
  if (action === 'tabActive') return 'active';
  if (action === 'tabOpen') return 'open';
  if (action === 'tabHistory') return 'history';
  if (action !== 'previousTab' && action !== 'nextTab') return null;
  const step = action === 'nextTab' ? 1 : -1;
  const index = liveTabs.indexOf(current);
  return liveTabs[(index + step + liveTabs.length) % liveTabs.length] ?? null;
}

/** Whether a key press went to a field where the user types (so no shortcut may take it). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"]',
    ) !== null
  );
}
