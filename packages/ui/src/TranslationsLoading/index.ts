export { TranslationsLoading } from './TranslationsLoading';
export type { TranslationsLoadingProps } from './TranslationsLoading';
