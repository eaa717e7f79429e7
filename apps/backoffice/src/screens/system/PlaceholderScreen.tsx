import { PageTitle } from '@backoffice/ui/base';

import { useI18n } from '../../i18n/I18nProvider';
import { pageColumn } from '../../plain/plainLayout.css';
import type { ScreenProps } from '../screenTypes';

/** A route whose screen a later issue builds: its heading is the screen's title. */
export function PlaceholderScreen({ route }: ScreenProps) {
  const { LL } = useI18n();
  const title = route.title(LL);
  return (
    <div className={pageColumn}>
      <PageTitle appTitle={LL.app.title()}>{title}</PageTitle>
      <p>{LL.placeholder.description({ name: title })}</p>
    </div>
  );
}
