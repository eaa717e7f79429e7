import type {
  FocusEvent,
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent,
  PointerEvent,
  ReactNode,
  Ref,
} from 'react';
import { useRef, useState } from 'react';
import type { ButtonProps as AriaButtonProps, KeyboardEvent, PressEvent } from 'react-aria-components';

import { useInteractionStates } from './useInteractionStates';

/**
 * What the kit's buttons take: the part of React Aria's button props that a native `<button>` can honour as React
 * Aria does (`onPress` with its pointer type, `isPending`, `excludeFromTabOrder`, keyboard handlers that stop
 * propagation unless told to continue).
 */
export type PressableProps = Pick<
  AriaButtonProps,
  | 'id'
  | 'type'
  | 'form'
  | 'name'
  | 'value'
  | 'slot'
  | 'autoFocus'
  | 'isDisabled'
  | 'isPending'
  | 'excludeFromTabOrder'
  | 'onPress'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'onKeyUp'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-details'
  | 'aria-expanded'
  | 'aria-haspopup'
  | 'aria-controls'
  | 'aria-pressed'
  | 'aria-current'
  | 'aria-disabled'
> & {
  /** Keyboard shortcuts that press the button, as the platform names them. */
  'aria-keyshortcuts'?: string;
};

/** Props of {@link NativeButton}. */
export interface NativeButtonProps extends PressableProps {
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const PRESS_KEYS = new Set(['Enter', ' ']);

/**
 * React Aria's keyboard handlers stop the event's propagation unless the handler calls `continuePropagation()`;
 * the kit's callers (a menu trigger's arrow keys) rely on it.
 */
function keyboardHandler(
  handler: ((event: KeyboardEvent) => void) | undefined,
): ((event: ReactKeyboardEvent<HTMLButtonElement>) => void) | undefined {
  if (!handler) return undefined;
  return (event) => {
    let stop = true;
    handler(Object.assign(event, { continuePropagation: () => (stop = false) }));
    if (stop) event.stopPropagation();
  };
}

function pointerTypeOf(
  event: MouseEvent<HTMLButtonElement>,
  fromKey: string | undefined,
): PressEvent['pointerType'] {
  if (fromKey !== undefined) return 'keyboard';
  const { pointerType } = event.nativeEvent as globalThis.PointerEvent;
  if (pointerType === 'mouse' || pointerType === 'pen' || pointerType === 'touch') return pointerType;
  // A click with no pointer and no key before it comes from assistive technology or a script.
  return event.detail === 0 ? 'virtual' : 'mouse';
}

/**
 * The kit's buttons on a native `<button>`: React Aria's button behaviour and state attributes (`data-hovered`,
 * `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`) without its press machinery, which a
 * first screen of a hundred rows does not need. A button inside one of React Aria's own containers (a dialog
 * trigger, a file trigger, a tooltip trigger, a grid list's row) must be React Aria's, to take the container's
 * props: those containers are wrapped in `WithAriaButtons` (`Button/WithAriaButtons.tsx`).
 */
export function NativeButton({
  className,
  children,
  ref,
  type = 'button',
  isDisabled = false,
  isPending = false,
  excludeFromTabOrder,
  onPress,
  onFocus,
  onBlur,
  onKeyDown,
  onKeyUp,
  slot,
  ...props
}: NativeButtonProps) {
  const states = useInteractionStates<'button'>()('button', { isDisabled: isDisabled || isPending });
  const [isPressed, setPressed] = useState(false);
  // The key (Enter or Space) whose press the next click is: a native button clicks itself on both.
  const pressKey = useRef<string | undefined>(undefined);
  const ownKeyDown = isPending ? undefined : keyboardHandler(onKeyDown);
  const ownKeyUp = isPending ? undefined : keyboardHandler(onKeyUp);
  const release = () => setPressed(false);

  return (
    <button
      {...props}
      ref={ref}
      slot={slot ?? undefined}
      className={className}
      // While pending a submit button must not submit the form on Enter in a field (as React Aria's).
      type={type === 'submit' && isPending ? 'button' : type}
      disabled={isDisabled}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-hovered={states['data-hovered']}
      data-focus-visible={states['data-focus-visible']}
      data-pressed={(isPressed && !isPending) || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onPointerEnter={states.onPointerEnter}
      onPointerLeave={() => {
        states.onPointerLeave();
        release();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        states.onPointerDown();
        pressKey.current = undefined;
        if (event.button === 0) setPressed(true);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        states.onFocus();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        states.onBlur();
        release();
        pressKey.current = undefined;
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        states.onKeyDown(event);
        ownKeyDown?.(event);
        if (event.defaultPrevented || !PRESS_KEYS.has(event.key) || event.repeat) return;
        pressKey.current = event.key;
        setPressed(true);
      }}
      onKeyUp={(event) => {
        ownKeyUp?.(event);
        if (PRESS_KEYS.has(event.key)) release();
      }}
      onClick={(event) => {
        const key = pressKey.current;
        pressKey.current = undefined;
        if (isPending || isDisabled || !onPress) return;
        const rect = event.currentTarget.getBoundingClientRect();
        let stop = true;
        onPress({
          type: 'press',
          pointerType: pointerTypeOf(event, key),
          target: event.currentTarget,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          x: event.clientX - rect.left,
          y: event.clientY - rect.top,
          key,
          continuePropagation: () => (stop = false),
        });
        // As React Aria's press: a row or card around the button does not also take the click.
        if (stop) event.stopPropagation();
      }}
    >
      {children}
    </button>
  );
}
