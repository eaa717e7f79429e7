import { useEffect } from 'react';

import { pageTitle } from './PageTitle.css';

/** Props of {@link PageTitle}. */
export interface PageTitleProps {
  /** The screen heading (translated). */
  children: string;
  /** The app title, appended to the document title: "Orders - Back-office". */
  appTitle: string;
}

/** The screen heading (`h1`); it also sets the document title to the heading followed by the app title. */
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
