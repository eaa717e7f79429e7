import { noLeadingSpace, TranslationsField } from '@backoffice/ui';

import { useI18n } from '../i18n/I18nProvider';
import { locales } from '../i18n/i18n-util';

import type { EntityTexts } from './types';

/** Props of {@link EntityTranslationsField}. */
export interface EntityTranslationsFieldProps {
  name: string;
  label: string;
  /** The translated keys, e.g. name and searchKeywords. */
  keys: readonly string[];
  /** The keys every language must fill. */
  requiredKeys: readonly string[];
  texts: EntityTexts;
}

/** An entity's en/hu texts: one tab per language of the app, one input per translated key. */
export function EntityTranslationsField({
  name,
  label,
  keys,
  requiredKeys,
  texts,
}: EntityTranslationsFieldProps) {
  const { LL } = useI18n();
  return (
    <TranslationsField
      name={name}
      label={label}
      languages={locales.map((code) => ({ code, label: LL.common.languages[code]() }))}
      fields={keys.map((key) => ({
        key,
        label: texts.fields[key]?.() ?? key,
        rules: [noLeadingSpace],
        ...(requiredKeys.includes(key) ? { isRequired: true } : {}),
      }))}
      labels={{ tabHasErrors: LL.entities.common.tabHasErrors() }}
    />
  );
}
