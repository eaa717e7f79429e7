export { TranslationsField } from './TranslationsField';
export type {
  TranslatedField,
  TranslationLanguage,
  TranslationsFieldLabels,
  TranslationsFieldProps,
} from './TranslationsField';
