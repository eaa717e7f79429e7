import type { ManagedEntity, TokenClaims } from '@backoffice/domain';
import { jwtDecode } from 'jwt-decode';
import type { Describe } from 'superstruct';
import { array, boolean, is, number, optional, string, type, union } from 'superstruct';

const ManagedEntityStruct: Describe<ManagedEntity> = type({ iri: string(), id: union([number(), string()]) });

/** The claims of the session token; other claims (iat...) are kept but not read. */
export const TokenClaimsStruct = type({
  username: string(),
  roles: array(string()),
  managed_companies: optional(array(ManagedEntityStruct)),
  managed_restaurants: optional(array(ManagedEntityStruct)),
  id: union([number(), string()]),
  exp: number(),
  custom_export_edit_enabled: optional(boolean()),
});

/**
 * The checked claims of a session token, or null when the token is missing, not a JWT, or lacks a claim:
 * a malformed token means no session, never a crash.
 * @example decodeTokenClaims('not-a-token') // null
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  return is(payload, TokenClaimsStruct) ? payload : null;
}
