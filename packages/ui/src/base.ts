/**
 * @backoffice/ui/base: the kit's foundations and the few pieces an app shows before its first screen loads (the
 * boot spinner, a sign-in form, the toast queue): the theme (fonts, global styles, tokens), the spinner, the icon,
 * the page title, the toast queue and the links' RouterProvider (which the layer under an app's screens puts up)
 * — the same exports as the kit's barrel, by the same modules.
 *
 * Why a second entry: every component's vanilla-extract style sheet is a side-effect import, and the bundler keeps
 * every side effect reachable from a module it includes. An app's entry that imports the barrel, even for one
 * function, therefore ships the whole kit's CSS on its first page (95 kB for the back-office's /login). An entry
 * that imports this module ships only these pieces' styles; screens loaded later import the barrel.
 *
 * The layout boxes (Box, Stack) and the sprinkles are not here: their atoms' style sheet is most of a first
 * page's CSS, and the runtime sprinkles a few KiB of its JS, for layouts a first screen writes as plain classes
 * with `vars`.
 */
import './theme/fonts';
import './theme/global.css';

export { Icon, iconNames, iconSizes } from './Icon';
export type { IconName, IconProps } from './Icon';
export { PageTitle, toDocumentTitle } from './PageTitle';
export type { PageTitleProps } from './PageTitle';
export { isPlainClick, RouterProvider } from './RouterProvider';
export type { RouterProviderProps } from './RouterProvider';
export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { vars } from './theme/contract.css';
export { breakpoints, media } from './theme/tokens';
export type { Tokens } from './theme/tokens';
export { createToastQueue, showToast, toastTimeout, toastTones } from './Toast/toastQueue';
export type { ToastContent, ToastQueue, ToastTone } from './Toast/toastQueue';
