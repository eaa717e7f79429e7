import { useI18n } from '../i18n';
import * as css from '../print.css';

/** The page while its data loads. */
export function Loading() {
  const { t } = useI18n();
  return (
    <main id="main" aria-busy="true">
      <p className={css.controls} role="status">
        {t.loading}
      </p>
    </main>
  );
}
