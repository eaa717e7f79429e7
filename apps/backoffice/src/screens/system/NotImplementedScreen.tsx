import { PageTitle, Stack } from '@backoffice/ui/base';

import { useI18n } from '../../i18n/I18nProvider';

/** /501: a function the back-office does not offer yet. */
export function NotImplementedScreen() {
  const { LL } = useI18n();
  return (
    <Stack gap="300">
      <PageTitle appTitle={LL.app.title()}>{LL.screens.notImplemented()}</PageTitle>
      <p>{LL.errors.notImplemented()}</p>
    </Stack>
  );
}
