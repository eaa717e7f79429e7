import type { KeyboardEvent, PointerEvent } from 'react';
import { useEffect, useState } from 'react';

import { isFocusFromKeyboard, isModalityKey, trackInteractionModality } from './interactionModality';

/** Options of one element's states. */
export interface InteractionStateOptions {
  /**
   * A disabled element shows no hover.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * A text field: typing in it does not turn its focus ring on (only Tab or Escape does), as in React Aria.
   * @default false
   */
  isTextInput?: boolean;
}

/** The handlers and state attributes to spread on one element. */
export interface InteractionStateProps {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  'data-hovered': true | undefined;
  'data-focus-visible': true | undefined;
}

/**
 * The hover and keyboard-focus states of a few native elements (a paginator's buttons, a row of toggle buttons, a
 * search box), as the data attributes React Aria's components set: `data-hovered` (a mouse or pen over it, never
 * a touch) and `data-focus-visible` (focus that came from the keyboard). One pair of states for all the elements
 * of a component, each element named by `key`: only one is hovered or focused at a time.
 */
export function useInteractionStates<K extends string | number>(): (
  key: K,
  options?: InteractionStateOptions,
) => InteractionStateProps {
  const [hovered, setHovered] = useState<K | null>(null);
  const [focusVisible, setFocusVisible] = useState<K | null>(null);
  useEffect(trackInteractionModality, []);
  const leave = (key: K) => (current: K | null) => (current === key ? null : current);
  return (key, { isDisabled = false, isTextInput = false } = {}) => ({
    onPointerEnter: (event) => {
      if (event.pointerType !== 'touch') setHovered(key);
    },
    onPointerLeave: () => setHovered(leave(key)),
    onPointerDown: () => setFocusVisible(leave(key)),
    onFocus: () => setFocusVisible(isFocusFromKeyboard() ? key : null),
    onBlur: () => setFocusVisible(leave(key)),
    onKeyDown: (event) => {
      if (!isModalityKey(event)) return;
      if (!isTextInput || event.key === 'Tab' || event.key === 'Escape') setFocusVisible(key);
    },
    'data-hovered': (hovered === key && !isDisabled) || undefined,
    'data-focus-visible': focusVisible === key || undefined,
  });
}
