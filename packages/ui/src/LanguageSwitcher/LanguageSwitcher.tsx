import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

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
 * Switches between English and Hungarian. Arrow keys move between the options; the selected one is pressed.
 *
 * **When to use:** In the shell header, to switch the interface between English and Hungarian.
 *
 * **When not to use:** A content language (an entity's translations) is edited with `TranslationsField`, not
 * with this switch.
 */
export function LanguageSwitcher({ value, onChange, labels }: LanguageSwitcherProps) {
  return (
    <ToggleButtonGroup
      aria-label={labels.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next === 'en' || next === 'hu') onChange(next);
      }}
      className={group}
    >
      {locales.map((locale) => (
        <ToggleButton key={locale} id={locale} aria-label={labels.languages[locale]} className={option}>
          {locale}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
