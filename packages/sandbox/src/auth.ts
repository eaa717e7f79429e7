import type { Context, Hono, MiddlewareHandler } from 'hono';

import type { Principal, SandboxContext, SandboxEnv } from './context.js';
import { readBody } from './context.js';
import { ApiProblem, ValidationProblem, iri } from './hydra.js';
import { randomToken, safeEqual, sha256Hex } from './lib/crypto.js';
import { signJwt, verifyJwt } from './lib/jwt.js';
import type { Account, IssuedToken } from './store.js';

/** Token lifetime: one hour. */
export const TOKEN_TTL_SECONDS = 3600;
/** Refresh tokens last 30 days; reset tokens one hour. */
const REFRESH_TTL_MS = 30 * 86_400_000;
const RESET_TTL_MS = 3600_000;

/** Paths under /api/v1 that need no token. */
export function isPublicPath(path: string): boolean {
  return (
    /^\/api\/v1\/auth(\/refresh|\/logout)?\/?$/.test(path) ||
    path.startsWith('/api/v1/reset_password') ||
    path === '/api/v1/configs' ||
    path.startsWith('/api/v1/public/') ||
    path.startsWith('/frontend-api/')
  );
}

/** Paths that take a `token` query instead of a login. */
const TOKEN_PATHS = [/^\/api\/v1\/cloud-canteen\/summary\//, /^\/api\/v1\/cloud-canteen\/label\/view\//];

/** Hashes a password with a salt (sha256 of `salt:password`). */
export function hashPassword(salt: string, password: string): Promise<string> {
  return sha256Hex(`${salt}:${password}`);
}

/** A token entry of one of the store's token maps, or undefined (never an inherited property). */
function tokenEntry(tokens: Record<string, IssuedToken>, token: unknown): IssuedToken | undefined {
  return typeof token === 'string' && Object.hasOwn(tokens, token) ? tokens[token] : undefined;
}

/** Whether the account may hold a session: it exists and its user is not disabled. */
function accountActive(ctx: SandboxContext, account: Account | undefined): account is Account {
  return account !== undefined && ctx.store.get('users', account.userId)?.enabled !== false;
}

/** Revokes every refresh token that descends from the same sign-in. */
function revokeFamily(ctx: SandboxContext, family: string): void {
  for (const [token, entry] of Object.entries(ctx.store.data.refreshTokens)) {
    if ((entry.family ?? token) !== family) continue;
    delete ctx.store.data.refreshTokens[token];
    ctx.store.tokenChanged('refreshTokens', token);
  }
}

async function issueTokens(
  ctx: SandboxContext,
  account: Account,
  family: string = randomToken(16),
): Promise<{ token: string; refresh_token: string }> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const token = await signJwt(
    {
      username: account.email,
      roles: account.roles,
      managed_companies: account.managedCompanies.map((id) => ({ iri: iri('companies', id), id })),
      managed_restaurants: account.managedRestaurants.map((id) => ({ iri: iri('restaurants', id), id })),
      id: account.userId,
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
      custom_export_edit_enabled: account.customExportEditEnabled,
    },
    ctx.secret,
  );
  // Expired refresh tokens are of no more use, not even to notice a reuse.
  for (const [old, entry] of Object.entries(ctx.store.data.refreshTokens)) {
    if (entry.expiresAt > ctx.now().getTime()) continue;
    delete ctx.store.data.refreshTokens[old];
    ctx.store.tokenChanged('refreshTokens', old);
  }
  const refresh = randomToken();
  ctx.store.data.refreshTokens[refresh] = {
    accountId: account.id,
    expiresAt: ctx.now().getTime() + REFRESH_TTL_MS,
    family,
  };
  ctx.store.tokenChanged('refreshTokens', refresh);
  return { token, refresh_token: refresh };
}

/** Failed sign-ins allowed per e-mail and address before a lockout. */
export const SIGN_IN_ATTEMPTS = 5;
/** How long failures are counted, and how long the lockout lasts. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failed sign-ins per e-mail and client address (in memory) and locks the pair out for
 * {@link SIGN_IN_WINDOW_MS} after {@link SIGN_IN_ATTEMPTS} failures in that window.
 */
function createSignInLimiter(now: () => Date) {
  const failures = new Map<string, { count: number; first: number; lockedUntil: number }>();
  return {
    /** Milliseconds the pair is still locked out for, or 0. */
    lockedFor(key: string): number {
      const entry = failures.get(key);
      return entry ? Math.max(0, entry.lockedUntil - now().getTime()) : 0;
    },
    fail(key: string): void {
      const at = now().getTime();
      if (failures.size > 10_000) {
        for (const [old, entry] of failures) {
          if (entry.first + SIGN_IN_WINDOW_MS < at && entry.lockedUntil < at) failures.delete(old);
        }
      }
      let entry = failures.get(key);
      if (!entry || entry.first + SIGN_IN_WINDOW_MS < at) {
        entry = { count: 0, first: at, lockedUntil: 0 };
        failures.set(key, entry);
      }
      entry.count += 1;
      if (entry.count >= SIGN_IN_ATTEMPTS) entry.lockedUntil = at + SIGN_IN_WINDOW_MS;
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}

/** The address of the client (the Node server's socket); in-process calls share one. */
function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'in-process';
}

/** Verifies the bearer token of /api/v1 calls (except the public ones) and stores the principal. */
export function bearerAuth(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isPublicPath(c.req.path) || c.req.method === 'OPTIONS') {
      await next();
      return;
    }
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) {
      // Printouts reached with their own token need no login.
      if (TOKEN_PATHS.some((pattern) => pattern.test(c.req.path)) && c.req.query('token')) {
        await next();
        return;
      }
      throw new ApiProblem(401, 'JWT Token not found');
    }
    const result = await verifyJwt(match[1].trim(), ctx.secret, ctx.now());
    if (!result.ok) throw new ApiProblem(401, result.reason);
    const { claims } = result;
    const account = ctx.store.data.accounts.find((entry) => entry.email === claims.username);
    if (!account) throw new ApiProblem(401, 'Invalid JWT Token');
    const principal: Principal = {
      accountId: account.id,
      userId: Number(claims.id),
      email: claims.username,
      roles: claims.roles.map(String),
      companies: (claims.managed_companies ?? []).map((entry) => Number(entry.id)),
      restaurants: (claims.managed_restaurants ?? []).map((entry) => Number(entry.id)),
    };
    c.set('principal', principal);
    await next();
  };
}

