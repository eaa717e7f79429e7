// The one module of the app that talks to typesafe-i18n (the generated i18n-* files stay behind it).
import type { Locale } from '@backoffice/domain';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

import type { TranslationFunctions, Translations } from './i18n-types';
import { i18nObject, loadedLocales } from './i18n-util';
import { withStableReads } from './stableReads';
import { importLocaleAsync, loadFormatters, loadLocaleAsync } from './i18n-util.async';
import { mergeTranslations, pickKnownTranslations } from './pickKnownTranslations';

/**
 * How much of the bundled dictionary is loaded: `core` is the texts of the sign-in screens, the shell's frame, the
 * errors and notifications (`<locale>/core.ts`); `orders` adds the orders screens' texts (`<locale>/ordersArea.ts`);
 * `all` adds every other area (`<locale>/index.ts`). The sign-in screens need only `core`, so /login does not
 * download the texts of every screen, and the orders screens, where most users land, only `orders` (issue #22).
 */
export type TextScope = 'core' | 'orders' | 'all';

/** The scopes from the fewest texts to the most; each holds the texts of those before it. */
const SCOPES: readonly TextScope[] = ['core', 'orders', 'all'];

/**
 * Whether the texts of `scope` include those of `needed`.
 * @example holdsTexts('orders', 'core') // true
 * @example holdsTexts('orders', 'all') // false
 */
export function holdsTexts(scope: TextScope, needed: TextScope): boolean {
  return SCOPES.indexOf(scope) >= SCOPES.indexOf(needed);
}

/** What screens read: the translation functions, the locale and the way to switch it. */
export interface I18nValue {
  LL: TranslationFunctions;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The scope of the texts in `LL`. */
  textScope: TextScope;
  /** Loads the texts of a scope, when `textScope` does not hold them yet (once; `LL` is replaced when they are in). */
  requestTexts: (scope: TextScope) => void;
}

type Loaders = Record<Locale, () => Promise<{ default: unknown }>>;

const coreLoaders: Loaders = {
  en: () => import('./en/core'),
  hu: () => import('./hu/core'),
};

const ordersLoaders: Loaders = {
  en: () => import('./en/ordersArea'),
  hu: () => import('./hu/ordersArea'),
};

/** The bundled chunks of a scope below `all`: the core texts, and the orders area's for `orders`. */
function scopeChunks(locale: Locale, scope: Exclude<TextScope, 'all'>): Promise<Array<{ default: unknown }>> {
  return Promise.all(
    scope === 'orders' ? [coreLoaders[locale](), ordersLoaders[locale]()] : [coreLoaders[locale]()],
  );
}

/** Loads the texts of a scope into typesafe-i18n's dictionary of the locale. */
async function loadTexts(locale: Locale, scope: TextScope): Promise<void> {
  if (scope === 'all') {
    await loadLocaleAsync(locale);
    return;
  }
  const parts = (await scopeChunks(locale, scope)).map((chunk) => chunk.default as Partial<Translations>);
  loadedLocales[locale] = Object.assign({ ...loadedLocales[locale] }, ...parts) as Translations;
  loadFormatters(locale);
}

/**
 * Starts downloading the bundled texts of a scope without using them yet (the boot, before React renders), so that
 * the provider's own load finds the chunk on its way.
 */
export function preloadTexts(locale: Locale, scope: TextScope): Promise<unknown> {
  return (scope === 'all' ? importLocaleAsync(locale) : scopeChunks(locale, scope)).catch(() => undefined);
}

const I18nContext = createContext<I18nValue | null>(null);

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  initialLocale: Locale;
  /**
   * The texts to start with (`initialTextScope` of the first path): `core` on a sign-in screen, `orders` on an
   * orders screen, else `all` (the default), so that the first screen does not wait for a second load.
   */
  initialTextScope?: TextScope;
  /** Loads the remote translations of a locale (merged over the bundled ones). */
  loadRemote: (locale: Locale) => Promise<unknown>;
  /** A remote load failed: the bundled text stays; the app shows the request-error toast. */
  onRemoteError: (error: unknown, LL: TranslationFunctions) => void;
  /** Shown while a locale's texts load (receives the previous or bundled texts when there are some). */
  renderLoading: (LL: TranslationFunctions | null) => ReactNode;
  children: ReactNode;
}

/** The platform's translations per locale, fetched once and laid over each scope as it loads. */
const remoteTexts = new Map<Locale, unknown>();

/**
 * Loads the bundled dictionary of the locale (its own chunks: the core texts, the orders area's, or all of them, as
 * the screens need them), then the platform's translations for it (fetched once per locale), merged over the
 * bundled texts; shows `renderLoading` meanwhile. A failed remote load keeps the bundled text.
 */
export function I18nProvider({
  initialLocale,
  initialTextScope = 'all',
  loadRemote,
  onRemoteError,
  renderLoading,
  children,
}: I18nProviderProps) {
  const [wanted, setWanted] = useState<Locale>(initialLocale);
  const [scope, setScope] = useState<TextScope>(initialTextScope);
  const [ready, setReady] = useState<{ locale: Locale; scope: TextScope; LL: TranslationFunctions } | null>(
    null,
  );
  const [bundled, setBundled] = useState<TranslationFunctions | null>(null);

  useEffect(() => {
    let live = true;
    // The platform's translations are asked for beside the bundled chunk, not after it.
    const remoteRequest = remoteTexts.has(wanted) ? null : loadRemote(wanted);
    remoteRequest?.catch(() => undefined);
    void (async () => {
      await loadTexts(wanted, scope);
      if (!live) return;
      setBundled(() => withStableReads(i18nObject(wanted)));
      if (remoteRequest && !remoteTexts.has(wanted)) {
        try {
          remoteTexts.set(wanted, await remoteRequest);
        } catch (error) {
          if (live) onRemoteError(error, withStableReads(i18nObject(wanted)));
        }
      }
      if (!live) return;
      // Laid over again after every load: a scope's load writes its bundled texts over the earlier merge.
      const remote = pickKnownTranslations(loadedLocales[wanted], remoteTexts.get(wanted));
      loadedLocales[wanted] = mergeTranslations<Translations>(loadedLocales[wanted], remote);
      setReady({ locale: wanted, scope, LL: withStableReads(i18nObject(wanted)) });
    })();
    return () => {
      live = false;
    };
    // The callbacks are read once per locale; a new function identity must not reload the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, scope]);

  useEffect(() => {
    document.documentElement.lang = wanted;
  }, [wanted]);

  const setLocale = useCallback((locale: Locale) => setWanted(locale), []);
  const requestTexts = useCallback(
    (needed: TextScope) => setScope((current) => (holdsTexts(current, needed) ? current : needed)),
    [],
  );
  const value = useMemo(
    () =>
      ready ? { LL: ready.LL, locale: ready.locale, setLocale, textScope: ready.scope, requestTexts } : null,
    [ready, setLocale, requestTexts],
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
