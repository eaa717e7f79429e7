export { LanguageSwitcher, locales } from './LanguageSwitcher';
export type { LanguageSwitcherProps, Locale } from './LanguageSwitcher';
