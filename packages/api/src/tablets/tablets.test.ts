import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { DatabaseReference, DataSnapshot } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FirebaseDatabaseApi } from './createFirebaseTablets.js';
import { createFirebaseTablets } from './createFirebaseTablets.js';
import { createLocalTablets } from './createLocalTablets.js';

const firebase = { apiKey: 'key', projectId: 'backoffice', databaseURL: 'https://tablets.example' };

/** A fake Firebase database: records writes and lets the test emit values at a path. */
function fakeDatabase() {
  const apps: FirebaseApp[] = [];
  const writes: Array<[string, string, unknown]> = [];
  const emitters = new Map<string, (snapshot: DataSnapshot) => unknown>();
  const refOf = (path: string) => ({ key: path }) as unknown as DatabaseReference;
  const pathOf = (ref: DatabaseReference) => String(ref.key);
  const api: FirebaseDatabaseApi = {
    app: {
      getApps: () => apps,
      initializeApp: (options, name) => {
        const app: FirebaseApp = { name, options, automaticDataCollectionEnabled: false };
        apps.push(app);
        return app;
      },
    },
    database: {
      getDatabase: (app) => ({ app, type: 'database' }),
      ref: (_db, path) => refOf(path),
      set: (ref, value) => {
        writes.push(['set', pathOf(ref), value]);
        return Promise.resolve();
      },
      remove: (ref) => {
        writes.push(['remove', pathOf(ref), null]);
        return Promise.resolve();
      },
      onValue: (ref, callback) => {
        emitters.set(pathOf(ref), callback);
        return () => {
          emitters.delete(pathOf(ref));
        };
      },
    },
  };
  const signIns: string[] = [];
  let refuseSignIn = false;
  api.auth = {
    getAuth: (app) => ({ app }) as unknown as Auth,
    signInWithCustomToken: (_auth, token) => {
      if (refuseSignIn) return Promise.reject(new Error('auth/invalid-custom-token'));
      signIns.push(`token:${token}`);
      return Promise.resolve();
    },
    signInWithEmailAndPassword: (_auth, email) => {
      signIns.push(`password:${email}`);
      return Promise.resolve();
    },
  };
  const refuseSignInOnce = () => {
    refuseSignIn = true;
    return () => {
      refuseSignIn = false;
    };
  };
  const emit = (path: string, value: unknown) =>
    emitters.get(path)?.({ val: () => value } as unknown as DataSnapshot);
  const load = vi.fn((_withAuth: boolean) => Promise.resolve(api));
  return { load, writes, emitters, emit, signIns, refuseSignInOnce };
}

