import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { createElement } from 'react';

import type { Sprinkles } from '../theme/sprinkles.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The elements a `Box` may render as. */
export const boxElements = [
  'div',
  'section',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'span',
  'ul',
  'li',
] as const;

/** The element a `Box` renders. */
export type BoxElement = (typeof boxElements)[number];

/** Props of {@link Box}: layout sprinkles plus ordinary attributes (no `className`/`style`). */
export interface BoxProps
  extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: BoxElement;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** The layout primitive: every spacing and flex value comes from the theme's sprinkles. */
export function Box({ as = 'div', ...props }: BoxProps) {
  const { className, rest } = splitSprinkles(props);
  return createElement(as, { ...rest, className });
}

function splitSprinkles<P extends BoxProps>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { className: sprinkles(atoms as Sprinkles), rest };
}
