import { isCompanyAdmin } from '@backoffice/domain';
import { ForbiddenPage } from '@backoffice/ui';
import { useEffect } from 'react';

import { useI18n } from '../../i18n/I18nProvider';
import { useClaims } from '../../session/SessionProvider';

/** /403: the unauthorized text; company admins get the extra message, everyone else a back button. */
export function ForbiddenScreen() {
  const { LL } = useI18n();
  const claims = useClaims();
  useDocumentTitle(LL.screens.unauthorized(), LL.app.title());
  return (
    <ForbiddenPage
      variant={isCompanyAdmin(claims?.roles ?? []) ? 'companyAdmin' : 'back'}
      messages={{
        title: LL.screens.unauthorized(),
        unauthorized: LL.errors.forbidden(),
        companyAdmin: LL.errors.forbiddenCompanyAdmin(),
        back: LL.common.back(),
      }}
      onBack={() => window.history.back()}
    />
  );
}

/** Sets the document title to the heading followed by the app title (pages whose heading the kit renders). */
export function useDocumentTitle(heading: string, appTitle: string): void {
  useEffect(() => {
    document.title = `${heading} - ${appTitle}`;
  }, [heading, appTitle]);
}
