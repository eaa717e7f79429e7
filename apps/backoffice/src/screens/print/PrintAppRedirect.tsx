import { PageTitle, Spinner, Stack } from '@backoffice/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

import { useI18n } from '../../i18n/I18nProvider';
import { useServices } from '../../shell/services';
import type { ScreenProps } from '../screenTypes';

/** The print app's address of a back-office path (the same path and query on the print app). */
export function printAppTarget(base: string, path: string, search: string): string {
  return `${base}${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
}

/**
 * The back-office's public canteen printouts (/cloudcanteen/label/view/…, /cloudcanteen/summary/…): their pages
 * live in the print app, so the back-office sends the browser there with the same path and query. Without a
 * configured print app it says so.
 */
export function PrintAppRedirect({ route }: ScreenProps) {
  const { LL } = useI18n();
  const { env } = useServices();
  const [path] = useLocation();
  const search = useSearch();
  const base = env.printAppUrl ?? null;
  const target = base ? printAppTarget(base, path, search) : null;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return (
    <Stack gap="400" padding="400">
      <PageTitle appTitle={LL.app.title()}>{route.title(LL)}</PageTitle>
      {target ? <Spinner label={LL.print.redirecting()} /> : <p>{LL.print.notConfigured()}</p>}
    </Stack>
  );
}
