import type { TokenClaims } from '@backoffice/domain';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned JWT with the given claims, for tests and stories (the client never checks signatures; the platform does).
 * @example buildToken({ roles: ['ROLE_ADMIN'] }, new Date('2024-01-01T10:00:00Z'))
 */
export function buildToken(
  claims: Partial<TokenClaims> & Record<string, unknown> = {},
  now = new Date(),
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = {
    username: 'admin@example.com',
    roles: ['ROLE_ADMIN'],
    managed_companies: [],
    managed_restaurants: [],
    id: 1,
    iat,
    exp: iat + 3600,
    custom_export_edit_enabled: false,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}
