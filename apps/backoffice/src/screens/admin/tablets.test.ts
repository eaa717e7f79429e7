import { TABLETS_SUPER_ADMIN_ONLY } from '@backoffice/api';
import { describe, expect, it } from 'vitest';

import { openTabletDatabase, resetLocalTablets, tabletRows } from './tablets';
import { readTabletSettings } from './tabletSettings';

const page = (tags: Record<string, string>) => ({
  querySelector: (selector: string) => {
    const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
    const content = tags[name];
    return content === undefined ? null : ({ getAttribute: () => content } as unknown as Element);
  },
});

describe('the tablet database settings', () => {
  it('use the in-memory twin without a database URL, and Firebase with one, never with a configured password', () => {
    expect(readTabletSettings({}, page({}))).toEqual({ kind: 'local' });
    expect(
      readTabletSettings(
        {
          VITE_FIREBASE_DATABASE_URL: 'https://tablets.firebaseio.com',
          VITE_FIREBASE_API_KEY: 'key',
          VITE_FIREBASE_TABLETS_PASSWORD: 'pw',
        },
        page({ 'backoffice-firebase-tablets-password': 'pw' }),
      ),
    ).toEqual({
      kind: 'firebase',
      config: { firebase: { databaseURL: 'https://tablets.firebaseio.com', apiKey: 'key' } },
    });
  });

  it('open Firebase for a super admin only', () => {
    const firebase = readTabletSettings(
      { VITE_FIREBASE_DATABASE_URL: 'https://tablets.firebaseio.com' },
      null,
    );
    expect(() => openTabletDatabase(firebase, ['ROLE_RESTAURANT'])).toThrow(TABLETS_SUPER_ADMIN_ONLY);
    expect(openTabletDatabase(firebase, ['ROLE_ADMIN'])).toBeDefined();
  });

  it('keep the twin’s data for the page’s lifetime', async () => {
    resetLocalTablets();
    const first = openTabletDatabase({ kind: 'local' }, ['ROLE_ADMIN']);
    await first.set('status/9/state', 'online');
    const seen: unknown[] = [];
    const stop = openTabletDatabase({ kind: 'local' }, ['ROLE_ADMIN']).subscribe('status/9/state', (value) =>
      seen.push(value),
    );
    expect(seen).toEqual(['online']);
    stop();
    resetLocalTablets();
  });
});

describe('the tablet rows', () => {
  it('join status, clients and sunmi devices by tablet id, in id order', () => {
    expect(
      tabletRows(
        { 10: { state: 'online', lastSeen: '2026-01-01T10:00:00Z' }, 2: { state: 'offline' } },
        { 2: { a: {}, b: {} } },
        { 7: { 'T2-1': {} } },
      ),
    ).toEqual([
      { id: '2', state: 'offline', lastSeen: null, clients: ['a', 'b'], sunmi: [] },
      { id: '7', state: 'unknown', lastSeen: null, clients: [], sunmi: ['T2-1'] },
      { id: '10', state: 'online', lastSeen: '2026-01-01T10:00:00Z', clients: [], sunmi: [] },
    ]);
    expect(tabletRows(null, null, null)).toEqual([]);
  });
});
