import type { ReactNode } from 'react';
import { useEffect } from 'react';

import { useI18n } from '../i18n';
import * as css from '../print.css';

/** Props of {@link MessagePage}. */
export interface MessagePageProps {
  title: string;
  body: string;
  /** More content under the message (a cutoff picker, a reload button). */
  children?: ReactNode;
}

/** A page that says why there is nothing to print (a bad link, an empty cutoff): never a blank sheet. */
export function MessagePage({ title, body, children }: MessagePageProps) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} | ${t.appTitle}`;
  }, [title, t]);
  return (
    <main id="main">
      <div className={css.errorPage}>
        <h1 className={css.heading}>{title}</h1>
        <p>{body}</p>
        {children}
      </div>
    </main>
  );
}
