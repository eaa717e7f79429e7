import type { MouseEvent } from 'react';
import { useContext } from 'react';

import { isPlainClick } from './isPlainClick';
import { RouterContext } from './RouterContext';

/**
 * The click handler of a native `<a href>` of the kit: a plain left click on a link into the app (same origin, no
 * `target` other than `_self`, no `download`) goes through the kit's `RouterProvider` and does not load the page;
 * a modified or middle click, a link elsewhere, or any click without a provider is the browser's. `onClick` runs
 * first; calling `preventDefault` in it keeps the router out too.
 */
export function useLinkClick(
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useContext(RouterContext);
  return (event) => {
    onClick?.(event);
    if (!router || event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.currentTarget;
    const href = link.getAttribute('href');
    const target = link.getAttribute('target');
    if (href === null || (target !== null && target !== '_self') || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    router.navigate(href);
  };
}
