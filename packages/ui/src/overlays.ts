/**
 * @backoffice/ui/overlays: the preloading of the kit's overlays, which load on first use (private/lazyParts.tsx),
 * apart from the barrel (whose import brings every component's style sheet) and from `base` (which an app's entry
 * imports: what this module names would ride on its first page).
 */
export { preloadKitOverlays } from './private/lazyParts';
