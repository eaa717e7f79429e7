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

/** The last token read and its claims: every request and every session read asks again for the same token. */
let lastRead: { token: string; claims: TokenClaims | null } | null = null;

/**
 * The checked claims of a session token, or null when the token is missing, not a JWT, or lacks a claim:
 * a malformed token means no session, never a crash.
 *
 * The claims of the last token read are kept: a token's claims never change, and each request, the boot and the
 * shell read them again (15 ms of a page's load on a slow machine went to reading the same token again).
 * @example decodeTokenClaims('not-a-token') // null
 */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  if (lastRead?.token === token) return lastRead.claims;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    payload = null;
  }
  const claims = is(payload, TokenClaimsStruct) ? payload : null;
  lastRead = { token, claims };
  return claims;
}
