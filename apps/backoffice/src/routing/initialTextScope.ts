import type { TextScope } from '../i18n/I18nProvider';
import { routes } from './routes';

/** The paths of the sign-in screens (the `auth` group), up to their first parameter. */
const signInPaths = routes
  .filter((route) => route.group === 'auth')
  .map((route) => route.path.split('/:')[0]);

/**
 * The texts the first screen needs: the core texts on a sign-in screen (so /login does not download the texts
 * of every screen), all of them elsewhere (so the first screen does not wait for a second load).
 * @example initialTextScope('/login') // 'core'
 * @example initialTextScope('/orders') // 'all'
 */
export function initialTextScope(pathname: string): TextScope {
  return signInPaths.some(
    (path) => path !== undefined && (pathname === path || pathname.startsWith(`${path}/`)),
  )
    ? 'core'
    : 'all';
}
