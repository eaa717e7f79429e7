import type { ReactNode, Ref } from 'react';
import { useContext } from 'react';

import type { PressableProps } from '../private/NativeButton';
import { NativeButton } from '../private/NativeButton';
import { SpinnerGlyph } from '../Spinner/Spinner';
import { AriaButtonScope } from './ariaButtonScope';
import { button, label, pendingGlyph } from './Button.css';

/** Prominence of a button. */
export const buttonVariants = ['primary', 'secondary', 'quiet'] as const;
/** Meaning of a button: `critical` only for destructive actions. */
export const buttonTones = ['neutral', 'critical'] as const;
/** Button sizes. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * Props of {@link Button}. States are exposed as data attributes: `data-hovered`, `data-pressed`,
 * `data-focus-visible`, `data-disabled`, `data-pending`.
 */
export interface ButtonProps extends PressableProps {
  /**
   * Prominence.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * Meaning.
   * @default 'neutral'
   */
  tone?: (typeof buttonTones)[number];
  /**
   * Size.
   * @default 'md'
   */
  size?: (typeof buttonSizes)[number];
  /** The visible label (also the accessible name). */
  children: ReactNode;
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Runs an action. While `isPending` it shows a spinner, keeps focus, ignores presses and is announced as unavailable
 * (`aria-disabled`, `data-pending`). Use `tone="critical"` only for destructive actions. A native `<button>`, or
 * React Aria's inside `WithAriaButtons`.
 *
 * **When to use:** An action on the current screen: save, approve, send, open a dialog. `variant="primary"`
 * for the one main action of a region, `tone="critical"` for destructive actions, `isPending` while the
 * request runs.
 *
 * **When not to use:** Going to another page is a {@link Link} (it has an address, which the user can open in
 * a new tab). A glyph-only action in a dense row (remove, move, close) is an {@link IconButton}; several
 * secondary actions behind one trigger are a {@link Menu}; a form's submit is the form's `SaveButton`, which
 * follows the form's validity.
 */
export function Button({ variant, tone, size, children, ...props }: ButtonProps) {
  const renderAriaButton = useContext(AriaButtonScope);
  const className = button({ variant, tone, size });
  const content = (
    <>
      <span className={label}>{children}</span>
      {props.isPending ? (
        <span className={pendingGlyph}>
          <SpinnerGlyph size="sm" />
        </span>
      ) : null}
    </>
  );
  // Native unless inside a React Aria container that hands its buttons props (`WithAriaButtons`).
  return renderAriaButton ? (
    renderAriaButton({ ...props, className, children: content })
  ) : (
    <NativeButton {...props} className={className}>
      {content}
    </NativeButton>
  );
}
