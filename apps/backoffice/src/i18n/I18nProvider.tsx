// The one module of the app that talks to typesafe-i18n (the generated i18n-* files stay behind it).
import type { Locale } from '@backoffice/domain';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import type { TranslationFunctions, Translations } from './i18n-types';
import { i18nObject, loadedLocales } from './i18n-util';
import { loadLocaleAsync } from './i18n-util.async';
import { mergeTranslations, pickKnownTranslations } from './pickKnownTranslations';

/** What screens read: the translation functions, the locale and the way to switch it. */
export interface I18nValue {
  LL: TranslationFunctions;
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  initialLocale: Locale;
  /** Loads the remote translations of a locale (merged over the bundled ones). */
  loadRemote: (locale: Locale) => Promise<unknown>;
  /** A remote load failed: the bundled text stays; the app shows the request-error toast. */
  onRemoteError: (error: unknown, LL: TranslationFunctions) => void;
  /** Shown while a locale's texts load (receives the previous or bundled texts when there are some). */
  renderLoading: (LL: TranslationFunctions | null) => ReactNode;
  children: ReactNode;
}

const merged = new Set<Locale>();

/**
 * Loads the bundled dictionary of the locale (its own chunk), then the platform's translations for it, merged over
 * the bundled texts once per locale; shows `renderLoading` meanwhile. A failed remote load keeps the bundled text.
 */
export function I18nProvider({
  initialLocale,
  loadRemote,
  onRemoteError,
  renderLoading,
  children,
}: I18nProviderProps) {
  const [wanted, setWanted] = useState<Locale>(initialLocale);
  const [ready, setReady] = useState<{ locale: Locale; LL: TranslationFunctions } | null>(null);
  const [bundled, setBundled] = useState<TranslationFunctions | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      await loadLocaleAsync(wanted);
      if (!live) return;
      setBundled(() => i18nObject(wanted));
      if (!merged.has(wanted)) {
        try {
          const remote = pickKnownTranslations(loadedLocales[wanted], await loadRemote(wanted));
          loadedLocales[wanted] = mergeTranslations<Translations>(loadedLocales[wanted], remote);
          merged.add(wanted);
        } catch (error) {
          if (live) onRemoteError(error, i18nObject(wanted));
        }
      }
      if (live) setReady({ locale: wanted, LL: i18nObject(wanted) });
    })();
    return () => {
      live = false;
    };
    // The callbacks are read once per locale; a new function identity must not reload the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = wanted;
  }, [wanted]);

  const setLocale = useCallback((locale: Locale) => setWanted(locale), []);
  const value = useMemo(
    () => (ready ? { LL: ready.LL, locale: ready.locale, setLocale } : null),
    [ready, setLocale],
  );

  if (!value || ready?.locale !== wanted) {
    return renderLoading(ready?.LL ?? bundled);
  }
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translation functions and locale of the nearest {@link I18nProvider}. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
