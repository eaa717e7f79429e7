import type { ReactNode } from 'react';

import * as styles from './DescriptionList.css';

/** One term and its value. */
export interface DescriptionListItem {
  /**
   * Unique key.
   * @default the term
   */
  id?: string;
  /** The translated term ("E-mail"). */
  term: string;
  /** The value; `null`, `undefined` and `''` show the `empty` placeholder. */
  description: ReactNode;
}

/** Texts of {@link DescriptionList}. */
export interface DescriptionListLabels {
  /** Stands for a value that is not set ("—", "Not set"). */
  empty: string;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps {
  /** The pairs, in order. */
  items: readonly DescriptionListItem[];
  /** Texts. */
  labels: DescriptionListLabels;
}

/**
 * A compact read-only summary (`<dl>`): terms in the first column, their values in the second. An unset value
 * shows the `empty` placeholder, muted, so a blank never reads as a layout glitch.
 *
 * **When to use:** A compact read-only summary of term-value pairs: an order's details, a delivery's courier,
 * the live screen's shortcut help.
 *
 * **When not to use:** Values the user edits are form fields; many records with the same columns are a
 * {@link DataList}; prose is plain text.
 */
export function DescriptionList({ items, labels }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.id ?? item.term} className={styles.row}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.value}>
            {isEmpty(item.description) ? (
              <span className={styles.empty}>{labels.empty}</span>
            ) : (
              item.description
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}
