import { PageTitle } from '@backoffice/ui/base';

import { useI18n } from '../../i18n/I18nProvider';
import { pageColumn } from '../../plain/plainLayout.css';

/** /501: a function the back-office does not offer yet. */
export function NotImplementedScreen() {
  const { LL } = useI18n();
  return (
    <div className={pageColumn}>
      <PageTitle appTitle={LL.app.title()}>{LL.screens.notImplemented()}</PageTitle>
      <p>{LL.errors.notImplemented()}</p>
    </div>
  );
}
