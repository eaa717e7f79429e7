import type { TextScope } from '../i18n/I18nProvider';
import type { ScreenGroup } from './routes';
import { routes } from './routes';

/**
 * The texts the screens of a group need: the core texts on the sign-in screens, the orders area's on the orders
 * screens, all of them elsewhere (I18nProvider's TextScope).
 * @example textScopeOf('auth') // 'core'
 * @example textScopeOf('orders') // 'orders'
 * @example textScopeOf('restaurants') // 'all'
 */
export function textScopeOf(group: ScreenGroup): TextScope {
  if (group === 'auth') return 'core';
  if (group === 'orders') return 'orders';
  return 'all';
}

/** The paths of each group's screens, up to their first parameter, with the group's texts. */
const scopedPaths = routes.flatMap((route) => {
  const scope = textScopeOf(route.group);
  const path = route.path.split('/:')[0];
  return scope === 'all' || path === undefined ? [] : [{ path, scope }];
});

/**
 * The texts the first screen needs, read from the path before the router runs: the core texts on a sign-in
 * screen (so /login does not download the texts of every screen), the orders area's on an orders screen (where
 * most users land), all of them elsewhere (so the first screen does not wait for a second load).
 * @example initialTextScope('/login') // 'core'
 * @example initialTextScope('/orders') // 'orders'
 * @example initialTextScope('/restaurants') // 'all'
 */
export function initialTextScope(pathname: string): TextScope {
  const match = scopedPaths.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return match?.scope ?? 'all';
}
