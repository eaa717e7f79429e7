import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

import { busyGlyph, button, buttonLabel } from './plain.css';

/** Props of {@link PlainButton}. */
export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary';
  /** Busy: a spinner over the label, announced as busy; it keeps focus and ignores clicks. */
  isPending?: boolean;
  children: ReactNode;
}

/**
 * A native `<button>` in the kit's looks, for the screens that show before React Aria loads (the sign-in forms,
 * the chunk failure page). It stays enabled while busy so that focus does not jump.
 */
export function PlainButton({
  variant = 'primary',
  isPending = false,
  children,
  onClick,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={button[variant]}
      aria-busy={isPending || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span className={buttonLabel}>{children}</span>
      {isPending ? <span className={busyGlyph} aria-hidden="true" /> : null}
    </button>
  );
}
