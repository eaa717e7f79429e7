import { writeLocaleCookie } from '@backoffice/api';
import { formatPersonName, isRestaurantAdmin } from '@backoffice/domain';
import { AppShell, Breadcrumbs, Inline, LanguageSwitcher, Link, Menu, Stack } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

import { useI18n } from '../i18n/I18nProvider';
import { buildMenu } from '../menu/buildMenu';
import { SideNav } from '../menu/SideNav';
import { IncomingOrders } from '../screens/orders/live/IncomingOrders';
import { NotificationPermissionPrompt } from '../screens/orders/notifications/NotificationPermissionPrompt';
import { useGuardedNavigate } from '../navigation/LeaveGuard';
import { landingPath } from '../routing/landingPath';
import { pathFor } from '../routing/pathFor';
import { useClaims } from '../session/SessionProvider';
import { useCurrentRoute } from './CurrentRoute';
import { useServices } from './services';
import { breadcrumbTrail } from './trail';
import { useManagedRestaurants } from './useManagedRestaurants';
import { useUserName } from './useUserName';

/**
 * The frame of every signed-in page: header (logo to the user's home, language switcher, account menu), sidebar
 * menu filtered by role, breadcrumbs, footer. Inline mode (inside a parent frame) hides header and sidebar.
 */
export function ShellLayout({ currentPath, children }: { currentPath: string; children: ReactNode }) {
  const { client, env, inFrame } = useServices();
  const { LL, locale, setLocale } = useI18n();
  const claims = useClaims();
  const match = useCurrentRoute();
  const navigate = useGuardedNavigate();
  const restaurants = useManagedRestaurants();
  const person = useUserName();
  const roles = claims?.roles ?? [];

  const menu = useMemo(
    () => (claims ? buildMenu({ claims, restaurants, publicFrontendUrl: env.publicFrontendUrl }) : []),
    [claims, restaurants, env.publicFrontendUrl],
  );
  const trail = breadcrumbTrail(match, claims ? { roles } : null, LL);
  const name = formatPersonName(person, locale) || claims?.username || '';
  const accountActions = [
    ...(claims && !isRestaurantAdmin(roles) && person ? [{ id: 'profile', label: LL.common.profile() }] : []),
    { id: 'sign-out', label: LL.common.signOut() },
  ];

  return (
    <AppShell
      isInline={inFrame}
      labels={{ navigation: LL.common.navigation(), openNavigation: LL.common.openNavigation() }}
      logo={
        <Link variant="standalone" href={landingPath(roles)}>
          {LL.app.title()}
        </Link>
      }
      headerEnd={
        <Inline gap="400" alignItems="center">
          <LanguageSwitcher
            value={locale}
            onChange={(next) => {
              writeLocaleCookie(client.cookies, next, { secure: window.location.protocol === 'https:' });
              setLocale(next);
            }}
            labels={{
              group: LL.common.language(),
              languages: { en: LL.common.languages.en(), hu: LL.common.languages.hu() },
            }}
          />
          <Inline gap="200" alignItems="center">
            <span>{name}</span>
            <Menu
              triggerLabel={LL.common.account({ name })}
              triggerIcon="chevronDown"
              items={accountActions}
              onAction={(id) => {
                if (id === 'profile' && claims) navigate(pathFor('user-edit', { userId: claims.id }));
                if (id === 'sign-out') {
                  navigate(pathFor('login'));
                  client.session.signOut();
                }
              }}
            />
          </Inline>
        </Inline>
      }
      navigation={<SideNav entries={menu} currentPath={currentPath} />}
      footer={<small>{LL.common.footer()}</small>}
    >
      <Stack gap="400">
        {trail.length > 1 ? <Breadcrumbs items={trail} label={LL.common.breadcrumbs()} /> : null}
        {children}
        <IncomingOrders />
        <NotificationPermissionPrompt />
      </Stack>
    </AppShell>
  );
}
