/** How the user last interacted with the page: `null` until the first key press or pointer press. */
type Modality = 'keyboard' | 'pointer' | null;

let modality: Modality = null;
let isTracking = false;

/** A key press that says the user is on the keyboard (a modifier alone, or a shortcut with one, does not). */
export function isModalityKey(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>): boolean {
  return (
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    event.key !== 'Control' &&
    event.key !== 'Shift' &&
    event.key !== 'Meta' &&
    event.key !== 'Alt'
  );
}

/**
 * Starts following the user's last input (keyboard or pointer), once per page; the document's capture listeners
 * see each press before the focus it causes. The kit's native controls use it to show their focus ring after
 * keyboard focus only, as React Aria's `useFocusRing` does for the kit's other controls.
 */
export function trackInteractionModality(): void {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (isModalityKey(event)) modality = 'keyboard';
    },
    true,
  );
  document.addEventListener('pointerdown', () => (modality = 'pointer'), true);
}

/** True unless the user's last input was a pointer press (a focus before any input is shown too). */
export function isFocusFromKeyboard(): boolean {
  return modality !== 'pointer';
}
