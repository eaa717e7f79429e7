import { useEffect } from 'react';

import { pageTitle } from './PageTitle.css';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** The screen heading (translated). */
  children: string;
  /** The app title, appended to the document title: "Orders - Back-office". */
  appTitle: string;
}

/**
 * The screen heading (`h1`); it also sets the document title to the heading followed by the app title.
 *
 * **When to use:** The `h1` of a screen outside the {@link Page} frame, such as the login, password reset and
 * e-mail preview screens; it also sets the document title.
 *
 * **When not to use:** Inside a {@link Page}, whose `title` is the `h1` already; section headings are a
 * {@link Card}'s title.
 */
export function PageTitle({ children, appTitle }: PageTitleProps) {
  useEffect(() => {
    document.title = toDocumentTitle(children, appTitle);
  }, [children, appTitle]);
  return <h1 className={pageTitle}>{children}</h1>;
}

/**
 * The document title: heading, then app title (orders-auth-routes section 2).
 * @example toDocumentTitle('Orders', 'Back-office') // 'Orders - Back-office'
 */
export function toDocumentTitle(heading: string, appTitle: string): string {
  return heading ? `${heading} - ${appTitle}` : appTitle;
}
