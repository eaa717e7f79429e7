import type { QueryParams, Resource } from '@backoffice/api';
import type { ApiClient } from '@backoffice/api';
import type { ReactNode } from 'react';
import type { FilterOperator, FilterType, ListFilter, ValidationResult } from '@backoffice/domain';

import type { Locales, TranslationFunctions } from '../i18n/i18n-types';

/** An entity as the generic resources read it: an id, and every field the platform sent. */
export type EntityRecord = { id: string | number } & Record<string, unknown>;

/**
 * The form identifiers of the spec (entities-lists-forms section 2): one per entity form, used as the form's
 * accessible name and as the key of its texts.
 */
export const formIds = [
  'users',
  'promotions',
  'companies',
  'companyAddresses',
  'cloudCanteens',
  'teams',
  'balances',
  'userAddresses',
  'allowances',
  'restaurant',
  'mealCategory',
  'meal',
  'mealOptionGroup',
  'option',
  'tag',
  'tagGroup',
  'delivery',
  'customExport',
  'customExportCategory',
  'coupon',
  'residentialCanteens',
  'invoice',
  'promoBanner',
  'todo',
  'brand',
  'registrationCode',
] as const;
/** One of {@link formIds}. */
export type FormId = (typeof formIds)[number];

/** The top-level field names of an entity type, as text. */
export type FieldOf<T> = Extract<keyof T, string>;

/** A translated text, read when the screen renders (the language may change). */
export type Text = (LL: TranslationFunctions) => string;

// ---- Lists ---------------------------------------------------------------------------------------------------

/** How a column shows its value. */
export type ColumnKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'boolean'
  /** An IRI or a list of IRIs, shown by the label the select-options call gives (`entity`). */
  | 'reference'
  /** A translated text: `translations.{language}.{key}`, the user's language first, English otherwise. */
  | 'translation'
  /** An option value, shown by its translated option label. */
  | 'option'
  | 'image';

/** One column of an entity list. */
export interface ColumnDefinition<T> {
  /** The field it shows; also the sort field when `sortable`. */
  field: FieldOf<T>;
  /** @default 'text' */
  kind?: ColumnKind;
  /** The select-options entity of a `reference` column. */
  entity?: string;
  /** The key of a `translation` column. */
  translationKey?: string;
  /** The header sorts by the field (`order[field]`). */
  sortable?: boolean;
  /** A fixed width in px. */
  width?: number;
  /** Shows the cell with this instead of the kind's formatting (a status chip, a time text…). */
  render?: (row: T) => ReactNode;
}

/** How a panel filter is edited: a choice (select), a date, a free text, a list of texts (chips) or a place. */
export type FilterControl = 'select' | 'date' | 'search' | 'chips' | 'location';

/** One filter of the advanced panel. */
export type FilterDefinition<T> = {
  [K in FilterType]: {
    field: FieldOf<T> | (string & {});
    type: K;
    operator: FilterOperator<K>;
    control: Exclude<FilterControl, 'location'>;
    /** A select's choices: the select-options entity, or option values labelled by the entity's texts. */
    options?: { entity: string } | { values: readonly string[] };
  };
}[FilterType];

/** A filter the add-filter dialog offers: a field with its comparison. */
export type AddableFilter<T> = {
  [K in FilterType]: { field: FieldOf<T> | (string & {}); type: K; operator: FilterOperator<K> };
}[FilterType];

/** What a row action does: a call with the row, and how it is confirmed. */
export interface RowActionDefinition<T> {
  /** The action's id; its label is `texts.actions[id]`. */
  id: string;
  /** Runs the action; the list reloads afterwards. */
  run: (client: ApiClient, row: T) => Promise<unknown>;
  /** Whether the row offers it (e.g. activate only on an inactive row). */
  isAvailable?: (row: T) => boolean;
  /** Ask first: a plain confirm, or a strong one that needs the word "confirm". */
  confirm?: 'plain' | 'strong';
  /** The success toast. @default 'updated' */
  notice?: 'updated' | 'activated' | 'deactivated';
  /** A destructive action shows in the critical tone. */
  isCritical?: boolean;
  /** A path to open once the action has run, from its answer (e.g. a clone's edit screen). */
  opens?: (result: unknown) => string | undefined;
}

/** The list of an entity screen. */
export interface ListDefinition<T> {
  columns: readonly ColumnDefinition<T>[];
  /** The first sort. */
  defaultSort?: { field: FieldOf<T>; direction: 'ascending' | 'descending' };
  /** A search box (`search=`). */
  search?: boolean;
  /** Quick filter chips: each applies its filters while on. */
  quickFilters?: readonly { id: string; filters: readonly ListFilter[] }[];
  /** The advanced filter panel. */
  filters?: readonly FilterDefinition<T>[];
  /** The add-filter dialog. */
  addableFilters?: readonly AddableFilter<T>[];
  rowActions?: readonly RowActionDefinition<T>[];
  /** Rows can be selected and deleted together. @default true */
  batchDelete?: boolean;
  /**
   * The realtime channels the list follows, from the rows it shows: an event on one reloads the list, at most
   * once per 5 s, and again after every (re)subscription (useListRealtime). None by default.
   */
  realtime?: (rows: readonly T[]) => ReadonlyArray<{ name: string; events: readonly string[] }>;
}

