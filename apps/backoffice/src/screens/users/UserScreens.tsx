import { isCompanyAdmin, isRestaurantAdmin, isSuperAdmin } from '@backoffice/domain';
import { useMemo } from 'react';
import { Redirect } from 'wouter';

import { EntityFormScreen } from '../../entities/EntityFormScreen';
import { pathFor } from '../../routing/pathFor';
import { useClaims } from '../../session/SessionProvider';
import type { ScreenProps } from '../screenTypes';
import type { UserRecord, UserValues } from './users';
import { companyUsers, users } from './users';

/**
 * The user create and edit screen. A super admin edits every field, roles included; a company admin edits their
 * own company's people without company or roles; a restaurant admin cannot open their own profile (403).
 */
export function UserFormScreen(props: ScreenProps) {
  const claims = useClaims();
  const roles = claims?.roles ?? [];
  const company = claims?.managed_companies?.[0];
  const companyAdmin = !isSuperAdmin(roles) && isCompanyAdmin(roles);
  const companyIri = company?.iri;
  const companyId = company?.id;
  const definition = useMemo(
    () =>
      companyAdmin && companyIri !== undefined && companyId !== undefined
        ? companyUsers({ iri: companyIri, id: companyId })
        : users,
    [companyAdmin, companyIri, companyId],
  );
  const ownProfile = claims !== null && props.params.userId === String(claims.id);
  if (ownProfile && isRestaurantAdmin(roles) && !isSuperAdmin(roles)) {
    return <Redirect to={pathFor('unauthorized')} replace />;
  }
  return <EntityFormScreen<UserRecord, UserValues> {...props} definition={definition} />;
}
