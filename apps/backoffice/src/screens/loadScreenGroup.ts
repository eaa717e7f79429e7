import { ChunkLoadError } from '../lazy/chunkLoadError';
import type { LoadOnce } from '../lazy/loadOnce';
import { loadOnce } from '../lazy/loadOnce';
import type { ScreenGroup } from '../routing/routes';
import type { ScreenMap } from './screenTypes';

type LazyGroup = Exclude<ScreenGroup, 'system'>;

const loaders: Record<LazyGroup, () => Promise<{ screens: ScreenMap }>> = {
  auth: () => import('./groups/auth'),
  print: () => import('./groups/print'),
  orders: () => import('./groups/orders'),
  users: () => import('./groups/users'),
  companies: () => import('./groups/companies'),
  restaurants: () => import('./groups/restaurants'),
  canteens: () => import('./groups/canteens'),
  deliveries: () => import('./groups/deliveries'),
  marketing: () => import('./groups/marketing'),
  invoices: () => import('./groups/invoices'),
  exports: () => import('./groups/exports'),
  admin: () => import('./groups/admin'),
};

/** Each group's chunk, loaded once; a failed load is forgotten, so the next visit tries again. */
const groups = new Map<LazyGroup, LoadOnce<{ screens: ScreenMap }>>();

/** Loads a screen group's chunk; fails with a ChunkLoadError on a load error or after the chunk timeout. */
export function loadScreenGroup(group: LazyGroup): Promise<{ screens: ScreenMap }> {
  let once = groups.get(group);
  if (!once) {
    once = loadOnce(
      loaders[group],
      (cause) => new ChunkLoadError(cause instanceof Error ? cause.message : `Loading chunk ${group} failed`),
    );
    groups.set(group, once);
  }
  return once.load();
}

/** Loads every screen group's chunk: for tests, which warm them up before their first render. */
export async function loadEveryScreenGroup(): Promise<void> {
  await Promise.all((Object.keys(loaders) as LazyGroup[]).map(loadScreenGroup));
}

/**
 * Starts loading a screen group's chunk without waiting for it (the system group is in the main chunk). A
 * failure is left to the screen's own load, which reports it.
 */
export function preloadScreenGroup(group: ScreenGroup): void {
  if (group === 'system') return;
  loadScreenGroup(group).catch(() => undefined);
}
