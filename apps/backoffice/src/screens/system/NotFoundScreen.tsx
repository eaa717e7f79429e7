import { NotFoundPage } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { useGuardedNavigate } from '../../navigation/LeaveGuard';
import { useDocumentTitle } from './ForbiddenScreen';

/** The catch-all not-found page. */
export function NotFoundScreen() {
  const { LL } = useI18n();
  const navigate = useGuardedNavigate();
  useDocumentTitle(LL.screens.notFound(), LL.app.title());
  return (
    <NotFoundPage
      messages={{ title: LL.screens.notFound(), description: LL.errors.notFound(), home: LL.errors.goHome() }}
      onHome={() => navigate('/')}
    />
  );
}
