import { formatPersonName, homePathFor } from '@backoffice/domain';
import { Link, PageTitle, Stack } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { useClaims } from '../../session/SessionProvider';
import { useUserName } from '../../shell/useUserName';

/** The home page: who is signed in, and the way to the user's own start screen (the orders). */
export function HomeScreen() {
  const { LL, locale } = useI18n();
  const claims = useClaims();
  const person = useUserName();
  const name = formatPersonName(person, locale) || claims?.username || '';
  return (
    <Stack gap="300">
      <PageTitle appTitle={LL.app.title()}>{LL.screens.home()}</PageTitle>
      <p>{name}</p>
      <Link variant="standalone" href={homePathFor(claims?.roles ?? [])}>
        {LL.orders.title()}
      </Link>
    </Stack>
  );
}
