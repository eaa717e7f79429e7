import { Link, Stack } from '@backoffice/ui';

import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import { useCurrentRoute } from '../../shell/CurrentRoute';
import { useClaims } from '../../session/SessionProvider';
import { isCompanyAdmin, isSuperAdmin } from '@backoffice/domain';

/** Links from a user's edit screen to their addresses, balances and canteen balances. */
export function UserPageLinks() {
  const { LL } = useI18n();
  const { params } = useCurrentRoute();
  const roles = useClaims()?.roles ?? [];
  const userId = params.userId;
  if (!userId) return null;
  // The address list is for super admins and company admins (the route table).
  const showAddresses = isSuperAdmin(roles) || isCompanyAdmin(roles);
  return (
    <Stack gap="200">
      {showAddresses ? (
        <Link href={pathFor('user-address-list', { userId })}>{LL.screens.userAddresses()}</Link>
      ) : null}
      <Link href={pathFor('user-balances', { userId })}>{LL.screens.userBalances()}</Link>
      <Link href={pathFor('user-canteen-balances', { userId })}>{LL.screens.userCanteenBalances()}</Link>
    </Stack>
  );
}
