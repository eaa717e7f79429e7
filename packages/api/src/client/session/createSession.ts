import type { TokenClaims } from '@backoffice/domain';
import { requestSource, tokenNeedsRefresh } from '@backoffice/domain';
import { mask, object, string } from 'superstruct';

import { ApiError, SERVER_ERROR_MESSAGE, ServerError, UnauthorizedError } from '../errors.js';
import { decodeTokenClaims } from './claims.js';
import type { CookieStore } from './cookies.js';
import { COOKIE_NAMES, sessionCookieAttributes } from './cookies.js';
import type { RefreshLock } from './refreshLock.js';
import { noRefreshLock } from './refreshLock.js';

/** The answer of POST /auth and POST /auth/refresh. */
export const TokenPairStruct = object({ token: string(), refresh_token: string() });

/** Why a session ended. */
export type SessionEndReason = 'sign-out' | 'refresh-failed';

/** Sends an unauthenticated JSON call on behalf of the session (POST /auth, /auth/refresh). */
export type SessionTransport = (call: string, path: string, body: unknown) => Promise<unknown>;

/** The signed-in state: tokens in cookies, claims decoded from the token, single-flight refresh. */
export interface Session {
  /** The current token, or null when nobody is signed in. */
  token(): string | null;
  /** The checked claims of the current token; null when signed out or the token is malformed. */
  claims(): TokenClaims | null;
  /** `restaurant_admin` for a restaurant admin, `admin` for everyone else. */
  source(): 'admin' | 'restaurant_admin';
  /** POST /auth; stores the tokens (30-day cookies with keepSignedIn, otherwise session cookies). */
  signIn(
    credentials: { email: string; password: string },
    options?: { keepSignedIn?: boolean },
  ): Promise<TokenClaims>;
  /** Signs in with a refresh token handed over by a parent frame (POST /auth/refresh). */
  signInWithRefreshToken(
    refreshToken: string | null | undefined,
    options?: { keepSignedIn?: boolean },
  ): Promise<TokenClaims>;
  /**
   * POST /auth/refresh, once at a time across the tabs of this origin: concurrent callers of this tab share one
   * request, and a tab that finds another tab already refreshed takes the new tokens instead. Only a 401 (or no
   * refresh token) ends the session; a network or server error keeps it, so that the next call tries again.
   */
  refresh(): Promise<string>;
  /**
   * The token to send now: refreshed first when it expires in under 600 s (a still-valid token is sent when that
   * refresh fails without ending the session); null without a session.
   */
  validToken(): Promise<string | null>;
  /** Forgets the tokens; a sign-out by the user also revokes the refresh token on the platform (POST /auth/logout). */
  signOut(reason?: SessionEndReason): void;
  /** Called with the new claims after every sign-in, refresh and sign-out. */
  subscribe(listener: (claims: TokenClaims | null, reason?: SessionEndReason) => void): () => void;
}

export interface SessionOptions {
  cookies: CookieStore;
  now: () => Date;
  secure: boolean;
  transport: SessionTransport;
  reportError: (error: unknown) => void;
  /** Keeps two tabs from refreshing at once (see createRefreshLock). @default no lock */
  lock?: RefreshLock;
}

/**
 * How many times a refresh reads the shared cookie jar for the token it wrote before it lets the next tab in. Each
 * read is one round trip to the browser's cookie service, which the write reaches first unless the machine is very
 * busy; the bound only keeps a write the browser refused (cookies blocked) from holding the lock.
 */
const SHARED_WRITE_READS = 50;

/** Text of a refresh-token sign-in without a token (error catalogue). */
export const MISSING_REFRESH_TOKEN = 'Missing refresh token';

