import { useToggleGroup } from '../private/useToggleGroup';
import { group, option } from './LanguageSwitcher.css';

/** The locales the app offers (spec section 9). */
export const locales = ['en', 'hu'] as const;
/** One of {@link locales}. */
export type Locale = (typeof locales)[number];

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** The current locale. */
  value: Locale;
  /** Runs with the chosen locale. */
  onChange: (locale: Locale) => void;
  /** Texts: the group's name and each language's full name (read by screen readers). */
  labels: { group: string; languages: Record<Locale, string> };
}

/**
 * Switches between English and Hungarian: a radio group of native buttons (`role="radio"`, `aria-checked`), one
 * Tab stop; Left and Right arrows (Home, End) move between the options, Space or Enter chooses. States on each
 * option: `data-selected`, `data-hovered`, `data-focus-visible`.
 *
 * **When to use:** In the shell header, to switch the interface between English and Hungarian.
 *
 * **When not to use:** A content language (an entity's translations) is edited with `TranslationsField`, not
 * with this switch.
 */
export function LanguageSwitcher({ value, onChange, labels }: LanguageSwitcherProps) {
  const { groupProps, itemProps } = useToggleGroup({
    keys: locales,
    selectionMode: 'single',
    selected: [value],
    onChange: ([next]) => {
      if (next !== undefined) onChange(next);
    },
    label: labels.group,
  });
  return (
    <div {...groupProps} className={group}>
      {locales.map((locale) => (
        <button key={locale} {...itemProps(locale)} aria-label={labels.languages[locale]} className={option}>
          {locale}
        </button>
      ))}
    </div>
  );
}