// ---- Forms ---------------------------------------------------------------------------------------------------

interface FieldBase<T> {
  /** The value's name in the entity; dotted for a nested value (`billingInfo.serviceFee`). */
  name: FieldOf<T> | `${FieldOf<T>}.${string}`;
  isRequired?: boolean;
  /** Shows the field only while this holds for the form's values. */
  visibleWhen?: (values: T) => boolean;
  /**
   * The field's own validation delay (ms after input), where the spec gives it one that differs from the form's
   * (period hours: `LIMITS.validationDelayMs`, 300 ms); the form's otherwise.
   */
  validateDelayMs?: number;
}

/** One field of an entity form, with the kit control that edits it. */
export type FieldDefinition<T> = FieldBase<T> &
  (
    | { kind: 'text'; multiline?: boolean; inputType?: 'text' | 'email' | 'url' }
    | { kind: 'number'; min?: number; max?: number; isInteger?: boolean }
    | { kind: 'percent' }
    | { kind: 'phone' }
    | { kind: 'date'; notPast?: boolean }
    | { kind: 'dateTime'; granularity?: 'dateTime' | 'time'; min?: string; max?: string }
    | { kind: 'select'; options: readonly string[] }
    | { kind: 'multiSelect'; options: readonly string[]; isReverse?: boolean }
    | { kind: 'entity'; entity: string; isMultiple?: boolean }
    | { kind: 'image' }
    | { kind: 'file'; isMultiple?: boolean; acceptedTypes?: readonly string[] }
    | { kind: 'translations'; keys: readonly string[]; requiredKeys?: readonly string[] }
    | { kind: 'periodHours' }
    | { kind: 'richText' }
    | { kind: 'address' }
    | { kind: 'switch' }
    /** An ordered list of short texts (names, codes); a blank entry is invalid. */
    | { kind: 'textList' }
    /** A control of the screen's own (e.g. a nested list), bound to the form by the name it is given. */
    | { kind: 'custom'; render: (props: CustomFieldProps) => ReactNode }
  );

/** What a `custom` field's render receives: its name, its label from the texts, and the entity's texts. */
export interface CustomFieldProps {
  name: string;
  label: string;
  isRequired?: boolean;
  texts: EntityTexts;
}

/** A card of an entity form: a heading (`texts.sections[id]`) and its fields, in the main column or the aside. */
export interface SectionDefinition<T> {
  id: string;
  placement?: 'main' | 'aside';
  fields: readonly FieldDefinition<T>[];
}

/** The form of an entity screen. */
export interface FormDefinition<T extends object, V extends object = T> {
  sections: readonly SectionDefinition<V>[];
  /** The values a new entity starts from. */
  defaults: Partial<V>;
  /** The form's values from a loaded entity (e.g. derived switches added); the entity itself by default. */
  toValues?: (entity: T) => V;
  /** The body saved from the form's values (e.g. switches applied and dropped); the values by default. */
  toPayload?: (values: V) => Partial<T>;
  /** Rules across fields, from the domain: error codes by field path (texts in `entities.codes`). */
  validate?: (values: V) => ValidationResult;
}

/** The texts of one entity screen, from the dictionary (`entities.{formId}`). */
export interface EntityTexts {
  /** The entity's name, e.g. "Promotion". */
  one: () => string;
  /** The list's heading, e.g. "Promotions". */
  many: () => string;
  /** The create screen's heading and the list's create action, e.g. "New promotion". */
  create: () => string;
  /** What the empty list says. */
  empty: () => string;
  fields: Record<string, () => string>;
  sections?: Record<string, () => string>;
  options?: Record<string, Record<string, () => string>>;
  actions?: Record<string, () => string>;
}

/**
 * An entity screen: the resource, its form identifier, its list and its form. The route table names its
 * routes (`{route}-list`, `{route}-create`, `{route}-edit`) with who may open them; from this definition come
 * the three screens.
 */
export interface EntityDefinition<T extends EntityRecord, V extends object = T> {
  /** The route base name in the route table, e.g. `promotion`. */
  route: string;
  resource: Resource<T>;
  formId: FormId;
  /** The screen's texts. */
  texts: (LL: TranslationFunctions) => EntityTexts;
  /** The name of one entity, for headings, breadcrumbs and confirms. */
  titleOf: (entity: T, locale: Locales) => string;
  list: ListDefinition<T>;
  form: FormDefinition<T, V>;
  /**
   * A screen under a parent route (`/companies/:companyId/cloudcanteens`): the list's fixed query and a new
   * entity's values, from the route's parameters.
   */
  scope?: {
    query?: (params: Record<string, string>) => QueryParams;
    defaults?: (params: Record<string, string>) => Partial<V>;
  };
}