export function createSession(options: SessionOptions): Session {
  const { cookies, now, secure, transport, reportError, lock = noRefreshLock } = options;
  const listeners = new Set<(claims: TokenClaims | null, reason?: SessionEndReason) => void>();
  let refreshing: Promise<string> | null = null;

  const removeAttributes = { path: '/', sameSite: 'Lax' as const, secure };
  const notify = (claims: TokenClaims | null, reason?: SessionEndReason) => {
    for (const listener of listeners) listener(claims, reason);
  };

  const store = (pair: { token: string; refresh_token: string }, keepSignedIn: boolean): TokenClaims => {
    const claims = decodeTokenClaims(pair.token);
    if (!claims) throw new UnauthorizedError('Malformed session token', { call: 'session', status: 0 });
    const attributes = sessionCookieAttributes({ keepSignedIn, secure });
    cookies.set(COOKIE_NAMES.jwt, pair.token, attributes);
    cookies.set(COOKIE_NAMES.refresh, pair.refresh_token, attributes);
    if (keepSignedIn) cookies.set(COOKIE_NAMES.keepSignedIn, '1', attributes);
    else cookies.remove(COOKIE_NAMES.keepSignedIn, removeAttributes);
    notify(claims);
    return claims;
  };

  const exchange = async (call: string, path: string, body: unknown) => {
    try {
      return mask(await transport(call, path, body), TokenPairStruct);
    } catch (error) {
      // 500 on login, refresh or reset: reported, then re-thrown (error catalogue).
      if (error instanceof ServerError) reportError(error);
      throw error;
    }
  };

  const signOut = (reason: SessionEndReason = 'sign-out') => {
    const refreshToken = cookies.get(COOKIE_NAMES.refresh);
    if (reason === 'sign-out' && refreshToken) {
      // Best effort: the cookies go whatever the answer, and an unreachable platform lets the token expire.
      transport('signOut', '/auth/logout', { refresh_token: refreshToken }).catch(() => undefined);
    }
    cookies.remove(COOKIE_NAMES.jwt, removeAttributes);
    cookies.remove(COOKIE_NAMES.refresh, removeAttributes);
    cookies.remove(COOKIE_NAMES.keepSignedIn, removeAttributes);
    notify(null, reason);
  };

  const keepSignedIn = () => cookies.get(COOKIE_NAMES.keepSignedIn) === '1';

  /** The cookie as every tab sees it (see CookieStore.readShared). */
  const sharedCookie = (name: string) =>
    cookies.readShared ? cookies.readShared(name) : Promise.resolve(cookies.get(name));

  /**
   * Waits until every tab reads the refresh token this one just wrote: the lock is released after this, and the
   * next tab in it must not find, and spend, the used one.
   */
  const untilShared = async (refreshToken: string) => {
    if (!cookies.readShared) return;
    for (let read = 0; read < SHARED_WRITE_READS; read += 1) {
      if ((await cookies.readShared(COOKIE_NAMES.refresh)) === refreshToken) return;
    }
  };

  /** The tokens another tab stored after `seen` was read, when they are good for a while yet. */
  const tokenFromOtherTab = async (seen: string | undefined): Promise<string | null> => {
    const refreshToken = await sharedCookie(COOKIE_NAMES.refresh);
    if (!refreshToken || refreshToken === seen) return null;
    const token = await sharedCookie(COOKIE_NAMES.jwt);
    const claims = decodeTokenClaims(token);
    if (!token || !claims || tokenNeedsRefresh(claims.exp, now())) return null;
    notify(claims);
    return token;
  };

  const refresh = (): Promise<string> => {
    const seen = cookies.get(COOKIE_NAMES.refresh);
    refreshing ??= lock(async () => {
      // Read again inside the lock, from the jar all tabs share: the tab that held it may have refreshed already.
      const adopted = await tokenFromOtherTab(seen);
      if (adopted) return adopted;
      const refreshToken = await sharedCookie(COOKIE_NAMES.refresh);
      try {
        if (!refreshToken) throw new UnauthorizedError(MISSING_REFRESH_TOKEN, { call: 'refreshToken' });
        const pair = await exchange('refreshToken', '/auth/refresh', { refresh_token: refreshToken });
        store(pair, keepSignedIn());
        await untilShared(pair.refresh_token);
        return pair.token;
      } catch (error) {
        if (error instanceof UnauthorizedError) {
          signOut('refresh-failed');
          throw error;
        }
        // A network or server error says nothing about the session: keep it, and let the next call retry.
        if (error instanceof ApiError) throw error;
        throw new ServerError(SERVER_ERROR_MESSAGE, { call: 'refreshToken', status: 0, body: error });
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const session: Session = {
    token: () =>
      decodeTokenClaims(cookies.get(COOKIE_NAMES.jwt)) ? (cookies.get(COOKIE_NAMES.jwt) ?? null) : null,
    claims: () => decodeTokenClaims(cookies.get(COOKIE_NAMES.jwt)),
    source: () => requestSource(session.claims()?.roles ?? []),
    signIn: async ({ email, password }, { keepSignedIn: keep = false } = {}) =>
      store(await exchange('signIn', '/auth', { email, password }), keep),
    signInWithRefreshToken: async (refreshToken, { keepSignedIn: keep = false } = {}) => {
      if (!refreshToken)
        throw new UnauthorizedError(MISSING_REFRESH_TOKEN, { call: 'signInWithRefreshToken' });
      return store(
        await exchange('signInWithRefreshToken', '/auth/refresh', { refresh_token: refreshToken }),
        keep,
      );
    },
    refresh,
    validToken: async () => {
      if (refreshing) return refreshing;
      const token = cookies.get(COOKIE_NAMES.jwt);
      const claims = decodeTokenClaims(token);
      if (!token || !claims) {
        // A refresh token alone (the access cookie expired) still resumes the session.
        return cookies.get(COOKIE_NAMES.refresh) ? refresh() : null;
      }
      if (!tokenNeedsRefresh(claims.exp, now())) return token;
      try {
        return await refresh();
      } catch (error) {
        // The refresh failed but the session stands (a dropped network): the current token still works until exp.
        if (session.token() === token && claims.exp * 1000 > now().getTime()) return token;
        throw error;
      }
    },
    signOut,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return session;
}
