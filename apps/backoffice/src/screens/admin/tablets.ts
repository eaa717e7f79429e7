import type { TabletDatabase } from '@backoffice/api';
import { createFirebaseTablets, createLocalTablets } from '@backoffice/api';
import type { HeldRoles } from '@backoffice/domain';

import type { TabletSettings } from './tabletSettings';

/** A tablet's status in the database (`status/{tabletId}`). */
export interface TabletStatus {
  state?: 'online' | 'offline' | (string & {});
  lastSeen?: string;
}

/** One tablet of the screen: the status, the clients and the sunmi devices under its id. */
export interface TabletRow {
  id: string;
  state: string;
  lastSeen: string | null;
  clients: string[];
  sunmi: string[];
}

/** The three trees of the tablet database the screen follows. */
export const TABLET_PATHS = { status: 'status', clients: 'clients', sunmi: 'sunmiv2' } as const;

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tablets from the three trees, by id (the restaurant id), in id order. */
export function tabletRows(status: unknown, clients: unknown, sunmi: unknown): TabletRow[] {
  const ids = new Set<string>();
  for (const tree of [status, clients, sunmi])
    if (isTree(tree)) for (const id of Object.keys(tree)) ids.add(id);
  return [...ids]
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((id) => {
      const entry = isTree(status) && isTree(status[id]) ? (status[id] as TabletStatus) : {};
      const ofTree = (tree: unknown) => (isTree(tree) && isTree(tree[id]) ? Object.keys(tree[id]) : []);
      return {
        id,
        state: typeof entry.state === 'string' ? entry.state : 'unknown',
        lastSeen: typeof entry.lastSeen === 'string' ? entry.lastSeen : null,
        clients: ofTree(clients),
        sunmi: ofTree(sunmi),
      };
    });
}

/** The in-memory twin's tablets: three restaurants' tablets, one offline, as the sandbox's demo data. */
export const DEMO_TABLETS = {
  status: {
    1: { state: 'online', lastSeen: '2026-01-01T10:00:00.000Z' },
    2: { state: 'online', lastSeen: '2026-01-01T10:00:00.000Z' },
    3: { state: 'offline', lastSeen: '2025-12-31T18:30:00.000Z' },
  },
  clients: {
    1: {
      'kitchen-tablet': { connectedAt: '2026-01-01T08:00:00.000Z' },
      'counter-phone': { connectedAt: '2026-01-01T09:00:00.000Z' },
    },
    2: { 'kitchen-tablet': { connectedAt: '2026-01-01T08:30:00.000Z' } },
  },
  sunmiv2: { 1: { 'T2-0001': { printer: 'ready' } } },
};

let local: TabletDatabase | null = null;

/**
 * The tablet database for the settings: Firebase (only for a super admin; the database is signed in to on first
 * use) or the in-memory twin, which keeps its data for the page's lifetime.
 */
export function openTabletDatabase(settings: TabletSettings, roles: HeldRoles): TabletDatabase {
  if (settings.kind === 'firebase') return createFirebaseTablets(settings.config, { roles });
  local ??= createLocalTablets({ initial: structuredClone(DEMO_TABLETS) });
  return local;
}

/** Forgets the in-memory twin (tests start from the demo data). */
export function resetLocalTablets(): void {
  local = null;
}
