import { Button } from '@backoffice/ui';

import type { PrintFailure } from '../api/printApi';
import { useI18n } from '../i18n';
import { MessagePage } from './MessagePage';

/** Props of {@link FailurePage}. */
export interface FailurePageProps {
  failure: PrintFailure | 'missing-token';
  /** What a 404 means on this page. */
  notFound: 'unknownCanteen' | 'unknownOrder';
}

/** The clear page of a link that opens nothing: no key, a wrong key, nothing found, or no answer. */
export function FailurePage({ failure, notFound }: FailurePageProps) {
  const { t } = useI18n();
  const text =
    failure === 'missing-token'
      ? t.errors.missingToken
      : failure === 'bad-token'
        ? t.errors.badToken
        : failure === 'not-found'
          ? t.errors[notFound]
          : t.errors.failed;
  return (
    <MessagePage title={text.title} body={text.body}>
      {failure === 'failed' ? (
        <Button variant="secondary" onPress={() => window.location.reload()}>
          {t.errors.reload}
        </Button>
      ) : null}
    </MessagePage>
  );
}
