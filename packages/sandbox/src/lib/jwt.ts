import type { TokenClaims } from '@backoffice/domain';

import { base64url, fromBase64url, hmacSha256, safeEqual } from './crypto.js';

/** The claims the sandbox signs: the spec's, plus the issue time. */
export interface SandboxClaims extends TokenClaims {
  iat: number;
}

/** Why a token was refused; the texts are the platform's 401 messages. */
export type JwtFailure = 'JWT Token not found' | 'Expired JWT Token' | 'Invalid JWT Token';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Signs claims as an HS256 JWT. */
export async function signJwt(claims: SandboxClaims, secret: string): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ typ: 'JWT', alg: 'HS256' })));
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = base64url(await hmacSha256(secret, `${header}.${payload}`));
  return `${header}.${payload}.${signature}`;
}

/** Verifies an HS256 JWT at `now`; answers the claims or the reason for refusal. */
export async function verifyJwt(
  token: string,
  secret: string,
  now: Date,
): Promise<{ ok: true; claims: SandboxClaims } | { ok: false; reason: JwtFailure }> {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature)
    return { ok: false, reason: 'Invalid JWT Token' };
  const expected = base64url(await hmacSha256(secret, `${header}.${payload}`));
  if (!safeEqual(expected, signature)) return { ok: false, reason: 'Invalid JWT Token' };
  let claims: unknown;
  try {
    const head: unknown = JSON.parse(decoder.decode(fromBase64url(header)));
    if (typeof head !== 'object' || head === null || (head as { alg?: unknown }).alg !== 'HS256') {
      return { ok: false, reason: 'Invalid JWT Token' };
    }
    claims = JSON.parse(decoder.decode(fromBase64url(payload)));
  } catch {
    return { ok: false, reason: 'Invalid JWT Token' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'Invalid JWT Token' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'Expired JWT Token' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is SandboxClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.username === 'string' &&
    Array.isArray(claims.roles) &&
    typeof claims.exp === 'number' &&
    (typeof claims.id === 'number' || typeof claims.id === 'string')
  );
}
