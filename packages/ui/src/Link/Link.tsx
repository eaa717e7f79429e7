import type { Ref } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { Link as AriaLink } from 'react-aria-components';

import { link } from './Link.css';

/** `inline` is underlined inside running text; `standalone` stands on its own (menus, footers). */
export const linkVariants = ['inline', 'standalone'] as const;

/**
 * Props of {@link Link}. States: `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`,
 * `data-current` (inside breadcrumbs).
 */
export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  /**
   * Presentation.
   * @default 'inline'
   */
  variant?: (typeof linkVariants)[number];
  /** Forwarded to the `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/** Navigates to `href` (or runs `onPress` when there is none). Client routing comes from RAC's RouterProvider. */
export function Link({ variant, ...props }: LinkProps) {
  return <AriaLink {...props} className={link({ variant })} />;
}
