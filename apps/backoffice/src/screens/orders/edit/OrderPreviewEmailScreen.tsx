import { getConfirmationEmailPreview, orderKeys } from '@backoffice/api';
import { Button, Link, PageTitle, Spinner, Stack } from '@backoffice/ui';
import useSWR from 'swr';

import { useI18n } from '../../../i18n/I18nProvider';
import { pathFor } from '../../../routing/pathFor';
import { useServices } from '../../../shell/services';
import type { ScreenProps } from '../../screenTypes';

/**
 * /orders/{id}/preview-email: the order e-mail as the platform renders it. The server's HTML goes into a sandboxed
 * iframe (`sandbox=""`: no scripts, no same-origin access, no forms), so nothing in it runs with the app's rights.
 */
export function OrderPreviewEmailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const { LL } = useI18n();
  const { client } = useServices();
  const preview = useSWR(id ? [...orderKeys.detail(id), 'email-preview'] : null, () =>
    getConfirmationEmailPreview(client, id),
  );
  const t = LL.orderEdit.preview;
  return (
    <Stack gap="300">
      <PageTitle appTitle={LL.app.title()}>{LL.screens.orderPreviewEmail()}</PageTitle>
      <Link href={pathFor('order-edit', { id })}>{t.back()}</Link>
      {preview.data !== undefined ? (
        <iframe title={t.frameTitle({ id })} sandbox="" srcDoc={preview.data} width="100%" height="800" />
      ) : preview.error ? (
        <Stack gap="200" alignItems="flex-start">
          <p role="alert">{t.loadFailed()}</p>
          <Button onPress={() => void preview.mutate()}>{LL.common.retry()}</Button>
        </Stack>
      ) : (
        <Spinner label={LL.common.loading()} />
      )}
    </Stack>
  );
}
