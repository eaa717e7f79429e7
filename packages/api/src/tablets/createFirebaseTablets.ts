import type { HeldRoles } from '@backoffice/domain';
import { isSuperAdmin, LIMITS } from '@backoffice/domain';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Database, DatabaseReference, DataSnapshot, Unsubscribe } from 'firebase/database';

import type { FirebaseAppApi, FirebaseConfig } from '../firebase/firebaseApp.js';
import { firebaseAppOf } from '../firebase/firebaseApp.js';
import { throttleLatest } from './throttleLatest.js';
import type { TabletDatabase } from './types.js';
import { TABLETS_SUPER_ADMIN_ONLY } from './types.js';

/**
 * How the super admin signs in to the tablet database (Firebase Auth), before its first read or write: a custom
 * token issued by the platform, or the e-mail and password of the database's admin account. Without credentials
 * the database is opened as is (a database whose rules allow the app).
 */
export type FirebaseTabletsCredentials =
  { customToken: () => Promise<string> } | { email: string; password: string };

/** Where the tablet database is: the Firebase project (with its `databaseURL`), and how to sign in to it. */
export interface FirebaseTabletsConfig {
  firebase: FirebaseConfig;
  credentials?: FirebaseTabletsCredentials;
  /** Receives a failed subscription (load or permission). @default console.warn */
  onError?: (error: unknown) => void;
}

/** The parts of `firebase/app` and `firebase/database` the tablet database uses. */
export interface FirebaseDatabaseApi {
  app: FirebaseAppApi;
  database: {
    getDatabase(app: FirebaseApp): Database;
    ref(db: Database, path: string): DatabaseReference;
    set(ref: DatabaseReference, value: unknown): Promise<void>;
    remove(ref: DatabaseReference): Promise<void>;
    onValue(
      ref: DatabaseReference,
      callback: (snapshot: DataSnapshot) => unknown,
      cancel: (error: Error) => unknown,
    ): Unsubscribe;
  };
  /** `firebase/auth`, loaded only when credentials are configured. */
  auth?: {
    getAuth(app: FirebaseApp): Auth;
    signInWithCustomToken(auth: Auth, token: string): Promise<unknown>;
    signInWithEmailAndPassword(auth: Auth, email: string, password: string): Promise<unknown>;
  };
}

/** Options of {@link createFirebaseTablets}. */
export interface FirebaseTabletsOptions {
  /** The roles of the signed-in user: only a super admin may open the tablet database. */
  roles: HeldRoles;
  /**
   * Loads Firebase; `withAuth` asks for firebase/auth too.
   * @default dynamic imports of firebase/app, firebase/database and, with credentials, firebase/auth
   */
  load?: (withAuth: boolean) => Promise<FirebaseDatabaseApi>;
}

async function loadFirebaseDatabase(withAuth: boolean): Promise<FirebaseDatabaseApi> {
  const [app, database, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/database'),
    withAuth ? import('firebase/auth') : undefined,
  ]);
  return { app, database, auth };
}

async function signIn(api: FirebaseDatabaseApi, app: FirebaseApp, credentials: FirebaseTabletsCredentials) {
  if (!api.auth) throw new Error('firebase/auth did not load');
  const auth = api.auth.getAuth(app);
  if ('customToken' in credentials) {
    await api.auth.signInWithCustomToken(auth, await credentials.customToken());
  } else {
    await api.auth.signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  }
}

/**
 * The tablet realtime database on Firebase, loaded on first use. Throws at once unless the user is a
 * super admin.
 * @example
 * const tablets = createFirebaseTablets({ firebase: config.firebase }, { roles: claims.roles });
 * const stop = tablets.subscribe('clients', setClients); // at most once per 3 s
 */
export function createFirebaseTablets(
  config: FirebaseTabletsConfig,
  { roles, load = loadFirebaseDatabase }: FirebaseTabletsOptions,
): TabletDatabase {
  if (!isSuperAdmin(roles)) throw new Error(TABLETS_SUPER_ADMIN_ONLY);
  const onError = config.onError ?? ((error: unknown) => console.warn(error));
  let started: Promise<{ api: FirebaseDatabaseApi; db: Database }> | null = null;

  const start = () => {
    started ??= (async () => {
      const api = await load(config.credentials !== undefined);
      const app = firebaseAppOf(api.app, config.firebase);
      if (config.credentials) await signIn(api, app, config.credentials);
      return { api, db: api.database.getDatabase(app) };
    })().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  return {
    async set(path, value) {
      const { api, db } = await start();
      await api.database.set(api.database.ref(db, path), value);
    },
    async remove(path) {
      const { api, db } = await start();
      await api.database.remove(api.database.ref(db, path));
    },
    subscribe(path, listener) {
      const throttled = throttleLatest(listener, LIMITS.tabletThrottleMs);
      let stopped = false;
      let stopFirebase: (() => void) | null = null;
      start().then(({ api, db }) => {
        if (stopped) return;
        stopFirebase = api.database.onValue(
          api.database.ref(db, path),
          (snapshot) => throttled.push(snapshot.val() as unknown),
          onError,
        );
      }, onError);
      return () => {
        stopped = true;
        throttled.cancel();
        stopFirebase?.();
      };
    },
  };
}