describe('createFirebaseTablets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([[['ROLE_RESTAURANT']], [['ROLE_COMPANY', 'ROLE_EXTRA_BILLING_ACCESS']], [[]]])(
    'refuses %j before loading Firebase',
    (roles) => {
      const fake = fakeDatabase();
      expect(() => createFirebaseTablets({ firebase }, { roles, load: fake.load })).toThrow(
        'The tablet database is for super admins (ROLE_ADMIN) only',
      );
      expect(fake.load).not.toHaveBeenCalled();
    },
  );

  it('signs the super admin in with the configured custom token before the first write, and only once', async () => {
    const fake = fakeDatabase();
    const customToken = vi.fn(() => Promise.resolve('platform-issued'));
    const tablets = createFirebaseTablets(
      { firebase, credentials: { customToken } },
      { roles: ['ROLE_ADMIN'], load: fake.load },
    );
    await tablets.set('clients/7/status', 'online');
    await tablets.set('clients/8/status', 'online');
    expect(fake.load).toHaveBeenCalledWith(true);
    expect(fake.signIns).toEqual(['token:platform-issued']);
    expect(fake.writes).toHaveLength(2);
  });

  it('signs in with e-mail and password when those are configured, and loads no auth without credentials', async () => {
    const withPassword = fakeDatabase();
    await createFirebaseTablets(
      { firebase, credentials: { email: 'tablets@example.com', password: 'secret' } },
      { roles: ['ROLE_ADMIN'], load: withPassword.load },
    ).remove('sunmiv2/1');
    expect(withPassword.signIns).toEqual(['password:tablets@example.com']);
    const without = fakeDatabase();
    await createFirebaseTablets({ firebase }, { roles: ['ROLE_ADMIN'], load: without.load }).remove(
      'sunmiv2/1',
    );
    expect(without.load).toHaveBeenCalledWith(false);
    expect(without.signIns).toEqual([]);
  });

  it('fails the write when the sign-in is refused, and tries again on the next call', async () => {
    const fake = fakeDatabase();
    const allow = fake.refuseSignInOnce();
    const tablets = createFirebaseTablets(
      { firebase, credentials: { customToken: () => Promise.resolve('t') } },
      { roles: ['ROLE_ADMIN'], load: fake.load },
    );
    await expect(tablets.set('clients/1/status', 'x')).rejects.toThrow('auth/invalid-custom-token');
    expect(fake.writes).toEqual([]);
    allow();
    await tablets.set('clients/1/status', 'x');
    expect(fake.writes).toEqual([['set', 'clients/1/status', 'x']]);
  });

  it('lets a super admin set and remove values at a path, loading Firebase on first use', async () => {
    const fake = fakeDatabase();
    const tablets = createFirebaseTablets({ firebase }, { roles: ['ROLE_ADMIN'], load: fake.load });
    expect(fake.load).not.toHaveBeenCalled();
    await tablets.set('clients/7/status', 'offline');
    await tablets.remove('sunmiv2/7');
    expect(fake.writes).toEqual([
      ['set', 'clients/7/status', 'offline'],
      ['remove', 'sunmiv2/7', null],
    ]);
    expect(fake.load).toHaveBeenCalledTimes(1);
  });

  it('throttles values to one per 3 s and delivers the latest of a burst', async () => {
    const fake = fakeDatabase();
    const tablets = createFirebaseTablets({ firebase }, { roles: ['ROLE_ADMIN'], load: fake.load });
    const seen: unknown[] = [];
    const stop = tablets.subscribe('status', (value) => seen.push(value));
    await expect.poll(() => fake.emitters.has('status')).toBe(true);

    fake.emit('status', 'a');
    fake.emit('status', 'b');
    fake.emit('status', 'c');
    expect(seen).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['a', 'c']);

    fake.emit('status', 'd');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual(['a', 'c', 'd']);

    stop();
    expect(fake.emitters.has('status')).toBe(false);
  });

  it('drops a pending value and never subscribes once unsubscribed', async () => {
    const fake = fakeDatabase();
    const tablets = createFirebaseTablets({ firebase }, { roles: ['ROLE_ADMIN'], load: fake.load });
    const seen: unknown[] = [];
    const early = tablets.subscribe('clients', (value) => seen.push(value));
    early();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.emitters.has('clients')).toBe(false);

    const stop = tablets.subscribe('status', (value) => seen.push(value));
    await expect.poll(() => fake.emitters.has('status')).toBe(true);
    fake.emit('status', 1);
    fake.emit('status', 2);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual([1]);
  });
});

describe('createLocalTablets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the current value at once, then throttled changes of the path and its children', async () => {
    const tablets = createLocalTablets({ initial: { clients: { 1: { status: 'online' } } } });
    const seen: unknown[] = [];
    tablets.subscribe('clients/1', (value) => seen.push(value));
    expect(seen).toEqual([{ status: 'online' }]);

    await tablets.set('clients/1/status', 'offline');
    await tablets.set('clients/1/battery', 80);
    await tablets.set('clients/2', { status: 'online' });
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([{ status: 'online' }, { status: 'offline', battery: 80 }]);

    await tablets.remove('clients');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen.at(-1)).toBeNull();
    expect(tablets.read('clients/2')).toBeNull();
  });

  it('keeps its tree apart from the values written and read', async () => {
    const tablets = createLocalTablets();
    const value = { status: 'online' };
    await tablets.set('clients/1', value);
    value.status = 'changed';
    expect(tablets.read('clients/1')).toEqual({ status: 'online' });
  });
});
