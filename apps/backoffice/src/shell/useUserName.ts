import { resources, useItem } from '@backoffice/api';
import type { PersonName } from '@backoffice/domain';
import { hasRole, isRestaurantAdmin } from '@backoffice/domain';

import { useClaims } from '../session/SessionProvider';

/**
 * The signed-in user's name, read from their user record (GET /users/{id}) when the user may open it: super admins
 * and company admins. Restaurant admins cannot open their own profile, and the billing role has no access to
 * users, so theirs is null (the e-mail of the token is shown instead).
 */
export function useUserName(): PersonName | null {
  const claims = useClaims();
  const roles = claims?.roles ?? [];
  const mayRead =
    claims !== null && hasRole(roles, ['ROLE_ADMIN', 'ROLE_COMPANY']) && !isRestaurantAdmin(roles);
  const user = useItem(resources.users, mayRead ? claims.id : null);
  return user.data ? { firstName: user.data.firstName, lastName: user.data.lastName } : null;
}
