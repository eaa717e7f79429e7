/** The keys and button of a click. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * True for a plain primary click, which a kit link hands to the app's router (and an app's own link handles
 * itself); a modified or middle click is the browser's (a new tab or window, a download).
 * @example isPlainClick({ button: 0, metaKey: true, ctrlKey: false, shiftKey: false, altKey: false }) // false
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
