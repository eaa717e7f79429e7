import type { ComponentPropsWithoutRef, KeyboardEvent, ReactNode, Ref } from 'react';

import { useLinkClick } from '../private/useLinkClick';
import { link } from './Link.css';

/** `inline` is underlined inside running text; `standalone` stands on its own (menus, footers). */
export const linkVariants = ['inline', 'standalone'] as const;

/**
 * Props of {@link Link}. States: `:hover`, `:focus-visible`, `data-disabled` (with `aria-disabled`),
 * `data-current` (with `aria-current`, e.g. the current page in a menu).
 */
export interface LinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'className' | 'style' | 'children'> {
  /** The link's text (or content). */
  children: ReactNode;
  /**
   * Presentation.
   * @default 'inline'
   */
  variant?: (typeof linkVariants)[number];
  /**
   * A disabled link does not navigate: it has no `href`, is out of the tab order and is `aria-disabled`.
   * @default false
   */
  isDisabled?: boolean;
  /** Runs on a click or, for a link without `href`, on Enter; an `href` still navigates after it. */
  onPress?: () => void;
  /** Forwarded to the `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Navigates to `href` (or runs `onPress` when there is none): a native `<a>`. Inside the kit's
 * {@link RouterProvider} a plain left click navigates in place through the app's router; a modified or middle
 * click opens a tab or window as on any link.
 *
 * **When to use:** Navigation to another screen or address: a row's name in a list, the sidebar, related
 * pages of a company. It has an `href`, so the user can open it in a new tab and see where it goes.
 *
 * **When not to use:** An action that changes data or opens a dialog is a {@link Button} (or
 * {@link IconButton}); a link styled as a button confuses keyboard and screen-reader users.
 */
export function Link({
  variant,
  children,
  isDisabled = false,
  onPress,
  onClick,
  onKeyDown,
  href,
  ref,
  ...props
}: LinkProps) {
  const navigateOnClick = useLinkClick((event) => {
    onClick?.(event);
    if (isDisabled) event.preventDefault();
    else onPress?.();
  });
  const linkHref = isDisabled ? undefined : href;
  const current = props['aria-current'];
  return (
    <a
      {...props}
      ref={ref}
      href={linkHref}
      // Without an href an `<a>` is no link for assistive technology, nor focusable: as React Aria's Link does.
      role={linkHref === undefined ? 'link' : undefined}
      tabIndex={linkHref === undefined && !isDisabled ? 0 : props.tabIndex}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      data-current={(current !== undefined && current !== false) || undefined}
      className={link({ variant })}
      onClick={navigateOnClick}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        // A link with an href turns Enter into a click itself; one without, as a role="link", is given it here.
        if (linkHref === undefined && !isDisabled && event.key === 'Enter' && !event.defaultPrevented) {
          event.preventDefault();
          onPress?.();
        }
      }}
    >
      {children}
    </a>
  );
}
