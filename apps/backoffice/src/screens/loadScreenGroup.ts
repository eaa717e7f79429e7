import { LIMITS } from '@backoffice/domain';

import { ChunkLoadError } from '../lazy/chunkLoadError';
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

/** Loads a screen group's chunk; fails with a ChunkLoadError on a load error or after 120 s. */
export function loadScreenGroup(
  group: LazyGroup,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<{ screens: ScreenMap }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${group} timed out`)), timeoutMs);
    loaders[group]().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : `Loading chunk ${group} failed`));
      },
    );
  });
}

/**
 * Starts loading a screen group's chunk without waiting for it (the system group is in the main chunk). A
 * failure is left to the screen's own load, which reports it.
 */
export function preloadScreenGroup(group: ScreenGroup): void {
  if (group === 'system') return;
  loaders[group]().catch(() => undefined);
}
