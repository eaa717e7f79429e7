import type { Locale } from '@backoffice/domain';
import { isSupportedLocale } from '@backoffice/domain';
import { createContext, useContext } from 'react';

import type { Dictionary } from './en';
import { en } from './en';
import { hu } from './hu';

export type { Dictionary } from './en';

/** The texts of each language the print app offers. */
export const dictionaries: Record<Locale, Dictionary> = { en, hu };

/**
 * The language of a printout: the `lang` query first, then the back-office's `locale` cookie, else English. An
 * unsupported value is skipped.
 * @example pickLocale('?lang=hu', '') // 'hu'
 */
export function pickLocale(search: string, cookie: string): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery && isSupportedLocale(fromQuery)) return fromQuery;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'locale') continue;
    const text = decodeURIComponent(value.join('='));
    if (isSupportedLocale(text)) return text;
  }
  return 'en';
}

/** The language and texts of the page. */
export interface PrintI18n {
  locale: Locale;
  t: Dictionary;
}

export const I18nContext = createContext<PrintI18n>({ locale: 'en', t: en });

/** The page's language and texts. */
export function useI18n(): PrintI18n {
  return useContext(I18nContext);
}
