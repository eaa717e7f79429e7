import { formatDate, formatDateTime, formatMoney } from '@backoffice/domain';
import { Link } from '@backoffice/ui';
import type { ReactNode } from 'react';

import { usePlatformConfig } from '../config/ConfigGate';
import type { Locales, TranslationFunctions } from '../i18n/i18n-types';
import { useOptionLabels } from './selectOptions';
import type { ColumnDefinition, EntityRecord, EntityTexts } from './types';

/** What every cell needs besides its row. */
export interface CellContext<T> {
  LL: TranslationFunctions;
  locale: Locales;
  texts: EntityTexts;
  /** The row header cell links to the edit screen. */
  isLink: boolean;
  editPath: (row: T) => string;
  nameOf: (row: T) => string;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The cell renderer of a column: the value formatted for its kind, or the "none" mark when empty. */
export function toListCell<T extends EntityRecord>(
  column: ColumnDefinition<T>,
  context: CellContext<T>,
): (row: T) => ReactNode {
  return (row) => {
    const content = column.render ? column.render(row) : cellContent(column, row, context);
    if (!context.isLink) return content;
    // The row header opens the edit screen; an empty one still needs a name to click.
    return <Link href={context.editPath(row)}>{isBlankNode(content) ? context.nameOf(row) : content}</Link>;
  };
}

function isBlankNode(node: ReactNode): boolean {
  return node === null || node === undefined || node === '' || node === false;
}

function cellContent<T extends EntityRecord>(
  column: ColumnDefinition<T>,
  row: T,
  { LL, locale, texts }: CellContext<T>,
): ReactNode {
  const value: unknown = row[column.field];
  const none = LL.entities.common.none();
  switch (column.kind ?? 'text') {
    case 'translation': {
      const translations = value as Partial<Record<string, Record<string, unknown>>> | null | undefined;
      const key = column.translationKey ?? 'name';
      const text = translations?.[locale]?.[key] ?? translations?.en?.[key];
      return typeof text === 'string' && text !== '' ? text : none;
    }
    case 'reference':
      return isBlank(value) ? none : <ReferenceText entity={column.entity ?? ''} value={value} none={none} />;
    case 'boolean':
      return value === true ? LL.entities.common.yes() : value === false ? LL.entities.common.no() : none;
    case 'option':
      return isBlank(value) ? none : (texts.options?.[column.field]?.[String(value)]?.() ?? String(value));
    case 'date':
      return typeof value === 'string' && value !== '' ? formatDate(value) : none;
    case 'dateTime':
      return typeof value === 'string' && value !== '' ? formatDateTime(value) : none;
    case 'money':
      return typeof value === 'number' ? <MoneyText amount={value} /> : none;
    case 'number':
      return typeof value === 'number' ? value.toLocaleString(locale === 'hu' ? 'hu-HU' : 'en-GB') : none;
    case 'image': {
      const url = (value as { url?: string | null; contentUrl?: string | null } | null)?.url;
      return url ? <img src={url} alt="" width={48} height={48} style={{ objectFit: 'cover' }} /> : none;
    }
    default:
      return isBlank(value) ? none : String(value);
  }
}

/** An amount in the platform's currency. */
function MoneyText({ amount }: { amount: number }) {
  const config = usePlatformConfig();
  return <>{formatMoney(amount, config.currencyCode, config.currencyLocale)}</>;
}

/** One reference or a list of them (IRIs), shown by their select-option labels; the id while they load. */
function ReferenceText({ entity, value, none }: { entity: string; value: unknown; none: string }) {
  const labels = useOptionLabels(entity);
  const values = (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item)).map(String);
  if (values.length === 0) return <>{none}</>;
  return <>{values.map((item) => labels.get(item) ?? item.split('/').pop() ?? item).join(', ')}</>;
}