/** POST /auth, /auth/refresh, /auth/logout, /reset_password/request, /reset_password. */
export function registerAuth(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  const limiter = createSignInLimiter(ctx.now);

  app.post('/api/v1/auth', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const key = `${email}\u0000${clientAddress(c)}`;
    const locked = limiter.lockedFor(key);
    if (locked > 0) {
      const minutes = Math.ceil(locked / 60_000);
      c.header('retry-after', String(Math.ceil(locked / 1000)));
      return c.json(
        {
          code: 429,
          message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
        429,
      );
    }
    const account = ctx.store.data.accounts.find((entry) => entry.email.toLowerCase() === email);
    // The hash is worked out for an unknown e-mail too, so that the answer takes as long either way.
    const hash = await hashPassword(account?.passwordSalt ?? 'no-account', password);
    const valid = account !== undefined && safeEqual(hash, account.passwordHash);
    if (!valid || !accountActive(ctx, account)) {
      limiter.fail(key);
      return c.json({ code: 401, message: 'Invalid credentials.' }, 401);
    }
    limiter.succeed(key);
    return c.json(await issueTokens(ctx, account));
  });

  app.post('/api/v1/auth/refresh', async (c) => {
    const body = await readBody(c);
    const presented = body.refresh_token;
    const issued = tokenEntry(ctx.store.data.refreshTokens, presented);
    const refused = () => c.json({ code: 401, message: 'Invalid JWT Refresh Token' }, 401);
    if (typeof presented !== 'string' || !issued || issued.expiresAt <= ctx.now().getTime()) return refused();
    const family = issued.family ?? presented;
    if (issued.rotatedAt !== undefined) {
      // A refresh token works once: a second use means it was copied, so the whole session ends.
      revokeFamily(ctx, family);
      ctx.log(
        `[sandbox] a used refresh token came back: the session of account ${issued.accountId} is revoked`,
      );
      return refused();
    }
    const account = ctx.store.data.accounts.find((entry) => entry.id === issued.accountId);
    if (!accountActive(ctx, account)) {
      // The account is gone or disabled: its sessions end here.
      revokeFamily(ctx, family);
      return refused();
    }
    issued.rotatedAt = ctx.now().getTime();
    ctx.store.tokenChanged('refreshTokens', presented);
    return c.json(await issueTokens(ctx, account, family));
  });

  app.post('/api/v1/auth/logout', async (c) => {
    const body = await readBody(c);
    const presented = body.refresh_token;
    if (typeof presented !== 'string' || presented === '') {
      throw new ValidationProblem([
        { propertyPath: 'refresh_token', message: 'This value should not be blank.' },
      ]);
    }
    const issued = tokenEntry(ctx.store.data.refreshTokens, presented);
    if (issued) revokeFamily(ctx, issued.family ?? presented);
    // The same answer for an unknown token: it reveals nothing.
    return c.json({ success: true });
  });

  app.post('/api/v1/reset_password/request', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email)
      throw new ValidationProblem([{ propertyPath: 'email', message: 'This value should not be blank.' }]);
    const account = ctx.store.data.accounts.find((entry) => entry.email.toLowerCase() === email);
    // The answer is the same whether the address is known or not, so that it reveals nothing.
    if (account) {
      const token = randomToken(16);
      ctx.store.data.resetTokens[token] = {
        accountId: account.id,
        expiresAt: ctx.now().getTime() + RESET_TTL_MS,
      };
      ctx.store.tokenChanged('resetTokens', token);
      const lang = c.req.query('lang') ?? 'en';
      ctx.log(`[sandbox] password reset link for ${account.email} (${lang}): /password-reset/${token}`);
    }
    return c.json({ success: true });
  });

  app.post('/api/v1/reset_password', async (c) => {
    const body = await readBody(c);
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const issued = tokenEntry(ctx.store.data.resetTokens, token);
    if (!issued || issued.expiresAt <= ctx.now().getTime()) {
      throw new ApiProblem(400, 'The password reset link is invalid or has expired.');
    }
    if (password.length < 8) {
      throw new ValidationProblem([
        {
          propertyPath: 'password',
          message: 'This value is too short. It should have 8 characters or more.',
        },
      ]);
    }
    const account = ctx.store.data.accounts.find((entry) => entry.id === issued.accountId);
    if (!account) throw new ApiProblem(400, 'The password reset link is invalid or has expired.');
    account.passwordSalt = randomToken(8);
    account.passwordHash = await hashPassword(account.passwordSalt, password);
    delete ctx.store.data.resetTokens[token];
    ctx.store.tokenChanged('resetTokens', token);
    ctx.store.metaChanged('accounts');
    // A new password ends the other sessions.
    for (const [refresh, entry] of Object.entries(ctx.store.data.refreshTokens)) {
      if (entry.accountId !== account.id) continue;
      delete ctx.store.data.refreshTokens[refresh];
      ctx.store.tokenChanged('refreshTokens', refresh);
    }
    return c.json({ success: true });
  });
}
