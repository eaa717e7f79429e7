import { useCallback, useEffect, useId, useState } from 'react';
import { TabPanel as AriaTabPanel } from 'react-aria-components';

import type { FieldRule } from '../Form/types';
import { TextArea } from '../Form/TextArea';
import { TextInput } from '../Form/TextInput';
import { useFormField } from '../Form/useFormField';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { Tab, TabList, Tabs } from '../Tabs/Tabs';
import * as styles from './TranslationsField.css';

/** A language an entity is translated into. */
export interface TranslationLanguage {
  /** The key under `translations` ('en', 'hu'). */
  code: string;
  /** The tab's text ("English", "Magyar"). */
  label: string;
}

/** One translated property of the entity, edited once per language. */
export interface TranslatedField {
  /** The property's key inside each language ('name', 'searchKeywords'). */
  key: string;
  /** The input's label (translated). */
  label: string;
  /**
   * Required in every language (`true`), or only in the languages listed by code.
   * @default false
   */
  isRequired?: boolean | readonly string[];
  /** Rules each language's value must pass (e.g. `noLeadingSpace`). */
  rules?: readonly FieldRule<string | null>[];
  /**
   * A multi-line input (descriptions).
   * @default false
   */
  isMultiline?: boolean;
  /** Help text under the input. */
  description?: string;
}

/** Texts of {@link TranslationsField}. */
export interface TranslationsFieldLabels {
  /** Read after a language's name when its tab holds an invalid field ("has errors"). */
  tabHasErrors: string;
}

/** Props of {@link TranslationsField}. */
export interface TranslationsFieldProps {
  /** The form field holding the translations object (`translations`): `{ en: { name, … }, hu: { … } }`. */
  name: string;
  /** The visible label, also the tab list's name ("Translations"). */
  label: string;
  /** Help text under the label. */
  description?: string;
  /** The languages, one tab each, in order; the first is shown first. */
  languages: readonly TranslationLanguage[];
  /** The translated properties, one input each in every language. */
  fields: readonly TranslatedField[];
  /** Texts. */
  labels: TranslationsFieldLabels;
  /** Disables every input. */
  isDisabled?: boolean;
}

/**
 * An entity's `translations` in the enclosing <Form>: a tab per language (RAC `Tabs`), in each an input per
 * translated property, bound to `name.<code>.<key>` (`translations.hu.name`). Every path validates on its
 * own and shows the server's violation for that path. All panels stay mounted, so fields in hidden tabs are
 * validated too; a tab whose fields show an error carries an alert glyph and says so to screen readers.
 * States: `data-selected`, `data-focus-visible` on each tab, `data-inert` on the hidden panels.
 *
 * **When to use:** TranslationsField edits an entity's translated properties (a tag's name and keywords, per
 * language) in a kit <Form>; the entity layer's `translations` field kind renders it.
 *
 * **When not to use:** Switching the interface language is the {@link LanguageSwitcher}; a text with one
 * language is a `TextField`; tabs that are not bound to a form are {@link Tabs}.
 */
export function TranslationsField({
  name,
  label,
  description,
  languages,
  fields,
  labels,
  isDisabled,
}: TranslationsFieldProps) {
  const labelId = useId();
  const [invalidPaths, setInvalidPaths] = useState<ReadonlySet<string>>(new Set());
  const reportError = useCallback((path: string, isInvalid: boolean) => {
    setInvalidPaths((current) => {
      if (current.has(path) === isInvalid) return current;
      const next = new Set(current);
      if (isInvalid) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description ? <span className={styles.description}>{description}</span> : null}
      <Tabs>
        <TabList aria-labelledby={labelId}>
          {languages.map((language) => {
            const hasErrors = fields.some((field) =>
              invalidPaths.has(toPath(name, language.code, field.key)),
            );
            return (
              <Tab key={language.code} id={language.code}>
                <span className={styles.tabLabel}>
                  {language.label}
                  {hasErrors ? (
                    <span className={styles.errorMarker}>
                      <Icon name="alert" size="sm" />
                      <span className={visuallyHidden}> {labels.tabHasErrors}</span>
                    </span>
                  ) : null}
                </span>
              </Tab>
            );
          })}
        </TabList>
        {languages.map((language) => (
          <AriaTabPanel key={language.code} id={language.code} className={styles.panel} shouldForceMount>
            {fields.map((field) => (
              <TranslationInput
                key={field.key}
                path={toPath(name, language.code, field.key)}
                field={field}
                isRequired={isRequiredIn(field, language.code)}
                isDisabled={isDisabled}
                onErrorChange={reportError}
              />
            ))}
          </AriaTabPanel>
        ))}
      </Tabs>
    </div>
  );
}

interface TranslationInputProps {
  path: string;
  field: TranslatedField;
  isRequired: boolean;
  isDisabled?: boolean;
  onErrorChange: (path: string, isInvalid: boolean) => void;
}

/** One language's input of one property, bound to its own form path; tells the tabs whether it shows an error. */
function TranslationInput({ path, field, isRequired, isDisabled, onErrorChange }: TranslationInputProps) {
  const bound = useFormField<string | null>(path, { rules: field.rules, isRequired });
  const isInvalid = bound.errorMessage !== undefined;
  useEffect(() => {
    onErrorChange(path, isInvalid);
  }, [path, isInvalid, onErrorChange]);
  useEffect(() => () => onErrorChange(path, false), [path, onErrorChange]);
  const props = { ...bound, label: field.label, description: field.description, isDisabled };
  return field.isMultiline ? <TextArea {...props} /> : <TextInput {...props} />;
}

function toPath(name: string, code: string, key: string): string {
  return `${name}.${code}.${key}`;
}

function isRequiredIn(field: TranslatedField, code: string): boolean {
  const { isRequired = false } = field;
  return typeof isRequired === 'boolean' ? isRequired : isRequired.includes(code);
}
