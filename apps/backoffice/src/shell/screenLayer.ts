import type { ReactNode } from 'react';

import { preloadableLazy } from '../lazy/preloadableLazy';

/**
 * The layer under every screen but the sign-in screens (ScreenLayer.tsx), loaded with the first of them: the boot
 * starts it beside the first screen's chunk (boot/startBoot.ts), and AppRoutes beside the screen's after a sign-in.
 */
export const screenLayer = preloadableLazy<{ children: ReactNode }>(() =>
  import('./ScreenLayer').then(({ ScreenLayer }) => ScreenLayer),
);

/** Starts loading the layer without waiting for it; a failure is left to its render, which reports it. */
export function preloadScreenLayer(): void {
  screenLayer.preload().catch(() => undefined);
}
