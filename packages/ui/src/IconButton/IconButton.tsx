import type { Ref } from 'react';
import { useContext } from 'react';

import { AriaButtonScope } from '../Button/ariaButtonScope';
import type { IconName } from '../Icon/Icon';
import { Icon } from '../Icon/Icon';
import type { PressableProps } from '../private/NativeButton';
import { NativeButton } from '../private/NativeButton';
import { iconButton } from './IconButton.css';

/** Prominence of an icon button. */
export const iconButtonVariants = ['secondary', 'quiet'] as const;
/** Meaning of an icon button. */
export const iconButtonTones = ['neutral', 'critical'] as const;
/** Icon button sizes. */
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

/**
 * Props of {@link IconButton}. States: `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`.
 */
export interface IconButtonProps extends Omit<PressableProps, 'aria-label'> {
  /** The glyph. */
  icon: IconName;
  /** The accessible name; an icon alone has no text, so this is required. */
  label: string;
  /**
   * Prominence.
   * @default 'quiet'
   */
  variant?: (typeof iconButtonVariants)[number];
  /**
   * Meaning.
   * @default 'neutral'
   */
  tone?: (typeof iconButtonTones)[number];
  /**
   * Size.
   * @default 'md'
   */
  size?: (typeof iconButtonSizes)[number];
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button whose only visible content is a glyph; its name comes from `label`.
 *
 * **When to use:** A compact action shown only as a glyph where its meaning is clear from context: remove a
 * row, move an entry, close, open a panel. `label` names it for screen readers.
 *
 * **When not to use:** An action whose glyph alone would not be understood needs words: a {@link Button}.
 * Navigation is a {@link Link}; a list of actions behind one glyph is a {@link Menu}. Wrap it in a
 * {@link Tooltip} when the glyph needs its name on hover.
 */
export function IconButton({ icon, label, variant, tone, size, ...props }: IconButtonProps) {
  const renderAriaButton = useContext(AriaButtonScope);
  const className = iconButton({ variant, tone, size });
  const glyph = <Icon name={icon} size={size === 'lg' ? 'lg' : 'md'} />;
  // Native unless inside a React Aria container that hands its buttons props (`WithAriaButtons`).
  return renderAriaButton ? (
    renderAriaButton({ ...props, 'aria-label': label, className, children: glyph })
  ) : (
    <NativeButton {...props} aria-label={label} className={className}>
      {glyph}
    </NativeButton>
  );
}
