import type { ReactNode } from 'react';

import { column, layout } from './PageLayout.css';

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** The main column: the entity's form or its main cards, stacked. */
  main: ReactNode;
  /** The side column: summary, status and related cards, stacked. Without it `main` takes the full width. */
  aside?: ReactNode;
}

/**
 * A page's content in two columns, main (two thirds) and aside (one third), each stacking its cards. Under
 * 992 px it becomes one column with the main content first (the reading order is the DOM order).
 *
 * **When to use:** A screen's content in a main column and an aside: an entity form with its side cards, an
 * order's details, a delivery or invoice.
 *
 * **When not to use:** A screen with one column of content (a list screen) puts its content straight into
 * {@link Page}; layout inside a card uses `Stack` and `Inline`.
 */
export function PageLayout({ main, aside }: PageLayoutProps) {
  const hasAside = aside !== undefined && aside !== null && aside !== false;
  return (
    <div className={layout({ hasAside })}>
      <div className={column}>{main}</div>
      {hasAside ? <div className={column}>{aside}</div> : null}
    </div>
  );
}
