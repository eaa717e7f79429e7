import type { Hono, MiddlewareHandler } from 'hono';

import type { Principal, SandboxContext, SandboxEnv } from './context.js';
import { readBody } from './context.js';
import { ApiProblem, ValidationProblem, iri } from './hydra.js';
import { randomToken, sha256Hex } from './lib/crypto.js';
import { signJwt, verifyJwt } from './lib/jwt.js';
import type { Account } from './store.js';

/** Token lifetime: one hour. */
export const TOKEN_TTL_SECONDS = 3600;
/** Refresh tokens last 30 days; reset tokens one hour. */
const REFRESH_TTL_MS = 30 * 86_400_000;
const RESET_TTL_MS = 3600_000;

/** Paths under /api/v1 that need no token. */
export function isPublicPath(path: string): boolean {
  return (
    /^\/api\/v1\/auth(\/refresh)?\/?$/.test(path) ||
    path.startsWith('/api/v1/reset_password') ||
    path === '/api/v1/configs' ||
    path.startsWith('/api/v1/public/') ||
    path.startsWith('/frontend-api/')
  );
}

/** Paths that take a `token` query instead of a login. */
const TOKEN_PATHS = [/^\/api\/v1\/cloud-canteen\/summary\//];

/** Hashes a password with a salt (sha256 of `salt:password`). */
export function hashPassword(salt: string, password: string): Promise<string> {
  return sha256Hex(`${salt}:${password}`);
}

async function issueTokens(
  ctx: SandboxContext,
  account: Account,
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
  const refresh = randomToken();
  ctx.store.data.refreshTokens[refresh] = {
    accountId: account.id,
    expiresAt: ctx.now().getTime() + REFRESH_TTL_MS,
  };
  ctx.store.touch();
  return { token, refresh_token: refresh };
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

/** POST /auth, /auth/refresh, /reset_password/request, /reset_password. */
export function registerAuth(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.post('/api/v1/auth', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const account = ctx.store.data.accounts.find((entry) => entry.email.toLowerCase() === email);
    const user = account ? ctx.store.get('users', account.userId) : undefined;
    if (
      !account ||
      user?.enabled === false ||
      (await hashPassword(account.passwordSalt, password)) !== account.passwordHash
    ) {
      return c.json({ code: 401, message: 'Invalid credentials.' }, 401);
    }
    return c.json(await issueTokens(ctx, account));
  });

  app.post('/api/v1/auth/refresh', async (c) => {
    const body = await readBody(c);
    const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    const issued = ctx.store.data.refreshTokens[presented];
    if (!issued || issued.expiresAt <= ctx.now().getTime()) {
      return c.json({ code: 401, message: 'Invalid JWT Refresh Token' }, 401);
    }
    // Rotation: a refresh token works once.
    delete ctx.store.data.refreshTokens[presented];
    const account = ctx.store.data.accounts.find((entry) => entry.id === issued.accountId);
    if (!account) return c.json({ code: 401, message: 'Invalid JWT Refresh Token' }, 401);
    return c.json(await issueTokens(ctx, account));
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
      ctx.store.touch();
      const lang = c.req.query('lang') ?? 'en';
      ctx.log(`[sandbox] password reset link for ${account.email} (${lang}): /password-reset/${token}`);
    }
    return c.json({ success: true });
  });

  app.post('/api/v1/reset_password', async (c) => {
    const body = await readBody(c);
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const issued = ctx.store.data.resetTokens[token];
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
    // A new password ends the other sessions.
    for (const [refresh, entry] of Object.entries(ctx.store.data.refreshTokens)) {
      if (entry.accountId === account.id) delete ctx.store.data.refreshTokens[refresh];
    }
    ctx.store.touch();
    return c.json({ success: true });
  });
}
