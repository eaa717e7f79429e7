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

/**
 * Navigates to `href` (or runs `onPress` when there is none). Client routing comes from RAC's RouterProvider.
 *
 * **When to use:** Navigation to another screen or address: a row's name in a list, the sidebar, related
 * pages of a company. It has an `href`, so the user can open it in a new tab and see where it goes.
 *
 * **When not to use:** An action that changes data or opens a dialog is a {@link Button} (or
 * {@link IconButton}); a link styled as a button confuses keyboard and screen-reader users.
 */
export function Link({ variant, ...props }: LinkProps) {
  return <AriaLink {...props} className={link({ variant })} />;
}
