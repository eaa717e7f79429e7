import { Button } from '@backoffice/ui';

import { useI18n } from '../i18n';
import * as css from '../print.css';

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  pdfUrl: string;
  pdfText: string;
}

/** Print and PDF download, above the sheet on screen; never on paper. */
export function Toolbar({ pdfUrl, pdfText }: ToolbarProps) {
  const { t } = useI18n();
  return (
    <div className={css.toolbar} role="group" aria-label={t.toolbar.label}>
      <Button onPress={() => window.print()}>{t.toolbar.print}</Button>
      <a className={css.link} href={pdfUrl} target="_blank" rel="noopener noreferrer">
        {pdfText}
      </a>
    </div>
  );
}
