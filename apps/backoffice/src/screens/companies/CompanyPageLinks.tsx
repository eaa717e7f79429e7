import { cloneCompany, useApi } from '@backoffice/api';
import { isSuperAdmin } from '@backoffice/domain';
import { Button, Link, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';

import { describeError } from '../../errors/errorText';
import { useServices } from '../../shell/services';
import { showToast } from '@backoffice/ui';
import { emitEntityChange } from '../../entities/entityEvents';
import { useI18n } from '../../i18n/I18nProvider';
import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import { useCurrentRoute } from '../../shell/CurrentRoute';

/**
 * Links from a company's edit screen to its sub-pages (addresses, allowances, teams, employees, invoices,
 * balances; cloud canteens for a super admin), and the super admin's clone action, which opens the clone.
 * `own`: the company admin's own company (/company), whose addresses and allowances have their own routes.
 */
export function CompanyPageLinks({ own }: { own: boolean }) {
  const { LL } = useI18n();
  const { params } = useCurrentRoute();
  const roles = useClaims()?.roles ?? [];
  const companyId = own ? null : params.companyId;
  const P = LL.people.companies.pages;
  if (own) {
    return (
      <Stack gap="200">
        <Link href={pathFor('own-company-address-list')}>{P.addresses()}</Link>
        <Link href={pathFor('own-company-allowance-list')}>{P.allowances()}</Link>
      </Stack>
    );
  }
  if (!companyId) return null;
  const at = { companyId };
  return (
    <Stack gap="200">
      <Link href={pathFor('company-address-list', at)}>{P.addresses()}</Link>
      <Link href={pathFor('company-allowance-list', at)}>{P.allowances()}</Link>
      <Link href={pathFor('company-team-list', at)}>{P.teams()}</Link>
      <Link href={pathFor('company-employees', at)}>{P.employees()}</Link>
      <Link href={pathFor('company-invoices', at)}>{P.invoices()}</Link>
      <Link href={pathFor('company-balances', at)}>{P.balances()}</Link>
      {isSuperAdmin(roles) ? (
        <>
          <Link href={pathFor('cloudcanteen-list', at)}>{P.cloudcanteens()}</Link>
          <CloneButton companyId={companyId} />
        </>
      ) : null}
    </Stack>
  );
}

/** Clones the company (PUT clone) and opens the clone's edit screen. */
function CloneButton({ companyId }: { companyId: string }) {
  const { LL } = useI18n();
  const { client } = useApi();
  const { toasts } = useServices();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const T = LL.people.companies;
  return (
    <Button
      variant="secondary"
      isPending={pending}
      onPress={() => {
        setPending(true);
        cloneCompany(client, companyId).then(
          (clone) => {
            setPending(false);
            emitEntityChange({ resource: 'companies', id: clone.id, kind: 'created' });
            showToast(toasts, { title: T.cloned(), tone: 'success' });
            navigate(pathFor('company-edit', { companyId: String(clone.id) }));
          },
          (error: unknown) => {
            setPending(false);
            showToast(toasts, { title: T.cloneFailed({ message: describeError(error, LL) }), tone: 'error' });
          },
        );
      }}
    >
      {T.actions.clone()}
    </Button>
  );
}
